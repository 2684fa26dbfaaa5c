-- Each player's language (`en` or `de`): the pages they see when logged in and every
-- mail they get. Sign-up stores the language the sign-up page was shown in.
ALTER TABLE users ADD COLUMN language TEXT NOT NULL DEFAULT 'en'
    CHECK (language IN ('en', 'de'));
