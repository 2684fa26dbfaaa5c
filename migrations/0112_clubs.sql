-- Issue 34, part 1: clubs. Any verified player may found one; its members belong
-- together and (part 2) play team matches against other clubs. Club admins run the
-- club; a site admin may close it (moderation), which keeps its rows but takes no joins.
CREATE TABLE clubs (
    id          BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    slug        TEXT NOT NULL CONSTRAINT clubs_slug_key UNIQUE
                CHECK (slug ~ '^[a-z0-9-]{3,32}$'),
    name        TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 80),
    description TEXT NOT NULL DEFAULT '',
    language    TEXT NOT NULL CHECK (language IN ('en', 'de')),
    open        BOOLEAN NOT NULL,
    founded_by  BIGINT REFERENCES users(id) ON DELETE SET NULL,
    created_at  TIMESTAMPTZ NOT NULL DEFAULT now(),
    closed_at   TIMESTAMPTZ
);
-- Names are unique whatever their case: "Rook Lovers" and "rook lovers" are one club.
CREATE UNIQUE INDEX clubs_name_key ON clubs (lower(name));
-- The per-player limit counts the clubs a player founded.
CREATE INDEX clubs_founded_by_idx ON clubs (founded_by);

CREATE TABLE club_members (
    club_id   BIGINT NOT NULL REFERENCES clubs(id) ON DELETE CASCADE,
    user_id   BIGINT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    admin     BOOLEAN NOT NULL DEFAULT false,
    joined_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    PRIMARY KEY (club_id, user_id)
);
-- A player's clubs (the profile, the API) read by user.
CREATE INDEX club_members_user_id_idx ON club_members (user_id);

-- Requests to join a club that is open by request only, until an admin decides.
CREATE TABLE club_requests (
    club_id      BIGINT NOT NULL REFERENCES clubs(id) ON DELETE CASCADE,
    user_id      BIGINT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    requested_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    PRIMARY KEY (club_id, user_id)
);
CREATE INDEX club_requests_user_id_idx ON club_requests (user_id);

-- A site admin's closing of a club is audited like the other moderation.
ALTER TABLE audit_log DROP CONSTRAINT audit_log_target_kind_check,
    ADD CONSTRAINT audit_log_target_kind_check
    CHECK (target_kind IN ('user', 'tournament', 'report', 'club'));
