-- Correspondence clocks: time controls, time banks, vacations, reminders, calendar feed.

-- Time control of a challenge and of a game: 'per_move' (days_per_move days for every
-- move) or 'fischer' (a bank of days_per_move days, plus increment_days per move, capped
-- at max_days when set).
ALTER TABLE challenges
    ADD COLUMN tc_kind TEXT NOT NULL DEFAULT 'per_move' CHECK (tc_kind IN ('per_move', 'fischer')),
    ADD COLUMN increment_days INTEGER NOT NULL DEFAULT 0 CHECK (increment_days BETWEEN 0 AND 30),
    ADD COLUMN max_days INTEGER CHECK (max_days BETWEEN 1 AND 365),
    ADD COLUMN vacation_allowed BOOLEAN NOT NULL DEFAULT true;

ALTER TABLE games
    ADD COLUMN tc_kind TEXT NOT NULL DEFAULT 'per_move' CHECK (tc_kind IN ('per_move', 'fischer')),
    ADD COLUMN increment_days INTEGER NOT NULL DEFAULT 0 CHECK (increment_days BETWEEN 0 AND 30),
    ADD COLUMN max_days INTEGER CHECK (max_days BETWEEN 1 AND 365),
    ADD COLUMN vacation_allowed BOOLEAN NOT NULL DEFAULT true,
    -- Each player's time bank in seconds at the start of their current or next turn.
    ADD COLUMN white_bank_seconds BIGINT NOT NULL DEFAULT 0,
    ADD COLUMN black_bank_seconds BIGINT NOT NULL DEFAULT 0,
    -- When the player on move began their turn.
    ADD COLUMN turn_started_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    -- The ply for which the player on move was last reminded (one reminder per move).
    ADD COLUMN reminded_ply INTEGER;

UPDATE games SET white_bank_seconds = days_per_move * 86400,
                 black_bank_seconds = days_per_move * 86400,
                 turn_started_at = coalesce(last_move_at, created_at);

ALTER TABLE users
    -- Remind this many hours before a deadline (0 = off).
    ADD COLUMN reminder_hours INTEGER NOT NULL DEFAULT 24 CHECK (reminder_hours IN (0, 12, 24, 48)),
    -- The secret in the calendar feed's URL (read-only data, so kept as is to show it).
    ADD COLUMN calendar_token TEXT UNIQUE;

CREATE TABLE vacations (
    id          BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    user_id     BIGINT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    -- Whole days in UTC, both ends included.
    start_date  DATE NOT NULL,
    end_date    DATE NOT NULL,
    created_at  TIMESTAMPTZ NOT NULL DEFAULT now(),
    -- When the opponents were told that it started.
    notified_at TIMESTAMPTZ,
    CHECK (end_date >= start_date)
);
CREATE INDEX vacations_user_idx ON vacations (user_id, start_date);
CREATE INDEX vacations_unnotified_idx ON vacations (start_date) WHERE notified_at IS NULL;
