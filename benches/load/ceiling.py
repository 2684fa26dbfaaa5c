"""The ceiling: pgbench running `ceiling_move.sql` (one API move's SQL) on its own block
of seeded games, 8 clients, in a copy of the seeded database made for it: its outbox
inserts notify no listener there, so the server under test never hears of them."""
import json
import os
import re
import subprocess

SCRIPT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "ceiling_move.sql")
DATABASE = "ceiling"


def sample_mail(cluster):
    """The kind, subject and bodies of a real queued move mail, for the script's insert."""
    row = cluster.psql(
        "SELECT json_build_array(kind, subject, body_text, body_html) FROM outbox "
        "WHERE kind LIKE '%move%' ORDER BY id DESC LIMIT 1")
    if not row:
        raise RuntimeError("no move mail in the outbox to copy for the ceiling")
    kind, subject, text, html = json.loads(row)
    return {"kind": kind, "subject": subject, "body_text": text, "body_html": html}


def make_database(cluster):
    """The ceiling's copy of the seeded database (nothing may be connected to it)."""
    cluster.psql(f"CREATE DATABASE {DATABASE} TEMPLATE corrchess STRATEGY FILE_COPY", db="postgres")


def run(cluster, first_game, per_client, clients, duration, mail):
    """Runs pgbench for `duration` seconds; returns transactions (moves) per second."""
    cmd = ["pgbench", *cluster.conninfo(), "-n", "-M", "prepared", "-c", str(clients),
           "-j", "2", "-T", str(max(1, round(duration))), "-f", SCRIPT,
           "-D", f"first_game={first_game}", "-D", f"per_client={per_client}"]
    for name, value in mail.items():
        cmd += ["-D", f"{name}={value}"]
    done = subprocess.run(cmd + [DATABASE], capture_output=True, text=True)
    if done.returncode != 0:
        raise RuntimeError(f"pgbench failed: {done.stderr.strip()[-2000:]}")
    failed = re.search(r"number of failed transactions: (\d+)", done.stdout)
    tps = float(re.search(r"tps = ([\d.]+) \(without initial connection time\)", done.stdout).group(1))
    latency = re.search(r"latency average = ([\d.]+) ms", done.stdout)
    return {
        "rps": tps,
        "errors": int(failed.group(1)) if failed else 0,
        "requests": int(re.search(r"number of transactions actually processed: (\d+)", done.stdout).group(1)),
        "mean_ms": float(latency.group(1)) if latency else 0.0,
    }
