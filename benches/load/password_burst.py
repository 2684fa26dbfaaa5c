#!/usr/bin/env python3
"""Memory under a burst of password work, for a running corrchess server (stdlib only).

Sends REQUESTS form posts, CONCURRENCY at a time, and samples the server's resident set
(VmRSS in /proc/PID/status) every 20 ms: idle before the burst, the peak during it, and
1 s and 15 s after it. Prints one JSON line with the figures and the status codes seen.

Modes:
  reset  POST /password-reset/confirm with well-formed tokens that were never issued
         (the unauthenticated attack: before the fix each one hashed a password).
  login  POST /login with a wrong password for one account it signs up first: every
         request is an argon2 check, so this shows the hashing cap and the allocator.

Raise the server's rate limits for the run (RATE_LIMIT_RESET_CONFIRM_IP,
RATE_LIMIT_LOGIN_IP, RATE_LIMIT_LOGIN_ACCOUNT), or most requests are answered 429
without any work.

Usage: password_burst.py BASE_URL PID MODE [REQUESTS [CONCURRENCY]]
"""
import collections
import concurrent.futures
import json
import secrets
import sys
import threading
import time
import urllib.error
import urllib.parse
import urllib.request


class NoRedirect(urllib.request.HTTPRedirectHandler):
    def redirect_request(self, *args, **kwargs):
        return None


OPENER = urllib.request.build_opener(NoRedirect)


def post_form(base, path, fields):
    """Posts a form with a fresh double-submit CSRF token; returns the status code."""
    csrf = secrets.token_hex(32)
    body = urllib.parse.urlencode({**fields, "csrf_token": csrf}).encode()
    req = urllib.request.Request(base + path, data=body, method="POST")
    req.add_header("Content-Type", "application/x-www-form-urlencoded")
    req.add_header("Cookie", "csrf=" + csrf)
    try:
        with OPENER.open(req, timeout=120) as res:
            res.read()
            return res.status
    except urllib.error.HTTPError as e:
        e.read()
        return e.code


def rss_kib(pid):
    with open(f"/proc/{pid}/status") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    raise RuntimeError("no VmRSS")


def main():
    base, pid, mode = sys.argv[1], int(sys.argv[2]), sys.argv[3]
    requests = int(sys.argv[4]) if len(sys.argv) > 4 else 200
    concurrency = int(sys.argv[5]) if len(sys.argv) > 5 else 20
    if mode == "reset":
        def one(_):
            return post_form(base, "/password-reset/confirm",
                             {"token": secrets.token_hex(32), "password": "a brand new password"})
    elif mode == "login":
        name = "burst_" + secrets.token_hex(4)
        status = post_form(base, "/signup", {"username": name, "email": name + "@example.org",
                                             "password": "the right password"})
        if status != 303:
            sys.exit(f"sign-up answered {status}")

        def one(_):
            return post_form(base, "/login", {"login": name, "password": "a wrong password"})
    else:
        sys.exit("MODE is reset or login")

    time.sleep(2)
    idle = rss_kib(pid)
    peak = [idle]
    done = threading.Event()

    def sample():
        while not done.is_set():
            peak[0] = max(peak[0], rss_kib(pid))
            time.sleep(0.02)

    sampler = threading.Thread(target=sample)
    sampler.start()
    started = time.perf_counter()
    with concurrent.futures.ThreadPoolExecutor(concurrency) as pool:
        statuses = collections.Counter(pool.map(one, range(requests)))
    seconds = time.perf_counter() - started
    time.sleep(1)
    after_1s = rss_kib(pid)
    time.sleep(14)
    after_15s = rss_kib(pid)
    done.set()
    sampler.join()
    mib = lambda kib: round(kib / 1024, 1)
    print(json.dumps({
        "mode": mode,
        "requests": requests,
        "concurrency": concurrency,
        "statuses": {str(k): v for k, v in sorted(statuses.items())},
        "burst_seconds": round(seconds, 2),
        "rss_idle_mib": mib(idle),
        "rss_peak_mib": mib(peak[0]),
        "rss_after_1s_mib": mib(after_1s),
        "rss_after_15s_mib": mib(after_15s),
    }))


if __name__ == "__main__":
    main()
