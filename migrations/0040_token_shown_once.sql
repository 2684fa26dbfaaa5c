-- A new API token waits in the session that created it until the page after the
-- creating POST shows it, once: reading it clears it (the secret never travels in a URL
-- and a reload neither shows it again nor creates another).
ALTER TABLE sessions
    ADD COLUMN new_api_token_id BIGINT,
    ADD COLUMN new_api_token    TEXT,
    ADD CONSTRAINT sessions_new_api_token_pair
        CHECK ((new_api_token IS NULL) = (new_api_token_id IS NULL));
