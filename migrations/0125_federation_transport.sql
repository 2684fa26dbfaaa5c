-- Play across servers, the transport (docs/FEDERATION.md): what this server knows of
-- its peers, the messages it took from them, and the outbox's lease.

-- A peer's `/.well-known/corrchess` document and keys, fetched when first needed and
-- again when a signature names a key not among them (at most once a minute).
CREATE TABLE federation_peers (
    host        TEXT PRIMARY KEY,
    inbox       TEXT NOT NULL,
    jwks        JSONB NOT NULL,
    fetched_at  TIMESTAMPTZ NOT NULL DEFAULT now()
);

-- Every message taken into the inbox, per sending host, with the answer it got: a
-- repeat is answered 409 with the same answer and changes nothing.
CREATE TABLE federation_inbox (
    from_host   TEXT NOT NULL,
    message_id  TEXT NOT NULL,
    -- 200 (taken; `answer` is the body) or 422 (refused; `answer` is the problem).
    status      SMALLINT NOT NULL,
    answer      JSONB NOT NULL,
    received_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    PRIMARY KEY (from_host, message_id)
);

-- A worker holds a message while it posts it; another process skips it until then.
ALTER TABLE federation_outbox ADD COLUMN leased_until TIMESTAMPTZ;

-- Wake the federation workers when a message is queued.
CREATE FUNCTION federation_outbox_notify() RETURNS trigger AS $$
BEGIN
    PERFORM pg_notify('federation_outbox', '');
    RETURN NULL;
END;
$$ LANGUAGE plpgsql;
CREATE TRIGGER federation_outbox_notify AFTER INSERT ON federation_outbox
    FOR EACH ROW EXECUTE FUNCTION federation_outbox_notify();
