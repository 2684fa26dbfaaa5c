-- Mail the server fails on while it delivers other mail is not brought forward for ever.

ALTER TABLE outbox
    -- How often the message was made due early because deliveries worked again after it
    -- failed 'unavailable'; after a few, it keeps its own back-off.
    ADD COLUMN early_retries INTEGER NOT NULL DEFAULT 0;
