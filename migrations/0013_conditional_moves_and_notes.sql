-- Conditional moves: lines a player stores while the opponent is on move. `moves` holds
-- what is still ahead (UCI, castling as king onto rook), starting with the opponent's
-- move that is due when the game has `ply` half-moves; `sans` the same moves in SAN for
-- the owner's list. A line that matches the opponent's move answers it and advances by
-- two; the others are deleted. Lines are private to their owner.
CREATE TABLE conditional_lines (
    id         BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    game_id    BIGINT NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    user_id    BIGINT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    ply        INTEGER NOT NULL CHECK (ply >= 0),
    moves      TEXT[] NOT NULL CHECK (cardinality(moves) >= 2),
    sans       TEXT[] NOT NULL CHECK (cardinality(sans) = cardinality(moves)),
    -- Sent as the message with the line's first reply, then cleared.
    note       TEXT,
    created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX conditional_lines_game_idx ON conditional_lines (game_id, user_id, id);

-- A private note per player per game, kept after the game.
CREATE TABLE game_notes (
    game_id    BIGINT NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    user_id    BIGINT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    note       TEXT NOT NULL,
    updated_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    PRIMARY KEY (game_id, user_id)
);
