-- Chess960 tournaments run by admins: round robins with Berger pairings, every game of
-- every round created at the start, as usual in correspondence events.

CREATE TABLE tournaments (
    id                    BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    name                  TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
    description           TEXT NOT NULL DEFAULT '',
    format                TEXT NOT NULL CHECK (format IN ('round_robin', 'double_round_robin')),
    -- Time control as on games: 'per_move' or 'fischer' (days_per_move = Fischer base).
    tc_kind               TEXT NOT NULL DEFAULT 'per_move' CHECK (tc_kind IN ('per_move', 'fischer')),
    days_per_move         INTEGER NOT NULL CHECK (days_per_move BETWEEN 1 AND 60),
    increment_days        INTEGER NOT NULL DEFAULT 0 CHECK (increment_days BETWEEN 0 AND 30),
    max_days              INTEGER CHECK (max_days BETWEEN 1 AND 365),
    vacation_allowed      BOOLEAN NOT NULL DEFAULT true,
    rated                 BOOLEAN NOT NULL DEFAULT true,
    -- How start positions are drawn: one for the event, per round, per pairing, per
    -- game, or the fixed number below.
    position_policy       TEXT NOT NULL
                          CHECK (position_policy IN ('tournament', 'round', 'pairing', 'game', 'fixed')),
    fixed_start_number    SMALLINT CHECK (fixed_start_number BETWEEN 0 AND 959),
    min_players           INTEGER NOT NULL CHECK (min_players BETWEEN 3 AND 16),
    max_players           INTEGER NOT NULL CHECK (max_players BETWEEN 3 AND 16),
    -- NULL: the admin starts the event by hand.
    registration_deadline TIMESTAMPTZ,
    status                TEXT NOT NULL DEFAULT 'registration'
                          CHECK (status IN ('registration', 'running', 'finished', 'cancelled')),
    -- Why a cancelled event was cancelled (shown on its page).
    cancel_reason         TEXT,
    created_by            BIGINT REFERENCES users(id),
    created_at            TIMESTAMPTZ NOT NULL DEFAULT now(),
    started_at            TIMESTAMPTZ,
    finished_at           TIMESTAMPTZ,
    CHECK (min_players <= max_players),
    CHECK ((position_policy = 'fixed') = (fixed_start_number IS NOT NULL))
);
CREATE INDEX tournaments_deadline_idx ON tournaments (registration_deadline)
    WHERE status = 'registration';
CREATE INDEX tournaments_running_idx ON tournaments (id) WHERE status = 'running';

CREATE TABLE tournament_players (
    tournament_id BIGINT NOT NULL REFERENCES tournaments(id) ON DELETE CASCADE,
    user_id       BIGINT NOT NULL REFERENCES users(id),
    -- 1-based place in the Berger table, drawn at the start.
    seed          INTEGER,
    joined_at     TIMESTAMPTZ NOT NULL DEFAULT now(),
    withdrawn_at  TIMESTAMPTZ,
    -- Set on withdrawal: true when fewer than half of the player's games were played,
    -- so all their results are deleted from the table.
    results_annulled BOOLEAN NOT NULL DEFAULT false,
    -- A replaced player's successor; the successor has a row with the same seed.
    replaced_by   BIGINT REFERENCES users(id),
    PRIMARY KEY (tournament_id, user_id)
);
-- One active player per seed (a replaced player's row keeps its seed for the history).
CREATE UNIQUE INDEX tournament_players_seed_idx ON tournament_players (tournament_id, seed)
    WHERE replaced_by IS NULL;
CREATE INDEX tournament_players_user_idx ON tournament_players (user_id);

ALTER TABLE games
    ADD COLUMN tournament_id BIGINT REFERENCES tournaments(id),
    ADD COLUMN round INTEGER CHECK (round >= 1),
    -- Why the tournament director decided the result (players see it).
    ADD COLUMN adjudication_reason TEXT,
    ADD CHECK ((tournament_id IS NULL) = (round IS NULL));
CREATE INDEX games_tournament_idx ON games (tournament_id, round) WHERE tournament_id IS NOT NULL;
