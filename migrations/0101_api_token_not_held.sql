-- A new API token is shown in the answer to the POST that creates it and kept nowhere
-- but as its hash: the session no longer holds its secret until a later page (which
-- left it in clear in the database, and in every backup, until that page was seen).
ALTER TABLE sessions DROP CONSTRAINT IF EXISTS sessions_new_api_token_pair;
ALTER TABLE sessions DROP COLUMN IF EXISTS new_api_token;
ALTER TABLE sessions DROP COLUMN IF EXISTS new_api_token_id;
