-- "My games" lists a player's ended games (finished and aborted), newest first, a page
-- at a time. One index per colour, so each side is an ordered index scan that stops
-- after a page and the two merge, rather than reading every game of the player.
--
-- Every ended game has an end time (the end of a game always writes it); the rule makes
-- the order by it total.
UPDATE games SET finished_at = coalesce(last_move_at, created_at)
    WHERE status <> 'running' AND finished_at IS NULL;
ALTER TABLE games ADD CONSTRAINT games_ended_at_check
    CHECK (status = 'running' OR finished_at IS NOT NULL);

CREATE INDEX games_white_ended_idx ON games (white_id, finished_at DESC, id DESC)
    WHERE status <> 'running';
CREATE INDEX games_black_ended_idx ON games (black_id, finished_at DESC, id DESC)
    WHERE status <> 'running';
