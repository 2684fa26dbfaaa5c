-- A game's moves also travel in its row, as four parallel arrays that each move appends
-- to (SAN, UCI with castling as king onto rook, when it was played, the seconds it
-- took). The game page and a move read a game whole: one row instead of one row per
-- move. The `moves` table stays the log that queries over many games read (archives,
-- tournament PGN). The rule keeps the arrays as long as the game.
ALTER TABLE games
    ADD COLUMN move_sans    TEXT[]        NOT NULL DEFAULT '{}',
    ADD COLUMN move_ucis    TEXT[]        NOT NULL DEFAULT '{}',
    ADD COLUMN move_times   TIMESTAMPTZ[] NOT NULL DEFAULT '{}',
    ADD COLUMN move_seconds BIGINT[]      NOT NULL DEFAULT '{}';

UPDATE games g
SET move_sans = m.sans, move_ucis = m.ucis, move_times = m.times, move_seconds = m.seconds
FROM (SELECT game_id,
             array_agg(san ORDER BY ply) AS sans,
             array_agg(uci ORDER BY ply) AS ucis,
             array_agg(played_at ORDER BY ply) AS times,
             array_agg(seconds_used ORDER BY ply) AS seconds
      FROM moves GROUP BY game_id) m
WHERE m.game_id = g.id;

ALTER TABLE games ADD CONSTRAINT games_move_history_check
    CHECK (cardinality(move_sans) = ply AND cardinality(move_ucis) = ply
           AND cardinality(move_times) = ply AND cardinality(move_seconds) = ply);
