-- Issue 34, part 2: team matches between two clubs. The home club challenges, the away
-- club's admins accept or decline; members of both sign up until the deadline; at the
-- start the boards are paired by rating order, each board two games with colours
-- swapped from one start position. The time control is stored in the six columns
-- games, challenges and tournaments share (store/time_control.rs).
CREATE TABLE team_matches (
    id                    BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    home_club             BIGINT NOT NULL REFERENCES clubs(id) ON DELETE CASCADE,
    away_club             BIGINT NOT NULL REFERENCES clubs(id) ON DELETE CASCADE,
    -- NULL: open, as many boards as the smaller side fills.
    boards                INTEGER CHECK (boards BETWEEN 2 AND 100),
    tc_kind               TEXT NOT NULL CHECK (tc_kind IN ('per_move', 'fischer', 'moves_in_days')),
    days_per_move         INTEGER NOT NULL CHECK (days_per_move BETWEEN 1 AND 100),
    increment_days        INTEGER NOT NULL DEFAULT 0,
    max_days              INTEGER,
    period_moves          INTEGER CHECK (period_moves BETWEEN 5 AND 50),
    double_after          INTEGER CHECK (double_after BETWEEN 1 AND 100),
    max_silence_days      INTEGER CHECK (max_silence_days BETWEEN 5 AND 365),
    rated                 BOOLEAN NOT NULL,
    start_rule            TEXT NOT NULL CHECK (start_rule IN ('per_board', 'one', 'number')),
    start_number          INTEGER CHECK (start_number BETWEEN 0 AND 959),
    min_rating            INTEGER,
    max_rating            INTEGER,
    registration_deadline TIMESTAMPTZ NOT NULL,
    status                TEXT NOT NULL DEFAULT 'proposed' CHECK (status IN
                          ('proposed', 'registration', 'running', 'finished', 'declined', 'aborted')),
    -- Why a match was declined or aborted (a code, worded for each reader).
    reason                TEXT,
    proposed_by           BIGINT REFERENCES users(id) ON DELETE SET NULL,
    created_at            TIMESTAMPTZ NOT NULL DEFAULT now(),
    started_at            TIMESTAMPTZ,
    finished_at           TIMESTAMPTZ,
    -- When the registration reminder went out (once per match).
    reminded_at           TIMESTAMPTZ,
    -- The final score in half points, written when the last game ends.
    home_halves           INTEGER,
    away_halves           INTEGER,
    CHECK (home_club <> away_club),
    CHECK ((start_rule = 'number') = (start_number IS NOT NULL)),
    CHECK ((tc_kind = 'moves_in_days') = (period_moves IS NOT NULL))
);
CREATE INDEX team_matches_home_club_idx ON team_matches (home_club);
CREATE INDEX team_matches_away_club_idx ON team_matches (away_club);
-- The job finds the matches whose deadline passed.
CREATE INDEX team_matches_open_idx ON team_matches (registration_deadline)
    WHERE status IN ('proposed', 'registration');

-- Sign-ups: one row per player and match, so nobody is on both sides.
CREATE TABLE team_match_players (
    match_id   BIGINT NOT NULL REFERENCES team_matches(id) ON DELETE CASCADE,
    user_id    BIGINT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    side       TEXT NOT NULL CHECK (side IN ('home', 'away')),
    rating     INTEGER NOT NULL,
    signed_at  TIMESTAMPTZ NOT NULL DEFAULT now(),
    seq        BIGINT GENERATED ALWAYS AS IDENTITY,
    PRIMARY KEY (match_id, user_id)
);
CREATE INDEX team_match_players_user_idx ON team_match_players (user_id);

-- The boards, written at the start: the home player has white in the first game and
-- black in the second, both from the board's start position.
CREATE TABLE team_match_boards (
    match_id     BIGINT NOT NULL REFERENCES team_matches(id) ON DELETE CASCADE,
    board        INTEGER NOT NULL CHECK (board >= 1),
    home_player  BIGINT REFERENCES users(id) ON DELETE SET NULL,
    away_player  BIGINT REFERENCES users(id) ON DELETE SET NULL,
    start_number INTEGER NOT NULL CHECK (start_number BETWEEN 0 AND 959),
    home_white_game BIGINT NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    away_white_game BIGINT NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    PRIMARY KEY (match_id, board)
);
-- A game's end finds its match by either game.
CREATE UNIQUE INDEX team_match_boards_home_game_idx ON team_match_boards (home_white_game);
CREATE UNIQUE INDEX team_match_boards_away_game_idx ON team_match_boards (away_white_game);
