-- Seeds a database for the profile-page benchmark (docs/BENCHMARKS.md): `star` with
-- 2,000 finished games (and a rating history for each), 200 other players, and 100,000
-- finished games among the others, so the profile's queries must find the star's games
-- among many. Run on an empty, migrated database: psql "$DATABASE_URL" -f profile_seed.sql
\set ON_ERROR_STOP on
INSERT INTO users (username, email, password_hash, email_verified_at)
SELECT 'player' || i, 'player' || i || '@example.org', 'not-a-hash', now()
FROM generate_series(1, 200) AS i;
INSERT INTO users (username, email, password_hash, email_verified_at)
VALUES ('star', 'star@example.org', 'not-a-hash', now());

-- The others' games: 100,000 over five years.
INSERT INTO games (white_id, black_id, start_number, days_per_move, fen, status, result,
                   termination, rated, created_at, finished_at, white_rating, black_rating)
SELECT w.id, b.id, (i * 37) % 960, 3, 'x', 'finished',
       (ARRAY['1-0', '1/2-1/2', '0-1'])[i % 3 + 1], 'resignation', true,
       now() - make_interval(mins => 2630000 - i * 26),
       now() - make_interval(mins => 2600000 - i * 26), 1500, 1500
FROM generate_series(1, 100000) AS i
JOIN users w ON w.username = 'player' || (i % 200 + 1)
JOIN users b ON b.username = 'player' || ((i + 1 + (i / 200) % 199) % 200 + 1);

-- The star's 2,000 games, colours alternating, results cycling.
INSERT INTO games (white_id, black_id, start_number, days_per_move, fen, status, result,
                   termination, rated, created_at, finished_at, white_rating, black_rating,
                   white_rating_diff, black_rating_diff)
SELECT CASE WHEN i % 2 = 0 THEN s.id ELSE o.id END, CASE WHEN i % 2 = 0 THEN o.id ELSE s.id END,
       (i * 11) % 960, 3, 'x', 'finished', (ARRAY['1-0', '1/2-1/2', '0-1'])[i % 3 + 1],
       'resignation', true, now() - make_interval(hours => 2000 * 20 - i * 20 + 10),
       now() - make_interval(hours => 2000 * 20 - i * 20), 1700, 1650, 4, -4
FROM generate_series(1, 2000) AS i
JOIN users s ON s.username = 'star'
JOIN users o ON o.username = 'player' || (i % 200 + 1);

INSERT INTO rating_history (user_id, game_id, rating, rd, volatility, at)
SELECT g_star.user_id, g.id, 1600 + 100 * sin(row_number() OVER (ORDER BY g.finished_at) / 50.0), 60, 0.06, g.finished_at
FROM (SELECT id AS user_id FROM users WHERE username = 'star') AS g_star
JOIN games g ON g.white_id = g_star.user_id OR g.black_id = g_star.user_id;

UPDATE ratings SET rating = 1712.4, rd = 58.2, volatility = 0.0598, rated_at = now()
WHERE user_id = (SELECT id FROM users WHERE username = 'star');
UPDATE ratings SET rating = 1300 + (user_id % 200) * 4, rd = 80, rated_at = now() - interval '10 days'
WHERE user_id <> (SELECT id FROM users WHERE username = 'star');
ANALYZE;
