-- Stored states agree with themselves, as the application reads them.
--
-- A game's termination is one of the known words, and status, result and termination
-- agree: running games have neither result nor termination, aborted ones no result,
-- finished ones both.
ALTER TABLE games
    ADD CONSTRAINT games_termination_check
        CHECK (termination IN ('checkmate', 'stalemate', 'insufficient_material', 'fivefold_repetition', 'seventy_five_moves', 'resignation', 'draw_agreement', 'threefold_repetition', 'fifty_moves', 'time_forfeit', 'adjudication', 'forfeit', 'aborted')),
    ADD CONSTRAINT games_state_check
        CHECK (CASE status
                   WHEN 'running' THEN result = '*' AND termination IS NULL
                   WHEN 'aborted' THEN result = '*' AND termination = 'aborted'
                   ELSE result <> '*' AND termination IS NOT NULL AND termination <> 'aborted'
               END);

-- Only a Fischer time control has an increment or a cap (the application never wrote
-- one for another kind; the updates make sure before the rule is added).
UPDATE games SET increment_days = 0, max_days = NULL
    WHERE tc_kind <> 'fischer' AND (increment_days <> 0 OR max_days IS NOT NULL);
UPDATE challenges SET increment_days = 0, max_days = NULL
    WHERE tc_kind <> 'fischer' AND (increment_days <> 0 OR max_days IS NOT NULL);
UPDATE tournaments SET increment_days = 0, max_days = NULL
    WHERE tc_kind <> 'fischer' AND (increment_days <> 0 OR max_days IS NOT NULL);
ALTER TABLE games ADD CONSTRAINT games_time_control_check
    CHECK (tc_kind = 'fischer' OR (increment_days = 0 AND max_days IS NULL));
ALTER TABLE challenges ADD CONSTRAINT challenges_time_control_check
    CHECK (tc_kind = 'fischer' OR (increment_days = 0 AND max_days IS NULL));
ALTER TABLE tournaments ADD CONSTRAINT tournaments_time_control_check
    CHECK (tc_kind = 'fischer' OR (increment_days = 0 AND max_days IS NULL));
