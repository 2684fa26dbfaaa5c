"""Figures for the second hardening round (docs/benchmarks/hardening.md, "Hardening, second round").

    python3 benches/load/hardening.py BINARY methods   # RSS and /metrics after odd methods
    python3 benches/load/hardening.py BINARY slow      # a page's latency beside 520 slow bodies
    python3 benches/load/hardening.py BINARY archive   # CPU of games.pgn for 2,000 games

Each run starts `BINARY serve` on a private cluster in a fresh folder under /tmp (no
DATABASE_URL), measures, and stops it with SIGTERM. Not part of `cargo test`; nothing
here is asserted. Standard library only (and `psql` for the archive's seed).
"""
import http.client
import os
import random
import shutil
import signal
import socket
import string
import subprocess
import sys
import tempfile
import time

TOKEN = "0123456789abcdef" * 4
HERE = os.path.dirname(os.path.abspath(__file__))
# A Ruy Lopez of 40 plies from the classical start (518), SAN and UCI (castling as king
# onto rook, as stored).
SANS = ("e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6 O-O Be7 Re1 b5 Bb3 d6 c3 O-O h3 Nb8 d4 Nbd7 "
        "Nbd2 Bb7 Bc2 Re8 Nf1 Bf8 Ng3 g6 a4 c5 d5 c4 Bg5 h6 Be3 Nc5 Qd2 h5 Bg5 Be7").split()
UCIS = ("e2e4 e7e5 g1f3 b8c6 f1b5 a7a6 b5a4 g8f6 e1h1 f8e7 f1e1 b7b5 a4b3 d7d6 c2c3 e8h8 "
        "h2h3 c6b8 d2d4 b8d7 b1d2 c8b7 b3c2 f8e8 d2f1 e7f8 f1g3 g7g6 a2a4 c7c5 d4d5 c5c4 "
        "c1g5 h7h6 g5e3 d7c5 d1d2 h6h5 e3g5 f8e7").split()


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def start(binary, extra_env=None):
    """Starts the server; returns (process, port, metrics port, data folder)."""
    data = tempfile.mkdtemp(prefix="corrchess-hardening-")
    os.chmod(data, 0o755)  # the cluster runs as postgres when we are root
    port, metrics = free_port(), free_port()
    env = dict(os.environ, DATA_DIR=data, BIND_ADDR=f"127.0.0.1:{port}",
               BASE_URL=f"http://127.0.0.1:{port}", METRICS_ADDR=f"127.0.0.1:{metrics}",
               RUST_LOG="warn", JOB_INTERVAL="1h", MAIL_POLL_INTERVAL="1h")
    env.pop("DATABASE_URL", None)
    env.update(extra_env or {})
    log = open(os.path.join(data, "server.log"), "ab")
    proc = subprocess.Popen([binary, "serve"], env=env, stdout=log, stderr=subprocess.STDOUT,
                            stdin=subprocess.DEVNULL)
    for _ in range(1200):
        try:
            if get(port, "/readyz")[0] == 200:
                return proc, port, metrics, data
        except OSError:
            pass
        if proc.poll() is not None:
            sys.exit(f"the server exited; see {data}/server.log")
        time.sleep(0.1)
    sys.exit("the server did not get ready")


def stop(proc, data):
    proc.send_signal(signal.SIGTERM)
    proc.wait(60)
    shutil.rmtree(data, ignore_errors=True)


def get(port, path, timeout=120, source=None):
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=timeout,
                                      source_address=source)
    conn.request("GET", path)
    res = conn.getresponse()
    body = res.read()
    conn.close()
    return res.status, body


def rss_mb(pid):
    with open(f"/proc/{pid}/status") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    return 0.0


def cpu_seconds(pid):
    with open(f"/proc/{pid}/stat") as f:
        fields = f.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def methods(binary):
    """500 requests, each with its own 8,000-letter method."""
    proc, port, metrics, data = start(binary)
    try:
        size = len(get(metrics, "/metrics")[1])
        before = rss_mb(proc.pid), size
        for _ in range(500):
            method = "".join(random.choices(string.ascii_uppercase, k=8000))
            with socket.create_connection(("127.0.0.1", port)) as s:
                s.sendall(f"{method} /players HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"
                          .encode())
                while s.recv(65536):
                    pass
        time.sleep(1)
        sent = rss_mb(proc.pid)
        size = len(get(metrics, "/metrics")[1])
        after = rss_mb(proc.pid), size
        print(f"RSS after the requests, before the scrape: {sent:.1f} MB")
        print(f"before (after one scrape): RSS {before[0]:.1f} MB, /metrics {before[1]} bytes")
        print(f"after 500 methods of 8,000 letters: RSS {after[0]:.1f} MB, "
              f"/metrics {after[1]} bytes (RSS after that scrape)")
    finally:
        stop(proc, data)


def slow(binary, count=520):
    """`count` connections from 127.0.0.1 each stuck in a body, then a normal page from
    another address (127.0.0.2)."""
    proc, port, metrics, data = start(binary)
    held = []
    try:
        head = (f"POST /login HTTP/1.1\r\nHost: x\r\nContent-Type: "
                f"application/x-www-form-urlencoded\r\nX-CSRF-Token: {TOKEN}\r\nCookie: csrf={TOKEN}\r\n"
                "Content-Length: 1000\r\n\r\nlogin=a")
        for _ in range(count):
            s = socket.create_connection(("127.0.0.1", port))
            try:
                s.sendall(head.encode())
            except OSError:
                pass  # closed at once: over the per-client cap
            held.append(s)
        time.sleep(2)
        started = time.monotonic()
        status, _ = get(port, "/positions/518", source=("127.0.0.2", 0))
        took = time.monotonic() - started
        print(f"{count} slow bodies held; GET /positions/518: {status} after {took:.3f} s")
    finally:
        for s in held:
            s.close()
        stop(proc, data)


def archive(binary):
    """CPU time of the server for the whole archive of a player with 2,000 games."""
    proc, port, metrics, data = start(binary, {"RATE_LIMIT_ARCHIVE_IP": "1000/1s"})
    url = f"postgres:///corrchess?host={data}/postgres/run&user=postgres"
    try:
        psql = ["psql", "-q", "-v", "ON_ERROR_STOP=1", url]
        subprocess.run(psql + ["-f", os.path.join(HERE, "profile_seed.sql")], check=True,
                       stdout=subprocess.DEVNULL)
        sans = "ARRAY[" + ",".join(f"'{m}'" for m in SANS) + "]"
        ucis = "ARRAY[" + ",".join(f"'{m}'" for m in UCIS) + "]"
        subprocess.run(psql + ["-c", f"""
            UPDATE games SET start_number = 518
            WHERE white_id = (SELECT id FROM users WHERE username = 'star')
               OR black_id = (SELECT id FROM users WHERE username = 'star');
            INSERT INTO moves (game_id, ply, san, uci, played_by, played_at)
            SELECT g.id, m.ply, m.san, m.uci,
                   CASE WHEN m.ply % 2 = 1 THEN g.white_id ELSE g.black_id END, g.created_at
            FROM games g JOIN users s ON s.username = 'star'
                 AND (g.white_id = s.id OR g.black_id = s.id)
            CROSS JOIN unnest({sans}, {ucis}) WITH ORDINALITY AS m(san, uci, ply);
            ANALYZE moves;"""], check=True, stdout=subprocess.DEVNULL)
        get(port, "/players/star/games.pgn")  # warm: statements prepared, caches filled
        runs = []
        for _ in range(3):
            cpu = cpu_seconds(proc.pid)
            status, body = get(port, "/players/star/games.pgn")
            runs.append(cpu_seconds(proc.pid) - cpu)
        print(f"games.pgn: {status}, {len(body)} bytes, {body.count(b'[Event ')} games; "
              f"server CPU per download: " + ", ".join(f"{r:.2f} s" for r in runs))
    finally:
        stop(proc, data)


if __name__ == "__main__":
    binary, what = os.path.abspath(sys.argv[1]), sys.argv[2]
    {"methods": methods, "slow": slow, "archive": archive}[what](binary)
