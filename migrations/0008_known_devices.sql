-- Browsers and API clients that logged into an account before, known by a long-lived
-- random cookie (only its SHA-256 is stored). A login attempt from a known device counts
-- against that device's own budget, so strangers who use up the account's budget do not
-- lock its owner out.
CREATE TABLE known_devices (
    user_id       BIGINT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    token_hash    BYTEA NOT NULL,
    created_at    TIMESTAMPTZ NOT NULL DEFAULT now(),
    last_login_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    PRIMARY KEY (user_id, token_hash)
);
CREATE INDEX known_devices_last_login_at_idx ON known_devices (last_login_at);
