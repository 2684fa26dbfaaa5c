-- Issue 32: more time. The player not on move may give the opponent 1 to 7 days, once
-- per move: time_given_ply is the ply at which a gift was last made (a gift is allowed
-- again once a move is played). Tournament games allow it only when the organisers say
-- so (allow_give_time, off unless set).
ALTER TABLE games ADD COLUMN time_given_ply INTEGER;
ALTER TABLE tournaments ADD COLUMN allow_give_time BOOLEAN NOT NULL DEFAULT false;
