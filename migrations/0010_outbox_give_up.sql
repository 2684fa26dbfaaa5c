-- Mail delivery gives up on a message in the end, and does not bring forward for ever
-- a message the server fails on while it delivers other mail.

ALTER TABLE outbox
    -- How often the message was made due early because deliveries worked again after it
    -- failed 'unavailable'; after a few, it keeps its own back-off.
    ADD COLUMN early_retries INTEGER NOT NULL DEFAULT 0,
    -- When delivery stopped trying the message (failed for reasons of its own for longer
    -- than allowed); kept for the operator, then deleted like sent mail.
    ADD COLUMN given_up_at   TIMESTAMPTZ;

DROP INDEX outbox_due_idx;
CREATE INDEX outbox_due_idx ON outbox (next_attempt_at)
    WHERE sent_at IS NULL AND given_up_at IS NULL;
