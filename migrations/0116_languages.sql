-- Russian and Danish join English and German (issue 36): a player's language may be
-- `ru` or `da` too. The constraint 0070 made (PostgreSQL named it) is replaced.
ALTER TABLE users DROP CONSTRAINT IF EXISTS users_language_check;
ALTER TABLE users ADD CONSTRAINT users_language_check
    CHECK (language IN ('en', 'de', 'ru', 'da'));
