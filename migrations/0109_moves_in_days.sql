-- Issue 32: the federations' clocks. A time control of N moves in M days
-- (tc_kind 'moves_in_days': period_moves moves in days_per_move days, unused days
-- carried over, optionally days beyond double_after on one move counted twice), and
-- the silence rule for any kind (max_silence_days: a player who has not moved for that
-- many days loses on time). Games, challenges and tournaments hold a time control the
-- same way (store/time_control.rs), so each gets the same columns and rules.

ALTER TABLE games DROP CONSTRAINT games_tc_kind_check;
ALTER TABLE games ADD CONSTRAINT games_tc_kind_check
    CHECK (tc_kind IN ('per_move', 'fischer', 'moves_in_days'));
ALTER TABLE challenges DROP CONSTRAINT challenges_tc_kind_check;
ALTER TABLE challenges ADD CONSTRAINT challenges_tc_kind_check
    CHECK (tc_kind IN ('per_move', 'fischer', 'moves_in_days'));
ALTER TABLE tournaments DROP CONSTRAINT tournaments_tc_kind_check;
ALTER TABLE tournaments ADD CONSTRAINT tournaments_tc_kind_check
    CHECK (tc_kind IN ('per_move', 'fischer', 'moves_in_days'));

-- A period may have up to 100 days; days per move and Fischer bases stay at 60.
ALTER TABLE games DROP CONSTRAINT games_days_per_move_check;
ALTER TABLE games ADD CONSTRAINT games_days_per_move_check
    CHECK (days_per_move BETWEEN 1 AND 60 OR (tc_kind = 'moves_in_days' AND days_per_move <= 100));
ALTER TABLE challenges DROP CONSTRAINT challenges_days_per_move_check;
ALTER TABLE challenges ADD CONSTRAINT challenges_days_per_move_check
    CHECK (days_per_move BETWEEN 1 AND 60 OR (tc_kind = 'moves_in_days' AND days_per_move <= 100));
ALTER TABLE tournaments DROP CONSTRAINT tournaments_days_per_move_check;
ALTER TABLE tournaments ADD CONSTRAINT tournaments_days_per_move_check
    CHECK (days_per_move BETWEEN 1 AND 60 OR (tc_kind = 'moves_in_days' AND days_per_move <= 100));

ALTER TABLE games
    ADD COLUMN period_moves INTEGER CHECK (period_moves BETWEEN 5 AND 50),
    ADD COLUMN double_after INTEGER CHECK (double_after BETWEEN 1 AND 100),
    ADD COLUMN max_silence_days INTEGER CHECK (max_silence_days BETWEEN 5 AND 365),
    ADD CONSTRAINT games_periods_check
        CHECK ((tc_kind = 'moves_in_days') = (period_moves IS NOT NULL)
               AND (double_after IS NULL OR tc_kind = 'moves_in_days'));
ALTER TABLE challenges
    ADD COLUMN period_moves INTEGER CHECK (period_moves BETWEEN 5 AND 50),
    ADD COLUMN double_after INTEGER CHECK (double_after BETWEEN 1 AND 100),
    ADD COLUMN max_silence_days INTEGER CHECK (max_silence_days BETWEEN 5 AND 365),
    ADD CONSTRAINT challenges_periods_check
        CHECK ((tc_kind = 'moves_in_days') = (period_moves IS NOT NULL)
               AND (double_after IS NULL OR tc_kind = 'moves_in_days'));
ALTER TABLE tournaments
    ADD COLUMN period_moves INTEGER CHECK (period_moves BETWEEN 5 AND 50),
    ADD COLUMN double_after INTEGER CHECK (double_after BETWEEN 1 AND 100),
    ADD COLUMN max_silence_days INTEGER CHECK (max_silence_days BETWEEN 5 AND 365),
    ADD CONSTRAINT tournaments_periods_check
        CHECK ((tc_kind = 'moves_in_days') = (period_moves IS NOT NULL)
               AND (double_after IS NULL OR tc_kind = 'moves_in_days'));
