-- Play across servers (docs/FEDERATION.md): messages to peers wait here until the
-- peer takes them, in order per peer, with retries and backoff like the mail outbox.
-- Written in the same transaction as the action that sends them, so nothing is lost
-- when the server stops and nothing is sent for an action that rolled back.
CREATE TABLE federation_outbox (
    seq           BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    -- The receiving server, `host[:port]` lowercase.
    peer          TEXT NOT NULL,
    -- The envelope's id (unique per sender: the peer answers a repeat once).
    message_id    TEXT NOT NULL UNIQUE,
    -- The whole envelope as sent (its bytes are signed at each attempt).
    envelope      JSONB NOT NULL,
    attempts      INTEGER NOT NULL DEFAULT 0,
    next_attempt_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    last_error    TEXT,
    -- Set once the peer answered 2xx or 4xx (4xx: `refused`), with its answer.
    delivered_at  TIMESTAMPTZ,
    refused       BOOLEAN NOT NULL DEFAULT false,
    answer        JSONB,
    created_at    TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX federation_outbox_due_idx ON federation_outbox (peer, seq) WHERE delivered_at IS NULL;
