-- Web Push (RFC 8030, 8291, 8292): the browsers' subscriptions of each player, and the
-- pushes queued for them in the transaction of the event, delivered afterwards by a
-- worker like the mail outbox (a queued push survives a crash and is retried).

CREATE TABLE push_subscriptions (
    id              BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    user_id         BIGINT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    -- The push service's address for this browser (https; unique: a browser that
    -- subscribes again under another account moves the subscription there).
    endpoint        TEXT NOT NULL UNIQUE,
    -- The browser's P-256 public key (65 bytes, uncompressed) and auth secret (16 bytes).
    p256dh          BYTEA NOT NULL CHECK (length(p256dh) = 65),
    auth            BYTEA NOT NULL CHECK (length(auth) = 16),
    created_at      TIMESTAMPTZ NOT NULL DEFAULT now(),
    last_success_at TIMESTAMPTZ,
    last_failure_at TIMESTAMPTZ,
    last_error      TEXT
);
CREATE INDEX push_subscriptions_user_idx ON push_subscriptions (user_id);

-- One row per push and subscription; the payload is the JSON the service worker shows,
-- in the recipient's language, encrypted only when sent (each send takes a fresh key).
CREATE TABLE push_outbox (
    id              BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    subscription_id BIGINT NOT NULL REFERENCES push_subscriptions(id) ON DELETE CASCADE,
    kind            TEXT NOT NULL,
    payload         TEXT NOT NULL,
    created_at      TIMESTAMPTZ NOT NULL DEFAULT now(),
    attempts        INTEGER NOT NULL DEFAULT 0,
    next_attempt_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    locked_until    TIMESTAMPTZ,
    last_error      TEXT
);
-- A push delivered, or given up, is deleted: nothing of it is kept.
CREATE INDEX push_outbox_due_idx ON push_outbox (next_attempt_at);
CREATE INDEX push_outbox_subscription_idx ON push_outbox (subscription_id);

-- Wake every push worker when a push is queued (delivered at commit).
CREATE FUNCTION push_outbox_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    PERFORM pg_notify('push_outbox', '');
    RETURN NULL;
END
$$;
CREATE TRIGGER push_outbox_notify AFTER INSERT ON push_outbox
    FOR EACH STATEMENT EXECUTE FUNCTION push_outbox_notify();
