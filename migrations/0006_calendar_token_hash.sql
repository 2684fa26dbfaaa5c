-- The calendar feed's secret is kept as its SHA-256 only, like session and API tokens,
-- so a copy of the database gives no working feed address; the address is shown once,
-- when it is made. The app hashes the 64 lowercase hex characters of the secret as text;
-- hashing the stored secrets the same way keeps the addresses already handed out working.

ALTER TABLE users ADD COLUMN calendar_token_hash BYTEA UNIQUE;

UPDATE users
   SET calendar_token_hash = sha256(convert_to(lower(calendar_token), 'UTF8'))
 WHERE calendar_token IS NOT NULL;

ALTER TABLE users DROP COLUMN calendar_token;
