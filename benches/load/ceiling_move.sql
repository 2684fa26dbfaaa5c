-- pgbench script: the SQL of one API move (POST /api/v1/games/{id}/moves), statement
-- for statement and transaction for transaction as the server sends it, with no server
-- in between: the database's own cost of a move, the ceiling the server is measured
-- against. Taken from src/web/api/auth.rs (token, rate limit, user),
-- src/service/games.rs `play_move` (the move transaction) and src/service/game_view.rs
-- `read` (the answer's snapshot); check it against pg_stat_statements of a real move
-- when those change. (pgbench reads a colon before a letter as a variable, even in a
-- comment or a string: hence 'api:' || 'token:' for the key 'api:token:N'.) What is not here: the mail worker's claim and mark of the queued
-- mail, and all the server's own CPU (HTTP, JSON, rules, templates).
--
-- Variables: first_game, per_client (each client plays only its own block of games),
-- kind, subject, body_text, body_html (a real queued move mail). A client's token is
-- the one whose hash is SHA-256 of 'pgbench-<client_id>'.

\set g :first_game + :client_id * :per_client + random(0, :per_client - 1)

-- The bearer token: authenticate in src/store/api_tokens.rs.
WITH live AS (
     SELECT id, user_id, last_used_at FROM api_tokens
     WHERE token_hash = sha256(convert_to('pgbench-' || CAST(:client_id AS text), 'UTF8')) AND revoked_at IS NULL
 ), touched AS (
     UPDATE api_tokens t SET last_used_at = now()
     FROM live
     WHERE t.id = live.id
       AND (live.last_used_at IS NULL OR live.last_used_at < now() - interval '1 minute')
 )
 SELECT id AS token_id, user_id AS token_user FROM live
\gset

-- The per-token rate-limit counter, its own commit: hit in src/store/rate_limits.rs.
INSERT INTO rate_limits AS r (key, window_start, hits) VALUES ('api:' || 'token:' || CAST(:token_id AS text), now(), 1)
 ON CONFLICT (key) DO UPDATE SET
     hits = CASE WHEN r.window_start + make_interval(secs => 60) <= now()
                 THEN 1 ELSE r.hits + 1 END,
     window_start = CASE WHEN r.window_start + make_interval(secs => 60) <= now()
                         THEN now() ELSE r.window_start END
 RETURNING hits,
     extract(epoch FROM (window_start + make_interval(secs => 60) - now()))::float8;

-- The caller: by_id in src/store/users.rs.
SELECT id, username, email, is_admin, email_verified_at, mail_moves, created_at, reminder_hours,
        (calendar_token_hash IS NOT NULL) AS has_calendar_feed
 FROM users WHERE id = :token_user;

-- The move: play_move in src/service/games.rs.
BEGIN;
SELECT g.id, g.white_id, w.username AS white, g.black_id, b.username AS black, g.start_number,
        g.days_per_move, g.rated, g.ply, g.fen, g.status, g.result, g.termination, g.deadline,
        g.draw_offer_by, g.created_at, g.last_move_at, g.finished_at, g.tc_kind, g.increment_days,
        g.max_days, g.vacation_allowed, g.white_bank_seconds, g.black_bank_seconds,
        g.turn_started_at, g.reminded_ply, g.tournament_id, g.round, g.adjudication_reason
 FROM games g JOIN users w ON w.id = g.white_id JOIN users b ON b.id = g.black_id
 WHERE g.id = :g FOR UPDATE OF g
\gset g_
\set mover case when :g_ply % 2 = 0 then :g_white_id else :g_black_id end
\set opponent case when :g_ply % 2 = 0 then :g_black_id else :g_white_id end
\set next_ply :g_ply + 1
SELECT ply, san, uci, played_by, played_at, seconds_used FROM moves WHERE game_id = :g ORDER BY ply;
SELECT id, username, email, is_admin, email_verified_at, mail_moves, created_at, reminder_hours,
        (calendar_token_hash IS NOT NULL) AS has_calendar_feed
 FROM users WHERE id = :opponent;
SELECT id, user_id, start_date, end_date, notified_at FROM vacations WHERE user_id = :mover ORDER BY start_date;
SELECT id, user_id, start_date, end_date, notified_at FROM vacations WHERE user_id = :opponent ORDER BY start_date;
INSERT INTO moves (game_id, ply, san, uci, played_by, seconds_used, played_at)
 VALUES (:g, :next_ply, 'Nf3', 'g1f3', :mover, 5, now());
UPDATE games SET ply = :next_ply, fen = :g_fen, deadline = now() + interval '3 days', last_move_at = now(),
        turn_started_at = now(), draw_offer_by = CASE WHEN false THEN draw_offer_by END,
        move_sans = move_sans || CAST('Nf3' AS text), move_ucis = move_ucis || CAST('g1f3' AS text),
        move_times = move_times || now(), move_seconds = move_seconds || CAST(5 AS bigint),
        white_bank_seconds = CASE WHEN CAST(:next_ply AS integer) % 2 = 1 THEN 259200 ELSE white_bank_seconds END,
        black_bank_seconds = CASE WHEN CAST(:next_ply AS integer) % 2 = 0 THEN 259200 ELSE black_bank_seconds END
 WHERE id = :g;
INSERT INTO outbox (kind, to_address, subject, body_text, body_html)
 VALUES (:kind, 'ceiling@bench.example.org', :subject, :body_text, :body_html);
COMMIT;

-- The answer: the game read again in a read-only snapshot, read in src/service/game_view.rs.
BEGIN;
SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY;
SELECT g.id, g.white_id, w.username AS white, g.black_id, b.username AS black, g.start_number,
        g.days_per_move, g.rated, g.ply, g.fen, g.status, g.result, g.termination, g.deadline,
        g.draw_offer_by, g.created_at, g.last_move_at, g.finished_at, g.tc_kind, g.increment_days,
        g.max_days, g.vacation_allowed, g.white_bank_seconds, g.black_bank_seconds,
        g.turn_started_at, g.reminded_ply, g.tournament_id, g.round, g.adjudication_reason
 FROM games g JOIN users w ON w.id = g.white_id JOIN users b ON b.id = g.black_id
 WHERE g.id = :g;
SELECT ply, san, uci, played_by, played_at, seconds_used FROM moves WHERE game_id = :g ORDER BY ply;
SELECT user_id, max(end_date) FROM vacations
 WHERE user_id = ANY(ARRAY[CAST(:g_white_id AS bigint), CAST(:g_black_id AS bigint)]) AND start_date <= current_date
   AND end_date >= current_date GROUP BY user_id;
COMMIT;
