-- Entry rules: who may join. A rating band (on the rating as shown, rounded), a number
-- of finished rated games, and an entry password, stored as an argon2 hash like account
-- passwords. All optional.
ALTER TABLE tournaments
    ADD COLUMN min_rating INTEGER CHECK (min_rating BETWEEN 0 AND 4000),
    ADD COLUMN max_rating INTEGER CHECK (max_rating BETWEEN 0 AND 4000),
    ADD COLUMN min_rated_games INTEGER CHECK (min_rated_games BETWEEN 0 AND 10000),
    ADD COLUMN entry_password_hash TEXT,
    ADD CONSTRAINT tournaments_rating_band_check CHECK (min_rating <= max_rating);
