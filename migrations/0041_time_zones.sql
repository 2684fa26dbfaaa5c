-- Each player's time zone (an IANA name from the list the site offers): times on pages,
-- in mails and in the calendar feed are shown in it, and the daily digest goes at its
-- hour there. The application checks the name; PostgreSQL's AT TIME ZONE reads it for
-- the digest.
ALTER TABLE users ADD COLUMN time_zone TEXT NOT NULL DEFAULT 'UTC'
    CHECK (time_zone <> '' AND length(time_zone) <= 64);
