-- A game's termination is one of the known words, and status, result and termination
-- agree: running games have neither result nor termination, aborted ones no result,
-- finished ones both. The application reads only these combinations.

ALTER TABLE games
    ADD CONSTRAINT games_termination_check
        CHECK (termination IN ('checkmate', 'stalemate', 'insufficient_material', 'fivefold_repetition', 'seventy_five_moves', 'resignation', 'draw_agreement', 'threefold_repetition', 'fifty_moves', 'time_forfeit', 'adjudication', 'forfeit', 'aborted')),
    ADD CONSTRAINT games_state_check
        CHECK (CASE status
                   WHEN 'running' THEN result = '*' AND termination IS NULL
                   WHEN 'aborted' THEN result = '*' AND termination = 'aborted'
                   ELSE result <> '*' AND termination IS NOT NULL AND termination <> 'aborted'
               END);
