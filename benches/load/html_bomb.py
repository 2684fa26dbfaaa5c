"""The CPU a reply of 244 KB of nested `<div>` (or `<ul><li>`), HTML only, to a forged
reply address, as an attack probe sent it, costs the server through its SMTP listener
and `corrchess mail receive` through a pipe.

    python3 benches/load/html_bomb.py --binary target/debug/corrchess

Nothing here is asserted; it prints the figures docs/BENCHMARKS.md records. Needs
PostgreSQL's server binaries and psql (as run.py does).
"""
import argparse
import os
import resource
import smtplib
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import cpu  # noqa: E402
from cluster import Cluster  # noqa: E402
from server import Server, free_port  # noqa: E402

DOMAIN = "reply.bench.example.org"
FORGED = f"move+1-0-1-0123456789abcdef01234567@{DOMAIN}"
SENDER = "mallory@example.net"


def bomb(opening="<div>", closing="</div>"):
    """About 244 KB of HTML: nested tags, 100 to a line (SMTP wants short lines)."""
    depth = 244 * 1024 // (len(opening) + len(closing))

    def lines(tag):
        return (tag * 100 + "\r\n") * (depth // 100) + tag * (depth % 100)

    body = lines(opening) + "e4" + lines(closing)
    return (f"From: <{SENDER}>\r\nTo: <{FORGED}>\r\nSubject: Re: your move\r\n"
            "MIME-Version: 1.0\r\nContent-Type: text/html; charset=utf-8\r\n\r\n"
            f"{body}\r\n").encode()


def through_listener(server, smtp_port, message):
    """Server CPU seconds for one message relayed to its listener."""
    before = cpu.process_seconds(server.proc.pid)
    with smtplib.SMTP("127.0.0.1", smtp_port, timeout=600) as client:
        client.sendmail(SENDER, [FORGED], message)
    time.sleep(0.5)  # the log line and the connection's end
    return cpu.process_seconds(server.proc.pid) - before


def through_pipe(binary, env, message):
    """CPU seconds of one `corrchess mail receive` run, from its rusage."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    subprocess.run([binary, "mail", "receive", f"--sender={SENDER}", f"--recipient={FORGED}"],
                   input=message, env=env, check=True, capture_output=True)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--binary", required=True)
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    cluster = Cluster()
    cluster.start()
    server = Server(args.binary, cluster.url(), tempfile.mkdtemp(prefix="corrchess-bomb-"))
    smtp_port = free_port()
    server.env.update({"MAIL_REPLY_DOMAIN": DOMAIN, "INBOUND_SMTP_ADDR": f"127.0.0.1:{smtp_port}"})
    server.start()
    try:
        for name, message in [("nested <div>", bomb()), ("nested <ul><li>", bomb("<ul><li>", "</li></ul>"))]:
            listener = [through_listener(server, smtp_port, message) for _ in range(args.runs)]
            pipe = [through_pipe(server.binary, server.env, message) for _ in range(args.runs)]
            print(f"{name}, {len(message)} bytes: listener (server CPU s) "
                  f"{', '.join(f'{s:.2f}' for s in listener)}; mail receive (CPU s) "
                  f"{', '.join(f'{s:.2f}' for s in pipe)}")
    finally:
        server.stop()
        cluster.stop()


if __name__ == "__main__":
    main()
