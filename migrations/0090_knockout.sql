-- Knockout events: seeded matches of `games_per_match` games (pairs of games from one
-- start position, colours swapped), tie-break pairs up to `max_tiebreak_pairs`, then the
-- higher seed advances. Up to 256 players, from 2.

ALTER TABLE tournaments
    DROP CONSTRAINT tournaments_format_check,
    ADD CONSTRAINT tournaments_format_check
        CHECK (format IN ('round_robin', 'double_round_robin', 'groups', 'knockout')),
    DROP CONSTRAINT tournaments_min_players_check,
    DROP CONSTRAINT tournaments_max_players_check,
    ADD CONSTRAINT tournaments_min_players_check CHECK (min_players BETWEEN 2 AND 256),
    ADD CONSTRAINT tournaments_max_players_check CHECK (max_players BETWEEN 2 AND 256),
    -- Only a knockout may have two players; a round robin keeps 3 to 16.
    ADD CONSTRAINT tournaments_knockout_min_check CHECK (format = 'knockout' OR min_players >= 3),
    DROP CONSTRAINT tournaments_round_robin_size_check,
    ADD CONSTRAINT tournaments_round_robin_size_check
        CHECK (format IN ('groups', 'knockout') OR max_players <= 16),
    ADD COLUMN games_per_match INTEGER CHECK (games_per_match IN (2, 4)),
    ADD COLUMN max_tiebreak_pairs INTEGER CHECK (max_tiebreak_pairs BETWEEN 0 AND 10),
    ADD CONSTRAINT tournaments_knockout_settings_check CHECK (
        (format = 'knockout') = (games_per_match IS NOT NULL AND max_tiebreak_pairs IS NOT NULL));

-- The matches of a knockout, by round and slot (slot s of round r+1 is played by the
-- winners of slots 2s-1 and 2s of round r). Players are named by their seed
-- (tournament_players.seed), so a replacement takes over a match; low_seed is null for a
-- bye.
CREATE TABLE knockout_matches (
    tournament_id BIGINT NOT NULL REFERENCES tournaments(id) ON DELETE CASCADE,
    round         INTEGER NOT NULL CHECK (round >= 1),
    slot          INTEGER NOT NULL CHECK (slot >= 1),
    high_seed     INTEGER NOT NULL CHECK (high_seed >= 1),
    low_seed      INTEGER CHECK (low_seed > high_seed),
    winner_seed   INTEGER CHECK (winner_seed IN (high_seed, low_seed)),
    -- The higher seed advanced on seeding after the last tie-break pair was level too.
    decided_by_seed BOOLEAN NOT NULL DEFAULT false,
    PRIMARY KEY (tournament_id, round, slot),
    CHECK (low_seed IS NOT NULL OR winner_seed = high_seed)
);

-- The match of each knockout game and its pair (1-based; pairs after the regular games
-- are tie-breaks).
CREATE TABLE knockout_games (
    game_id       BIGINT PRIMARY KEY REFERENCES games(id) ON DELETE CASCADE,
    tournament_id BIGINT NOT NULL,
    round         INTEGER NOT NULL,
    slot          INTEGER NOT NULL,
    pair_no       INTEGER NOT NULL CHECK (pair_no >= 1),
    FOREIGN KEY (tournament_id, round, slot)
        REFERENCES knockout_matches (tournament_id, round, slot) ON DELETE CASCADE
);
CREATE INDEX knockout_games_match_idx ON knockout_games (tournament_id, round, slot);
