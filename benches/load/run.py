#!/usr/bin/env python3
"""Load benchmark of the release server against its own database ceiling.

Starts a private PostgreSQL cluster and the server on it, seeds players, tokens, browser
sessions and played games through the app and volume through SQL, then runs the phases
interleaved, round after round, and prints the ratio table (see docs/BENCHMARKS.md):

    python3 benches/load/run.py --binary target/release/corrchess [--quick] [--markdown FILE] [--json FILE]

Python 3 standard library, the PostgreSQL server binaries, psql and pgbench; `wrk` for
the page phases when installed (else a Python load generator). Not part of `cargo test`.
"""
import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import threading
import time

sys.dont_write_bytecode = True
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import bulk  # noqa: E402
import ceiling  # noqa: E402
import cpu  # noqa: E402
import http_load  # noqa: E402
import moves  # noqa: E402
import players  # noqa: E402
import report  # noqa: E402
import statements  # noqa: E402
from cluster import Cluster  # noqa: E402
from server import Server  # noqa: E402

# Start positions of the move lines (and of every bulk game): the classical one and three others.
LINE_STARTS = [518, 0, 959, 333]
PAGE_PLIES = 80
PHASES = ["ceiling", "api_move", "form_move", "page_anon", "page_user", "positions", "games_list"]


def log(text):
    print(f"[{time.strftime('%H:%M:%S')}] {text}", file=sys.stderr, flush=True)


def loadavg():
    with open("/proc/loadavg") as f:
        return float(f.read().split()[0])


def commit_of_checkout():
    try:
        return subprocess.run(["git", "log", "-1", "--format=%h (%cs)"], capture_output=True,
                              text=True, check=True).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        return "unknown"


def parse_args():
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--binary", default="target/release/corrchess")
    p.add_argument("--clients", type=int, default=8, help="concurrent clients per phase")
    p.add_argument("--games", type=int, default=1000, help="running games the move clients own")
    p.add_argument("--list-games", type=int, help="games in the database (1,000,000)")
    p.add_argument("--rounds", type=int, help="rounds of all phases (4)")
    p.add_argument("--seconds", type=float, help="length of each phase (8)")
    p.add_argument("--line-plies", type=int, help="moves per seeded line (400)")
    p.add_argument("--quick", action="store_true",
                   help="defaults for a smoke run: 2 rounds of 3 s, lines of 200 plies")
    p.add_argument("--python-client", action="store_true", help="never use wrk")
    p.add_argument("--markdown", metavar="FILE", help="also write the tables as markdown ('-': stdout)")
    p.add_argument("--json", metavar="FILE",
                   help="also write every round's figures as JSON (for compare.py, pair by pair)")
    p.add_argument("--keep", action="store_true", help="keep the temporary folder (database, logs)")
    p.add_argument("--label", help="what the binary was built from (default: this checkout's commit)")
    p.add_argument("--show-statements", action="store_true",
                   help="print the statements each kind of request sent, with calls per request")
    args = p.parse_args()
    defaults = (2, 3.0, 1_000_000, 200) if args.quick else (4, 8.0, 1_000_000, 400)
    for name, value in zip(("rounds", "seconds", "list_games", "line_plies"), defaults):
        if getattr(args, name) is None:
            setattr(args, name, value)
    return args


class Bench:
    """Everything the phases need: the cluster, the server, the seeded players and games."""

    def __init__(self, args):
        self.args = args
        self.cluster = Cluster(keep=args.keep)
        self.server = None
        self.pairs, self.lines, self.owned = [], [], []
        self.generator = "python" if args.python_client or not http_load.have_wrk() else "wrk"
        self.rss = {"idle": 0, "peak": 0, "end": 0}
        self.mail_dir = None

    def start(self):
        self.cluster.start()
        var = os.path.join(self.cluster.root, "var")
        self.mail_dir = _mail_on_tmpfs(var)
        self.server = Server(self.args.binary, self.cluster.url(), var)
        self.server.start()

    def stop(self):
        statements.close_sessions()
        if self.server:
            self.server.stop()
        self.cluster.stop()
        if self.mail_dir and not self.args.keep:
            shutil.rmtree(self.mail_dir, ignore_errors=True)


def _mail_on_tmpfs(var):
    """Points the server's mail folder (`DATA_DIR/mail`, a file per message) at a new
    folder in /dev/shm, when there is one; returns it. On ext4 a file made soon after
    thousands were deleted (the previous run's folder, a test suite's) costs the kernel
    ten times as much as otherwise (400 against 40-50 µs per file here), which made the
    server's CPU per move swing from run to run by a fifth; that is the filesystem's
    doing, not the server's."""
    os.makedirs(var, exist_ok=True)
    if not os.path.isdir("/dev/shm"):
        return None
    mail_dir = tempfile.mkdtemp(prefix="corrchess-load-mail-", dir="/dev/shm")
    os.symlink(mail_dir, os.path.join(var, "mail"))
    return mail_dir


def seed_players(b):
    """Accounts, tokens and sessions: a White and a Black player per client, the players of
    the move lines and of the game page, and the player whose list is read."""
    make = lambda name: players.create(b.server, name)  # noqa: E731
    b.pairs = [(make(f"loadw{i}"), make(f"loadb{i}")) for i in range(b.args.clients)]
    b.line_players = (make("linew"), make("lineb"))
    b.page_players = (make("pagew"), make("pageb"))
    b.lister = make("lister")
    for p in [x for pair in b.pairs for x in pair] + [b.page_players[0], b.lister]:
        players.log_in(b.server, p)


def seed_lines(b):
    """One line of random legal moves per start position, played through the API."""
    white, black = b.line_players
    for start in LINE_STARTS:
        best = None
        for seed in range(10):
            line = players.play_line(b.server, white, black, start, b.args.line_plies, seed)
            if best is None or len(line) > len(best):
                best = line
            if len(best) >= b.args.line_plies:
                break
        b.lines.append(best)
        log(f"line from start {start}: {len(best)} plies")
    if len(b.lines[0]) < PAGE_PLIES:
        raise RuntimeError("the first line is shorter than the game page's game")


def seed_games(b):
    """The page's game through the API; the clients' and pgbench's games, the list player's
    500 and the rest of the database through SQL."""
    b.page_game = players.replay_line(b.server, *b.page_players, b.lines[0], PAGE_PLIES)
    per = b.args.games // b.args.clients
    ids = [(w.id, bl.id) for w, bl in b.pairs]
    owned = bulk.owned_games(b.cluster, ids, per, b.lines)
    b.owned = [moves.OwnedGames(games, b.lines) for games in owned]
    ceiling_games = bulk.owned_games(b.cluster, ids, per, b.lines)
    flat = [gid for games in ceiling_games for gid, _ in games]
    if flat != list(range(flat[0], flat[0] + len(flat))):
        raise RuntimeError("the ceiling's games are not one block of ids")
    b.ceiling = {"first_game": flat[0], "per_client": per}
    bulk.ceiling_tokens(b.cluster, [w.id for w, _ in b.pairs])
    started = time.monotonic()
    bulk_players = bulk.many_players(b.cluster, max(1000, b.args.list_games // 100), b.lister.id)
    so_far = int(b.cluster.psql("SELECT count(*) FROM games"))
    bulk.many_games(b.cluster, max(500, b.args.list_games - so_far), bulk_players, b.lister.id, b.lines)
    listed = b.cluster.psql(f"SELECT count(*) FROM games WHERE white_id = {b.lister.id} OR black_id = {b.lister.id}")
    if listed != "500":
        raise RuntimeError(f"the list player has {listed} games, not 500")
    heads = bulk.record_heads(b.cluster)
    if heads:
        log(f"first record entries of {heads} bulk games written")
    log(f"bulk games inserted in {time.monotonic() - started:.0f} s; vacuum analyze")
    log(f"vacuum analyze took {bulk.finish(b.cluster):.0f} s")
    b.mail = ceiling.sample_mail(b.cluster)
    # The copy needs the database to itself: the server stops for it and starts again.
    statements.close_sessions()
    b.server.stop()
    ceiling.make_database(b.cluster)
    b.server.start()


def _owned_steps(b, make_step):
    return [make_step(b.server.base, w, bl, o) for (w, bl), o in zip(b.pairs, b.owned)]


def _logged_in(b, player):
    client = http_load.Client(b.server.base, keep_cookies=False)
    client.cookies = dict(player.cookies)
    return client


def phase(b, name):
    """Runs one phase for the set time; its summary (req/s, latencies, errors)."""
    seconds, clients, base = b.args.seconds, b.args.clients, b.server.base
    if name == "ceiling":
        return ceiling.run(b.cluster, b.ceiling["first_game"], b.ceiling["per_client"],
                           clients, seconds, b.mail)
    if name == "api_move":
        return http_load.closed_loop(_owned_steps(b, moves.api_step), seconds)
    if name == "form_move":
        return http_load.closed_loop(_owned_steps(b, moves.form_step), seconds)
    if name == "games_list":
        lister = _logged_in(b, b.lister)
        return http_load.closed_loop([lambda: lister.get("/games")[0] == 200], seconds)
    path = "/positions/518" if name == "positions" else f"/games/{b.page_game}"
    cookies = b.page_players[0].cookies if name == "page_user" else None
    get = http_load.wrk_get if b.generator == "wrk" else http_load.python_get
    return get(base, path, clients, seconds, cookies)


class RssSampler(threading.Thread):
    """The server's resident set every quarter second while the phases run."""

    def __init__(self, server):
        super().__init__(daemon=True)
        self.server, self.peak, self.done = server, 0, threading.Event()

    def run(self):
        while not self.done.wait(0.25):
            try:
                self.peak = max(self.peak, self.server.rss_kib())
            except OSError:
                return


def run_rounds(b):
    results = {name: [] for name in PHASES}
    before_phase = []
    b.rss["idle"] = b.server.rss_kib()
    sampler = RssSampler(b.server)
    sampler.start()
    meter = cpu.Meter(b.server.proc.pid, b.cluster.postmaster_pid())
    for r in range(b.args.rounds):
        for name in PHASES:
            statements.wait_idle(b.cluster)
            before_phase.append(loadavg())
            meter.start()
            figures = phase(b, name)
            client_end = cpu.client_seconds()
            if name in ("api_move", "form_move"):
                # The mail a move queues is part of its cost: the throughput until the
                # last of it is delivered is reported beside the answered requests'.
                drain = statements.wait_idle(b.cluster)
                figures["with_mail_rps"] = figures["requests"] / (figures["elapsed"] + drain)
            figures["cpu_ms"] = meter.stop(figures["requests"], client_end)
            results[name].append(figures)
            log(f"round {r + 1} {name}: {figures['rps']:,.0f}/s, {figures['errors']} errors, "
                f"load {before_phase[-1]:.2f}")
    sampler.done.set()
    sampler.join()
    statements.wait_idle(b.cluster)
    b.rss["peak"], b.rss["end"] = max(sampler.peak, b.rss["idle"]), b.server.rss_kib()
    return results, before_phase


def count_statements(b, count=20):
    """Statements per request of each kind, one request at a time on an idle server."""
    base = b.server.base
    anon = http_load.Client(base, keep_cookies=False)
    user, lister = _logged_in(b, b.page_players[0]), _logged_in(b, b.lister)
    api = moves.api_step(base, *b.pairs[0], b.owned[0])
    form = moves.form_step(base, *b.pairs[0], b.owned[0])
    page = f"/games/{b.page_game}"
    requests = {
        "api_move": api, "form_move": form,
        "page_anon": lambda: anon.get(page), "page_user": lambda: user.get(page),
        "positions": lambda: anon.get("/positions/518"), "games_list": lambda: lister.get("/games"),
    }
    return {name: statements.per_request(b.cluster, fn, count) for name, fn in requests.items()}


def notes(b):
    played = sum(o.played() for o in b.owned)
    refused = moves.refusals(b.owned)
    out = [f"move lines of {', '.join(str(len(l)) for l in b.lines)} plies from start positions "
           f"{', '.join(map(str, LINE_STARTS))}; the clients' games are at ply {played / b.args.games:.0f} "
           f"on average after the run"]
    if b.generator == "python":
        out.append("page phases by the Python load generator: it saturates before the server on "
                   "/positions/518, so the page ratios read high (install wrk for comparable figures)")
    if refused:
        out.append(f"{len(refused)} moves refused (each takes its game out of play), e.g. {refused[0]}")
    out.append(f"statements per request include the mail delivery a move causes; "
               f"server log and database under {b.cluster.root}" if b.args.keep else
               "statements per request include the mail delivery a move causes")
    return out


def main():
    args = parse_args()
    b = Bench(args)
    try:
        started = time.monotonic()
        start_load = loadavg()
        b.start()
        log(f"cluster and server up in {b.cluster.root}; seeding")
        seed_players(b)
        seed_lines(b)
        seed_games(b)
        log(f"seeded in {time.monotonic() - started:.0f} s; {args.rounds} rounds of {len(PHASES)} phases")
        results, before_phase = run_rounds(b)
        counts = count_statements(b)
        plan = statements.slowest_games_plan(b.cluster, lambda: _logged_in(b, b.lister).get("/games"))
        run = {
            "config": {"commit": args.label or "checkout " + commit_of_checkout(), "rounds": args.rounds, "seconds": args.seconds,
                       "clients": args.clients, "games": args.games, "list_games": args.list_games,
                       "page_plies": PAGE_PLIES, "generator": b.generator},
            "results": results, "statements": counts, "rss_kib": b.rss,
            "loadavg": {"start": start_load, "end": loadavg(), "phases": before_phase},
            "notes": notes(b),
        }
        print(report.render(run))
        if args.show_statements:
            for name, (_, _, each) in counts.items():
                print(f"Statements per request, {report.PHASE_NAMES[name]}:")
                print("\n".join(f"  {n:6.2f}  {q[:150]}" for n, q in each))
        print("Plan of the slowest statement on games in GET /games:\n" + plan)
        if args.json:
            with open(args.json, "w") as f:
                json.dump(run, f, indent=1)
        if args.markdown:
            text = report.render(run, markdown=True) + \
                "\nPlan of the slowest statement on `games` in `GET /games`:\n\n```\n" + plan + "\n```\n"
            if args.markdown == "-":
                print(text)
            else:
                with open(args.markdown, "w") as f:
                    f.write(text)
        log(f"done in {time.monotonic() - started:.0f} s")
    finally:
        b.stop()


if __name__ == "__main__":
    main()
