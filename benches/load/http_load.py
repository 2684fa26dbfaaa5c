"""HTTP clients for the benchmark: a keep-alive client with cookies (setup and the
Python load generator), closed-loop concurrent load for a fixed time, and `wrk` when the
machine has it (it costs far less CPU per request than Python, which matters on a small
machine where client and server share the cores).
"""
import http.client
import json
import re
import shutil
import subprocess
import threading
import time
import urllib.parse


class Client:
    """One keep-alive connection with a cookie jar, like one browser tab or API script."""

    def __init__(self, base, token=None, keep_cookies=True):
        parsed = urllib.parse.urlsplit(base)
        self.host, self.port = parsed.hostname, parsed.port
        self.token = token
        self.cookies = {}
        self.keep_cookies = keep_cookies
        self.conn = None

    def request(self, method, path, body=None, headers=None):
        """Sends one request; returns (status, headers, body bytes). Reconnects once."""
        headers = dict(headers or {})
        if self.cookies:
            headers["Cookie"] = "; ".join(f"{k}={v}" for k, v in self.cookies.items())
        if self.token:
            headers["Authorization"] = "Bearer " + self.token
        for attempt in range(2):
            if self.conn is None:
                self.conn = http.client.HTTPConnection(self.host, self.port, timeout=60)
            try:
                self.conn.request(method, path, body=body, headers=headers)
                res = self.conn.getresponse()
                data = res.read()
                break
            except (http.client.HTTPException, OSError):
                self.conn.close()
                self.conn = None
                if attempt:
                    raise
        for name, value in res.getheaders() if self.keep_cookies else []:
            if name.lower() == "set-cookie":
                key, _, rest = value.partition("=")
                self.cookies[key.strip()] = rest.split(";", 1)[0]
        return res.status, res.getheaders(), data

    def get(self, path):
        return self.request("GET", path)

    def post_form(self, path, fields):
        body = urllib.parse.urlencode(fields)
        return self.request("POST", path, body,
                            {"Content-Type": "application/x-www-form-urlencoded"})

    def post_json(self, path, doc):
        return self.request("POST", path, json.dumps(doc), {"Content-Type": "application/json"})

    def json(self, method, path, doc=None, expect=(200, 201)):
        """A JSON API call that must succeed; returns the decoded answer."""
        if doc is None:
            status, _, data = self.request(method, path)
        else:
            status, _, data = self.post_json(path, doc)
        if status not in expect:
            raise RuntimeError(f"{method} {path}: {status} {data[:300]!r}")
        return json.loads(data or b"null")


def percentile(sorted_values, fraction):
    if not sorted_values:
        return 0.0
    index = min(len(sorted_values) - 1, max(0, int(round(fraction * len(sorted_values))) - 1))
    return sorted_values[index]


def summary(latencies_ms, ok, errors, elapsed):
    latencies_ms.sort()
    return {
        "elapsed": elapsed,
        "rps": ok / elapsed if elapsed else 0.0,
        "requests": ok,
        "errors": errors,
        "p50_ms": percentile(latencies_ms, 0.50),
        "p99_ms": percentile(latencies_ms, 0.99),
    }


def closed_loop(steps, duration):
    """Runs each `step()` (one request; True when answered as expected, None when it has
    nothing left to send) in its own thread, back to back, for `duration` seconds;
    returns the summary over all of them."""
    latencies, counts = [], {"ok": 0, "errors": 0}
    lock = threading.Lock()
    start_gate = threading.Barrier(len(steps) + 1)
    deadline = [0.0]

    def worker(step):
        mine, ok, errors = [], 0, 0
        start_gate.wait()
        while True:
            t0 = time.perf_counter()
            if t0 >= deadline[0]:
                break
            answered = step()
            if answered is None:
                break
            if answered:
                ok += 1
                mine.append((time.perf_counter() - t0) * 1000)
            else:
                errors += 1
        with lock:
            latencies.extend(mine)
            counts["ok"] += ok
            counts["errors"] += errors

    threads = [threading.Thread(target=worker, args=(s,)) for s in steps]
    for t in threads:
        t.start()
    began = time.perf_counter()
    deadline[0] = began + duration
    start_gate.wait()
    for t in threads:
        t.join()
    return summary(latencies, counts["ok"], counts["errors"], time.perf_counter() - began)


def python_get(base, path, connections, duration, cookies=None, expect=200):
    """GET `path` over `connections` keep-alive connections for `duration` seconds."""
    clients = []
    for _ in range(connections):
        c = Client(base, keep_cookies=False)
        c.cookies = dict(cookies or {})
        clients.append(c)

    def step_for(client):
        return lambda: client.get(path)[0] == expect

    return closed_loop([step_for(c) for c in clients], duration)


def have_wrk():
    return shutil.which("wrk") is not None


_UNITS = {"us": 0.001, "ms": 1.0, "s": 1000.0}


def _wrk_ms(text):
    number, unit = re.fullmatch(r"([\d.]+)(us|ms|s)", text).groups()
    return float(number) * _UNITS[unit]


def wrk_get(base, path, connections, duration, cookies=None):
    """GET `path` with wrk (2 threads, `connections` connections); the same summary."""
    cmd = ["wrk", "-t2", f"-c{connections}", f"-d{max(1, round(duration))}s", "--latency"]
    if cookies:
        cmd += ["-H", "Cookie: " + "; ".join(f"{k}={v}" for k, v in cookies.items())]
    out = subprocess.run(cmd + [base + path], capture_output=True, text=True, check=True).stdout
    requests = int(re.search(r"(\d+) requests in", out).group(1))
    bad = re.search(r"Non-2xx or 3xx responses: (\d+)", out)
    errors = int(bad.group(1)) if bad else 0
    socket_errors = re.search(r"Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)", out)
    if socket_errors:
        errors += sum(int(x) for x in socket_errors.groups())
    return {
        "rps": float(re.search(r"Requests/sec:\s+([\d.]+)", out).group(1)),
        "requests": requests - errors,
        "errors": errors,
        "p50_ms": _wrk_ms(re.search(r"\s50%\s+(\S+)", out).group(1)),
        "p99_ms": _wrk_ms(re.search(r"\s99%\s+(\S+)", out).group(1)),
    }
