-- Group stages: a `groups` event splits its players into groups (each a round robin),
-- the best of each group advance, and the next stage starts when the last game of a
-- stage ends, until one group, the final, remains. Round robins keep their rows as they
-- are: they have no stage rows, and their games no stage_games row.

ALTER TABLE tournaments
    DROP CONSTRAINT tournaments_format_check,
    ADD CONSTRAINT tournaments_format_check
        CHECK (format IN ('round_robin', 'double_round_robin', 'groups')),
    DROP CONSTRAINT tournaments_min_players_check,
    DROP CONSTRAINT tournaments_max_players_check,
    ADD CONSTRAINT tournaments_min_players_check CHECK (min_players BETWEEN 3 AND 256),
    ADD CONSTRAINT tournaments_max_players_check CHECK (max_players BETWEEN 3 AND 256),
    -- A round robin keeps 3 to 16 players; groups take up to 256.
    ADD CONSTRAINT tournaments_round_robin_size_check CHECK (format = 'groups' OR max_players <= 16),
    DROP CONSTRAINT tournaments_position_policy_check,
    ADD CONSTRAINT tournaments_position_policy_check
        CHECK (position_policy IN ('tournament', 'stage', 'round', 'pairing', 'game', 'fixed')),
    ADD COLUMN group_size INTEGER CHECK (group_size BETWEEN 3 AND 16),
    ADD COLUMN group_double BOOLEAN NOT NULL DEFAULT false,
    ADD COLUMN advance_per_group INTEGER CHECK (advance_per_group >= 1),
    ADD COLUMN advance_ties TEXT CHECK (advance_ties IN ('tiebreak', 'all')),
    ADD COLUMN final_format TEXT
        CHECK (final_format IN ('round_robin', 'double_round_robin', 'groups')),
    -- The group settings exist exactly for a groups event, and a cut leaves someone out.
    ADD CONSTRAINT tournaments_group_settings_check CHECK (
        (format = 'groups') = (group_size IS NOT NULL AND advance_per_group IS NOT NULL
                               AND advance_ties IS NOT NULL AND final_format IS NOT NULL)
        AND (advance_per_group IS NULL OR advance_per_group < group_size));

-- The stages of a groups event, numbered from 1; each group plays `format`.
CREATE TABLE tournament_stages (
    tournament_id BIGINT NOT NULL REFERENCES tournaments(id) ON DELETE CASCADE,
    number        INTEGER NOT NULL CHECK (number >= 1),
    format        TEXT NOT NULL CHECK (format IN ('round_robin', 'double_round_robin')),
    status        TEXT NOT NULL DEFAULT 'running' CHECK (status IN ('running', 'finished')),
    started_at    TIMESTAMPTZ NOT NULL DEFAULT now(),
    finished_at   TIMESTAMPTZ,
    PRIMARY KEY (tournament_id, number),
    CHECK ((status = 'finished') = (finished_at IS NOT NULL))
);

-- Who plays in which group of a stage, at which seat of its Berger table (1 = the
-- group's strongest by the seeding), and whether they went through to the next stage.
CREATE TABLE tournament_group_players (
    tournament_id BIGINT NOT NULL,
    stage         INTEGER NOT NULL,
    group_no      INTEGER NOT NULL CHECK (group_no >= 1),
    seat          INTEGER NOT NULL CHECK (seat >= 1),
    user_id       BIGINT NOT NULL REFERENCES users(id),
    advanced      BOOLEAN NOT NULL DEFAULT false,
    PRIMARY KEY (tournament_id, stage, group_no, seat),
    UNIQUE (tournament_id, stage, user_id),
    FOREIGN KEY (tournament_id, stage)
        REFERENCES tournament_stages (tournament_id, number) ON DELETE CASCADE
);
CREATE INDEX tournament_group_players_user_idx ON tournament_group_players (user_id);

-- The stage and group of each game of a groups event.
CREATE TABLE stage_games (
    game_id       BIGINT PRIMARY KEY REFERENCES games(id) ON DELETE CASCADE,
    tournament_id BIGINT NOT NULL,
    stage         INTEGER NOT NULL,
    group_no      INTEGER NOT NULL CHECK (group_no >= 1),
    FOREIGN KEY (tournament_id, stage)
        REFERENCES tournament_stages (tournament_id, number) ON DELETE CASCADE
);
CREATE INDEX stage_games_group_idx ON stage_games (tournament_id, stage, group_no);
