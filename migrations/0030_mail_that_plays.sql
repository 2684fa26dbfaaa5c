-- Mail that plays: game threads, reply addresses, one-click unsubscribe, the daily
-- digest, and the server's signing secret.

ALTER TABLE outbox
    -- The local part of the Message-ID (`<KEY@domain of MAIL_FROM>`), fixed when the
    -- mail is queued, so a message sent twice after a crash keeps its identity.
    ADD COLUMN message_key     TEXT,
    -- The thread's root key for a later mail of a game thread (In-Reply-To and
    -- References); NULL for the root itself and for mail outside a thread.
    ADD COLUMN in_reply_to     TEXT,
    -- Where replies go (`move+TOKEN@MAIL_REPLY_DOMAIN`), when replies play a move.
    ADD COLUMN reply_to        TEXT,
    -- The signed link of List-Unsubscribe (RFC 8058), on mail that can be turned off.
    ADD COLUMN unsubscribe_url TEXT,
    -- RFC 3834: 'auto-generated' (notifications) or 'auto-replied' (answers to mail).
    ADD COLUMN auto_submitted  TEXT NOT NULL DEFAULT 'auto-generated'
        CHECK (auto_submitted IN ('auto-generated', 'auto-replied'));

-- The threads whose first mail has been queued: the first mail of a thread carries the
-- thread's key as its Message-ID, every later one refers to it.
CREATE TABLE mail_threads (
    thread_key TEXT PRIMARY KEY,
    created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);

-- Secrets the server makes for itself when no setting gives one (the signing key of
-- reply addresses and unsubscribe links), shared by every process.
CREATE TABLE server_secrets (
    name       TEXT PRIMARY KEY,
    value      BYTEA NOT NULL,
    created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);

-- A daily digest as a third mail preference, at an hour the player chooses.
ALTER TABLE users DROP CONSTRAINT users_mail_moves_check;
ALTER TABLE users
    ADD CONSTRAINT users_mail_moves_check CHECK (mail_moves IN ('each_move', 'off', 'digest')),
    -- The hour (0-23, UTC) the digest is sent.
    ADD COLUMN digest_hour    SMALLINT NOT NULL DEFAULT 7 CHECK (digest_hour BETWEEN 0 AND 23),
    -- The day the last digest was sent (or found nothing to list), so it goes once a day.
    ADD COLUMN last_digest_on DATE;
CREATE INDEX users_digest_idx ON users (digest_hour) WHERE mail_moves = 'digest';
