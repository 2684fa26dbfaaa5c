-- What each start position yields: counters per start position (split by rated, so
-- "rated only" is one row) and per player, colour and start position, added to by a
-- trigger in the transaction that finishes a game. Pages read these rows, never all
-- games.

CREATE TABLE position_stats (
    start_number SMALLINT NOT NULL CHECK (start_number BETWEEN 0 AND 959),
    rated        BOOLEAN NOT NULL,
    games        BIGINT NOT NULL DEFAULT 0,
    white_wins   BIGINT NOT NULL DEFAULT 0,
    draws        BIGINT NOT NULL DEFAULT 0,
    black_wins   BIGINT NOT NULL DEFAULT 0,
    total_plies  BIGINT NOT NULL DEFAULT 0,
    -- The sum of both players' ratings at the start, over `rated_games` games that
    -- had them: the average rating is rating_sum / (2 * rated_games).
    rating_sum   BIGINT NOT NULL DEFAULT 0,
    rated_games  BIGINT NOT NULL DEFAULT 0,
    PRIMARY KEY (start_number, rated)
);

CREATE TABLE player_position_stats (
    user_id      BIGINT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    start_number SMALLINT NOT NULL CHECK (start_number BETWEEN 0 AND 959),
    color        TEXT NOT NULL CHECK (color IN ('white', 'black')),
    games        INTEGER NOT NULL DEFAULT 0,
    wins         INTEGER NOT NULL DEFAULT 0,
    draws        INTEGER NOT NULL DEFAULT 0,
    losses       INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (user_id, color, start_number)
);

-- The latest finished games of a start position.
CREATE INDEX games_finished_start_idx ON games (start_number, finished_at DESC, id DESC)
    WHERE status = 'finished';

CREATE FUNCTION position_stats_add(g games) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
    w INTEGER := CASE g.result WHEN '1-0' THEN 1 ELSE 0 END;
    d INTEGER := CASE g.result WHEN '1/2-1/2' THEN 1 ELSE 0 END;
    b INTEGER := CASE g.result WHEN '0-1' THEN 1 ELSE 0 END;
    has_ratings INTEGER := CASE WHEN g.white_rating IS NOT NULL
                                 AND g.black_rating IS NOT NULL THEN 1 ELSE 0 END;
BEGIN
    INSERT INTO position_stats AS s (start_number, rated, games, white_wins, draws,
                                     black_wins, total_plies, rating_sum, rated_games)
    VALUES (g.start_number, g.rated, 1, w, d, b, g.ply,
            CASE WHEN has_ratings = 1 THEN g.white_rating + g.black_rating ELSE 0 END,
            has_ratings)
    ON CONFLICT (start_number, rated) DO UPDATE
    SET games = s.games + 1, white_wins = s.white_wins + w, draws = s.draws + d,
        black_wins = s.black_wins + b, total_plies = s.total_plies + g.ply,
        rating_sum = s.rating_sum + EXCLUDED.rating_sum,
        rated_games = s.rated_games + EXCLUDED.rated_games;
    INSERT INTO player_position_stats AS p (user_id, start_number, color, games, wins,
                                            draws, losses)
    VALUES (g.white_id, g.start_number, 'white', 1, w, d, b),
           (g.black_id, g.start_number, 'black', 1, b, d, w)
    ON CONFLICT (user_id, color, start_number) DO UPDATE
    SET games = p.games + 1, wins = p.wins + EXCLUDED.wins,
        draws = p.draws + EXCLUDED.draws, losses = p.losses + EXCLUDED.losses;
END
$$;

CREATE FUNCTION position_stats_ended() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    PERFORM position_stats_add(NEW);
    RETURN NULL;
END
$$;
CREATE TRIGGER games_position_stats AFTER UPDATE OF status ON games
    FOR EACH ROW WHEN (OLD.status = 'running' AND NEW.status = 'finished')
    EXECUTE FUNCTION position_stats_ended();

-- The games that finished before this migration, counted in one pass each (not a
-- call per game).
INSERT INTO position_stats (start_number, rated, games, white_wins, draws, black_wins,
                            total_plies, rating_sum, rated_games)
SELECT start_number, rated, count(*),
       count(*) FILTER (WHERE result = '1-0'), count(*) FILTER (WHERE result = '1/2-1/2'),
       count(*) FILTER (WHERE result = '0-1'), coalesce(sum(ply), 0),
       coalesce(sum(white_rating + black_rating), 0),
       count(*) FILTER (WHERE white_rating IS NOT NULL AND black_rating IS NOT NULL)
FROM games WHERE status = 'finished'
GROUP BY start_number, rated;

INSERT INTO player_position_stats (user_id, start_number, color, games, wins, draws, losses)
SELECT white_id, start_number, 'white', count(*), count(*) FILTER (WHERE result = '1-0'),
       count(*) FILTER (WHERE result = '1/2-1/2'), count(*) FILTER (WHERE result = '0-1')
FROM games WHERE status = 'finished' GROUP BY white_id, start_number
UNION ALL
SELECT black_id, start_number, 'black', count(*), count(*) FILTER (WHERE result = '0-1'),
       count(*) FILTER (WHERE result = '1/2-1/2'), count(*) FILTER (WHERE result = '1-0')
FROM games WHERE status = 'finished' GROUP BY black_id, start_number;
