-- The tie-breaks a tournament uses after points, in its order: names from sb, wins,
-- direct, koya, rating joined by commas (empty: none, the seeding decides).
ALTER TABLE tournaments
    ADD COLUMN tiebreaks TEXT NOT NULL DEFAULT 'sb,wins,direct'
        CHECK (tiebreaks ~ '^((sb|wins|direct|koya|rating)(,(sb|wins|direct|koya|rating))*)?$');
