-- Challenges, games, their moves and the players' private messages.

CREATE TABLE challenges (
    id            BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    challenger_id BIGINT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    -- NULL: an open challenge anyone may accept.
    opponent_id   BIGINT REFERENCES users(id) ON DELETE CASCADE,
    color         TEXT NOT NULL CHECK (color IN ('white', 'black', 'random')),
    days_per_move INTEGER NOT NULL CHECK (days_per_move BETWEEN 1 AND 60),
    -- NULL: drawn by the server when the challenge is accepted.
    start_number  SMALLINT CHECK (start_number BETWEEN 0 AND 959),
    rated         BOOLEAN NOT NULL DEFAULT true,
    note          TEXT NOT NULL DEFAULT '',
    status        TEXT NOT NULL DEFAULT 'open'
                  CHECK (status IN ('open', 'accepted', 'declined', 'cancelled')),
    game_id       BIGINT,
    created_at    TIMESTAMPTZ NOT NULL DEFAULT now(),
    CHECK (opponent_id IS NULL OR opponent_id <> challenger_id)
);
CREATE INDEX challenges_open_idx ON challenges (created_at) WHERE status = 'open';
CREATE INDEX challenges_opponent_idx ON challenges (opponent_id) WHERE status = 'open';

CREATE TABLE games (
    id             BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    white_id       BIGINT NOT NULL REFERENCES users(id),
    black_id       BIGINT NOT NULL REFERENCES users(id),
    start_number   SMALLINT NOT NULL CHECK (start_number BETWEEN 0 AND 959),
    days_per_move  INTEGER NOT NULL CHECK (days_per_move BETWEEN 1 AND 60),
    rated          BOOLEAN NOT NULL DEFAULT true,
    -- Half-moves played so far; a move form posts it back to detect stale pages.
    ply            INTEGER NOT NULL DEFAULT 0,
    fen            TEXT NOT NULL,
    status         TEXT NOT NULL DEFAULT 'running' CHECK (status IN ('running', 'finished', 'aborted')),
    result         TEXT NOT NULL DEFAULT '*' CHECK (result IN ('1-0', '0-1', '1/2-1/2', '*')),
    termination    TEXT,
    -- When the player on move runs out of time (NULL when the game is not running).
    deadline       TIMESTAMPTZ,
    -- The player whose draw offer stands, if any.
    draw_offer_by  BIGINT REFERENCES users(id),
    challenge_id   BIGINT REFERENCES challenges(id),
    created_at     TIMESTAMPTZ NOT NULL DEFAULT now(),
    last_move_at   TIMESTAMPTZ,
    finished_at    TIMESTAMPTZ,
    CHECK (white_id <> black_id)
);
CREATE INDEX games_deadline_idx ON games (deadline) WHERE status = 'running';
CREATE INDEX games_white_idx ON games (white_id, status);
CREATE INDEX games_black_idx ON games (black_id, status);
ALTER TABLE challenges ADD FOREIGN KEY (game_id) REFERENCES games(id);

CREATE TABLE moves (
    game_id   BIGINT NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    -- 1-based: ply 1 is White's first move.
    ply       INTEGER NOT NULL CHECK (ply >= 1),
    san       TEXT NOT NULL,
    -- UCI with castling as king onto rook: what replay reads.
    uci       TEXT NOT NULL,
    played_by BIGINT NOT NULL REFERENCES users(id),
    played_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    -- Seconds the player took for this move.
    seconds_used BIGINT NOT NULL DEFAULT 0,
    PRIMARY KEY (game_id, ply)
);

CREATE TABLE game_messages (
    id         BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    game_id    BIGINT NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    author_id  BIGINT NOT NULL REFERENCES users(id),
    -- The ply of the move the message went with (NULL for none).
    ply        INTEGER,
    body       TEXT NOT NULL CHECK (length(body) BETWEEN 1 AND 2000),
    created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX game_messages_game_idx ON game_messages (game_id, id);
