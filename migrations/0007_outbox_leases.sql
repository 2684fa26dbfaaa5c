-- Mail delivery leases one message at a time instead of holding a transaction open while
-- it talks to the SMTP server, and remembers why the last attempt failed.

ALTER TABLE outbox
    -- Until when a worker holds the message (it is being sent); NULL or past: free.
    ADD COLUMN locked_until TIMESTAMPTZ,
    -- Why the last counted attempt failed: 'unavailable' (the server failed while taking
    -- it: due again as soon as a delivery works) or 'refused' (the server answered this
    -- message with an error: it keeps its own back-off).
    ADD COLUMN failure      TEXT CHECK (failure IN ('unavailable', 'refused'));

-- Mail pushed back by earlier failures goes out at the next successful delivery.
UPDATE outbox SET failure = 'unavailable' WHERE sent_at IS NULL AND last_error IS NOT NULL;
