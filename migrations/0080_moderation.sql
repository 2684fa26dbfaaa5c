-- Moderation: what admins did (the audit log), suspended accounts, the keyed hash of
-- the network an account signed up from (never the address itself), players' blocks
-- and reports.

-- One row per admin action, written in the action's own transaction.
CREATE TABLE audit_log (
    id          BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    admin_id    BIGINT NOT NULL REFERENCES users(id),
    -- What was done, a fixed word: 'user.suspend', 'tournament.start', ...
    action      TEXT NOT NULL CHECK (length(action) BETWEEN 1 AND 64),
    -- What it was done to: 'user', 'tournament' or 'report', and its id.
    target_kind TEXT NOT NULL CHECK (target_kind IN ('user', 'tournament', 'report')),
    target_id   BIGINT NOT NULL,
    -- Anything the action adds (a reason, a result, a player's name).
    detail      TEXT NOT NULL DEFAULT '' CHECK (length(detail) <= 2000),
    at          TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX audit_log_recent_idx ON audit_log (id DESC);

ALTER TABLE users
    ADD COLUMN suspended_at TIMESTAMPTZ,
    ADD COLUMN suspension_reason TEXT CHECK (length(suspension_reason) <= 2000),
    -- HMAC-SHA256 of the /24 (IPv4) or /48 (IPv6) network of the sign-up request.
    ADD COLUMN signup_network BYTEA,
    ADD CONSTRAINT users_suspended_with_reason_check
        CHECK ((suspended_at IS NULL) = (suspension_reason IS NULL));
CREATE INDEX users_signup_network_idx ON users (signup_network)
    WHERE signup_network IS NOT NULL;

-- A player's block of another: no challenges and no messages from them.
CREATE TABLE blocks (
    blocker_id BIGINT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    blocked_id BIGINT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    PRIMARY KEY (blocker_id, blocked_id),
    CHECK (blocker_id <> blocked_id)
);
CREATE INDEX blocks_blocked_idx ON blocks (blocked_id);

-- A player's report of a user (or of one of their messages), until an admin closes it.
CREATE TABLE reports (
    id          BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    reporter_id BIGINT NOT NULL REFERENCES users(id),
    reported_id BIGINT NOT NULL REFERENCES users(id),
    message_id  BIGINT REFERENCES game_messages(id) ON DELETE SET NULL,
    reason      TEXT NOT NULL CHECK (reason IN ('abuse', 'cheating', 'spam', 'other')),
    text        TEXT NOT NULL CHECK (length(text) BETWEEN 1 AND 2000),
    created_at  TIMESTAMPTZ NOT NULL DEFAULT now(),
    closed_at   TIMESTAMPTZ,
    closed_by   BIGINT REFERENCES users(id),
    close_note  TEXT CHECK (length(close_note) <= 2000),
    CHECK ((closed_at IS NULL) = (closed_by IS NULL))
);
CREATE INDEX reports_open_idx ON reports (id) WHERE closed_at IS NULL;

-- Losses on time in a window (the timeout record and the admin's user page).
CREATE INDEX games_time_forfeits_idx ON games (finished_at)
    WHERE termination = 'time_forfeit';
