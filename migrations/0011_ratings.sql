-- Glicko-2 ratings: one rating row per account, the history of what each rated game did,
-- each game's ratings at its start and the change each player got, rating ranges on
-- challenges, and the indexes of the profile pages, the leaderboard and player search.

-- A player's current values. Locked (lower user id first) by the transaction that ends
-- a rated game; kept apart from `users` so that lock waits for nothing else on the account.
CREATE TABLE ratings (
    user_id    BIGINT PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
    rating     DOUBLE PRECISION NOT NULL DEFAULT 1500,
    rd         DOUBLE PRECISION NOT NULL DEFAULT 350 CHECK (rd > 0 AND rd <= 350),
    volatility DOUBLE PRECISION NOT NULL DEFAULT 0.06 CHECK (volatility > 0),
    -- When the player's last rated game ended (NULL: none yet); idle time from here
    -- widens the RD before the next game.
    rated_at   TIMESTAMPTZ
);
INSERT INTO ratings (user_id) SELECT id FROM users;

-- Every new account starts at 1500 / 350 / 0.06, however it is created.
CREATE FUNCTION ratings_for_new_user() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    INSERT INTO ratings (user_id) VALUES (NEW.id);
    RETURN NULL;
END
$$;
CREATE TRIGGER users_rating AFTER INSERT ON users
    FOR EACH ROW EXECUTE FUNCTION ratings_for_new_user();

-- The leaderboard: established players (RD at most 110) by rating.
CREATE INDEX ratings_leaderboard_idx ON ratings (rating DESC, user_id) WHERE rd <= 110;

-- A player's values after each rated game (the profile's chart, the recompute audit).
CREATE TABLE rating_history (
    id         BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    user_id    BIGINT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    game_id    BIGINT NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    rating     DOUBLE PRECISION NOT NULL,
    rd         DOUBLE PRECISION NOT NULL,
    volatility DOUBLE PRECISION NOT NULL,
    -- When the game ended.
    at         TIMESTAMPTZ NOT NULL,
    UNIQUE (user_id, game_id)
);
CREATE INDEX rating_history_user_idx ON rating_history (user_id, at DESC, id DESC);
CREATE INDEX rating_history_game_idx ON rating_history (game_id);

-- Both players' shown ratings (and whether provisional) when the game started, and the
-- change each got once a rated game ended. NULL for games from before ratings.
ALTER TABLE games
    ADD COLUMN white_rating      INTEGER,
    ADD COLUMN black_rating      INTEGER,
    ADD COLUMN white_provisional BOOLEAN,
    ADD COLUMN black_provisional BOOLEAN,
    ADD COLUMN white_rating_diff INTEGER,
    ADD COLUMN black_rating_diff INTEGER;

-- A player's finished games, newest first (profile pages, the PGN archive): one index per
-- colour, so each side is an ordered index scan and the two merge.
CREATE INDEX games_white_finished_idx ON games (white_id, finished_at DESC, id DESC)
    WHERE status = 'finished';
CREATE INDEX games_black_finished_idx ON games (black_id, finished_at DESC, id DESC)
    WHERE status = 'finished';

-- Player search by the start of a name, in any case.
CREATE INDEX users_username_prefix_idx ON users (lower(username) text_pattern_ops);

-- An open challenge may be limited to opponents rated within a range.
ALTER TABLE challenges
    ADD COLUMN min_rating INTEGER CHECK (min_rating BETWEEN 0 AND 4000),
    ADD COLUMN max_rating INTEGER CHECK (max_rating BETWEEN 0 AND 4000),
    ADD CONSTRAINT challenges_rating_range_check
        CHECK (min_rating IS NULL OR max_rating IS NULL OR min_rating <= max_rating);
