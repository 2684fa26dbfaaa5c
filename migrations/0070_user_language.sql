-- Each player's language (`en` or `de`): the pages they see when logged in and every
-- mail they get. Sign-up stores the language the sign-up page was shown in; NULL (the
-- accounts from before) means not chosen: pages follow the browser, mail is English.
ALTER TABLE users ADD COLUMN language TEXT CHECK (language IN ('en', 'de'));
