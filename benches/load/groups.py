"""The cost of a 256-player groups event: starting it (one request: seeding, 32 groups
of 8, every game created, every start mail queued, in one transaction), its tournament
page (32 groups' standings, each linking to its group's page) and one group's page
(its standings, crosstable and games).

    python3 benches/load/groups.py --binary target/release/corrchess

Nothing here is asserted; it prints the figures docs/BENCHMARKS.md records. Needs what
run.py needs (PostgreSQL server binaries, psql; wrk for the page when installed).
"""
import argparse
import os
import statistics
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import http_load  # noqa: E402
import players  # noqa: E402
from cluster import Cluster  # noqa: E402
from http_load import Client  # noqa: E402
from server import Server  # noqa: E402


def seed_field(cluster, director_id, count):
    """`count` verified players with established ratings (1200-2199, RD 60), so the
    seeding is by rating, not by lot."""
    cluster.psql(f"""
        INSERT INTO users (username, email, password_hash, email_verified_at)
        SELECT 'field' || s, 'field' || s || '@bench.example.org',
               (SELECT password_hash FROM users WHERE id = {int(director_id)}), now()
        FROM generate_series(1, {count}) s;
        UPDATE ratings r SET rating = 1200 + (u.id * 7919) % 1000, rd = 60
        FROM users u WHERE u.id = r.user_id AND u.username LIKE 'field%';""")


def create_event(server, director, count):
    """A groups event for `count` players (groups of 8, one advances, a final round
    robin), its players registered through SQL; returns its id."""
    browser = Client(server.base)
    browser.cookies = dict(director.cookies)
    status, headers, body = browser.post_form("/admin/tournaments", {
        "name": f"Open {time.time_ns()}", "format": "groups", "group_size": "8",
        "advance_per_group": "1", "advance_ties": "tiebreak", "final_format": "groups",
        "days_per_move": "5", "position_policy": "pairing", "min_players": "3",
        "max_players": str(count), "rated": "on", "vacation_allowed": "on",
        "csrf_token": director.csrf(),
    })
    if status != 303:
        raise RuntimeError(f"POST /admin/tournaments: {status} {body[:300]!r}")
    location = next(v for k, v in headers if k.lower() == "location")
    return int(location.rsplit("/", 1)[1]), browser


def start_event(cluster, server, director, count):
    """Creates, fills and starts one event; returns (seconds, games, mails queued)."""
    t, browser = create_event(server, director, count)
    cluster.psql(f"""
        INSERT INTO tournament_players (tournament_id, user_id)
        SELECT {t}, id FROM users WHERE username LIKE 'field%' ORDER BY id LIMIT {count}""")
    before = int(cluster.psql("SELECT count(*) FROM outbox"))
    t0 = time.perf_counter()
    status, _, body = browser.post_form(f"/admin/tournaments/{t}/start",
                                        {"csrf_token": director.csrf(), "confirm": "on"})
    elapsed = time.perf_counter() - t0
    if status != 303:
        raise RuntimeError(f"start: {status} {body[:300]!r}")
    games = int(cluster.psql(f"SELECT count(*) FROM games WHERE tournament_id = {t}"))
    mails = int(cluster.psql("SELECT count(*) FROM outbox")) - before
    return t, elapsed, games, mails


def page_load(server, path, args):
    """Prints the size of the page at `path` and its rate under load."""
    status, _, body = Client(server.base).get(path)
    print(f"page {path}: {status}, {len(body) / 1024:.0f} KiB")
    if http_load.have_wrk():
        result, tool = http_load.wrk_get(server.base, path, args.clients, args.seconds), "wrk"
    else:
        result, tool = http_load.python_get(server.base, path, args.clients, args.seconds), "python"
    print(f"page under load ({tool}, {args.clients} connections, {args.seconds:.0f} s): "
          f"{result['rps']:.1f} req/s, p50 {result['p50_ms']:.1f} ms, "
          f"p99 {result['p99_ms']:.1f} ms, errors {result['errors']}")


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--binary", default="target/release/corrchess")
    p.add_argument("--players", type=int, default=256)
    p.add_argument("--starts", type=int, default=5, help="events started (each timed once)")
    p.add_argument("--seconds", type=float, default=8, help="length of the page phase")
    p.add_argument("--clients", type=int, default=4, help="connections of the page phase")
    args = p.parse_args()
    cluster = Cluster()
    server = None
    try:
        cluster.start()
        server = Server(args.binary, cluster.url(), os.path.join(cluster.root, "var"))
        server.start()
        director = players.Player("director")
        server.admin("create", "--username", "director", "--email", "director@bench.example.org",
                     stdin=players.PASSWORD + "\n")
        players.log_in(server, director)
        director_id = cluster.psql("SELECT id FROM users WHERE username = 'director'")
        seed_field(cluster, director_id, args.players)
        runs = [start_event(cluster, server, director, args.players) for _ in range(args.starts)]
        times = sorted(r[1] * 1000 for r in runs)
        t, _, games, mails = runs[-1]
        print(f"start of a {args.players}-player groups event ({games} games, {mails} mails "
              f"queued), {args.starts} runs: median {statistics.median(times):.0f} ms, "
              f"min {times[0]:.0f} ms, max {times[-1]:.0f} ms")
        for path in (f"/tournaments/{t}", f"/tournaments/{t}/stages/1/groups/1"):
            page_load(server, path, args)
    finally:
        if server:
            server.stop()
        cluster.stop()


if __name__ == "__main__":
    main()
