"""Volume through SQL, consistent with the schema in migrations/: the running games the
load clients own, the games of the pgbench ceiling, and a database of many games (most
finished, between thousands of players, some on vacation) in which one player has 500.

Every bulk game starts from a position whose FEN the server itself reported (the start
positions of the move lines), at ply 0, so a game page or a replay of any of them is
right. Finished bulk games ended by resignation or agreement before a move was made.
"""
import time

DAY = 86400


def lit(text):
    """A SQL string literal."""
    return "'" + text.replace("'", "''") + "'"


def int_array(values):
    return "ARRAY[" + ",".join(str(int(v)) for v in values) + "]::bigint[]"


def text_array(values):
    return "ARRAY[" + ",".join(lit(v) for v in values) + "]::text[]"


def owned_games(cluster, pairs, per_pair, lines):
    """`per_pair` running games at ply 0 for each (white, black) pair, cycling through the
    lines' start positions. Returns, per pair, its games as (id, line index), in order."""
    n_pairs, n_lines = len(pairs), len(lines)
    sql = f"""
        WITH src AS (
            SELECT s, s / {per_pair} AS pair, s % {per_pair} % {n_lines} AS line
            FROM generate_series(0, {n_pairs * per_pair - 1}) s
        )
        INSERT INTO games (white_id, black_id, start_number, days_per_move, rated, fen, deadline,
                           white_bank_seconds, black_bank_seconds, turn_started_at)
        SELECT ({int_array(w for w, _ in pairs)})[pair + 1], ({int_array(b for _, b in pairs)})[pair + 1],
               ({int_array(l.start_number for l in lines)})[line + 1],
               3, false, ({text_array(l.initial_fen for l in lines)})[line + 1],
               now() + interval '3 days', {3 * DAY}, {3 * DAY}, now()
        FROM src ORDER BY s
        RETURNING id, start_number"""
    rows = [tuple(map(int, r.split("|"))) for r in cluster.psql(sql).splitlines()]
    rows.sort()
    by_start = {l.start_number: i for i, l in enumerate(lines)}
    games = [(gid, by_start[start]) for gid, start in rows]
    return [games[p * per_pair:(p + 1) * per_pair] for p in range(n_pairs)]


def ceiling_tokens(cluster, user_ids):
    """An API token per pgbench client (client n's hash is SHA-256 of `pgbench-n`)."""
    cluster.psql(f"""
        INSERT INTO api_tokens (user_id, name, token_hash)
        SELECT ({int_array(user_ids)})[n + 1], 'pgbench',
               sha256(convert_to('pgbench-' || n, 'UTF8'))
        FROM generate_series(0, {len(user_ids) - 1}) n""")


def many_players(cluster, count, password_of):
    """`count` verified players (the password hash copied from `password_of`'s account);
    a tenth of them on vacation today, another tenth with one booked later."""
    cluster.psql(f"""
        INSERT INTO users (username, email, password_hash, email_verified_at, created_at)
        SELECT 'bulk' || s, 'bulk' || s || '@bench.example.org',
               (SELECT password_hash FROM users WHERE id = {int(password_of)}), now(), now() - interval '1 year'
        FROM generate_series(1, {count}) s;
        INSERT INTO vacations (user_id, start_date, end_date)
        SELECT id, current_date - (id % 5)::int, current_date + (id % 7)::int
        FROM users WHERE username LIKE 'bulk%' AND id % 10 = 0;
        INSERT INTO vacations (user_id, start_date, end_date)
        SELECT id, current_date + 20, current_date + 30
        FROM users WHERE username LIKE 'bulk%' AND id % 10 = 1;""")
    low, high = cluster.psql("SELECT min(id), max(id) FROM users WHERE username LIKE 'bulk%'").split("|")
    return int(low), int(high)


def _games_sql(count, white, black, running, lines):
    """INSERT … SELECT of `count` games; `white`/`black` are SQL over `s`; `running` is a
    SQL condition over `s` (else the game is finished)."""
    starts = int_array(l.start_number for l in lines)
    fens = text_array(l.initial_fen for l in lines)
    n = len(lines)
    return f"""
        INSERT INTO games (white_id, black_id, start_number, days_per_move, rated, fen, status, result,
                           termination, deadline, white_bank_seconds, black_bank_seconds, turn_started_at,
                           created_at, finished_at)
        SELECT w, b, ({starts})[s % {n} + 1], 3, true, ({fens})[s % {n} + 1],
               CASE WHEN run THEN 'running' ELSE 'finished' END,
               CASE WHEN run THEN '*' WHEN s % 3 = 0 THEN '1-0' WHEN s % 3 = 1 THEN '0-1' ELSE '1/2-1/2' END,
               CASE WHEN run THEN NULL WHEN s % 3 = 2 THEN 'draw_agreement' ELSE 'resignation' END,
               CASE WHEN run THEN now() + make_interval(secs => 3600 + s % (3 * {DAY})) END,
               {3 * DAY}, {3 * DAY}, now() - make_interval(secs => s % {DAY}),
               now() - make_interval(secs => 3 * {DAY} + s * 7),
               CASE WHEN run THEN NULL ELSE now() - make_interval(secs => s * 7) END
        FROM (SELECT s, {white} AS w, {black} AS b, {running} AS run
              FROM generate_series(1::bigint, {count}) s) g"""


def many_games(cluster, count, players, lister, lines, listed=500, running=100):
    """`count` games between players of the `players` id range (2% running), `listed` of
    them spread evenly through the table for `lister`: the first `running` of those
    running at ply 0 (half with the lister as White, so on move), the rest finished.
    A player's games are inserted over years, so they lie on many pages, not on a few."""
    low, high = players
    span = high - low + 1
    step = max(1, count // listed)
    mine = f"(s % {step} = 0 AND s / {step} <= {listed})"
    k = f"(s / {step})"
    other = f"{low} + (s * 104729) % {span}"
    second = f"{low} + (s * 104729 + 1 + s % ({span} - 1)) % {span}"
    white = f"CASE WHEN NOT {mine} THEN {other} WHEN {k} % 2 = 0 THEN {int(lister)} ELSE {other} END"
    black = f"CASE WHEN NOT {mine} THEN {second} WHEN {k} % 2 = 0 THEN {other} ELSE {int(lister)} END"
    run = f"CASE WHEN {mine} THEN {k} <= {running} ELSE s % 50 = 1 END"
    cluster.psql(_games_sql(count, white, black, run, lines))


def record_heads(cluster):
    """On builds with the verifiable record (migration 0123): the first entry of every
    game that has none, as the app writes it when a game starts, so that the server's
    start (which builds the records of older games one transaction each, an hour for a
    million) finds nothing to build and a move appends to a chain as in production. The
    entry's text and hash have the shape of the app's; no check reads them here.
    Returns how many were written (0 on builds without the record)."""
    if cluster.psql("SELECT to_regclass('game_record_entries') IS NOT NULL") != "t":
        return 0
    return int(cluster.psql("""
        SET session_replication_role = replica;  -- no NOTIFY per row, no key checks
        WITH made AS (
            INSERT INTO game_record_entries (game_id, seq, kind, at, canonical, prev, hash)
            SELECT g.id, 1, 'start', g.created_at, c.text, NULL,
                   encode(sha256(convert_to(c.text, 'UTF8')), 'hex')
            FROM games g,
                 LATERAL (SELECT json_build_object('at', g.created_at, 'data',
                     json_build_object('rebuilt', true, 'start_number', g.start_number),
                     'kind', 'start', 'prev', NULL, 'seq', 1)::text AS text) c
            WHERE NOT EXISTS (SELECT 1 FROM game_record_entries e WHERE e.game_id = g.id)
            RETURNING 1)
        SELECT count(*) FROM made"""))


def finish(cluster):
    """Statistics and visibility maps, as a database that has been running would have."""
    started = time.monotonic()
    cluster.psql("VACUUM ANALYZE")
    return time.monotonic() - started
