-- Whether a move made on the game page's board waits for "Play" (the default) or is
-- sent at once. Typed moves are unaffected.
ALTER TABLE users ADD COLUMN confirm_board_moves BOOLEAN NOT NULL DEFAULT true;
