"""What the server sends the database: statement counts per request from
pg_stat_statements (the application's role only), and the plan of its slowest statement
on the games table from auto_explain, for whatever commit is being measured."""
import re
import time

TX_CONTROL = r"^\s*(BEGIN|COMMIT|ROLLBACK|START TRANSACTION|SET TRANSACTION|SAVEPOINT|RELEASE)"

_CALLS = """
SELECT s.queryid, s.calls, coalesce(regexp_replace(s.query, '\\s+', ' ', 'g'), '?')
FROM pg_stat_statements s JOIN pg_roles r ON r.oid = s.userid
WHERE r.rolname = 'app'"""


_sessions = {}


def wait_idle(cluster, timeout=300):
    """Waits until every queued mail is delivered (the server then sends nothing);
    returns the seconds that took. Polls over one open connection (a new one per poll
    would cost the database more than some of the requests being measured)."""
    session = _sessions.get(id(cluster))
    if session is None:
        session = _sessions[id(cluster)] = cluster.session()
    started = time.monotonic()
    while time.monotonic() < started + timeout:
        if session.query("SELECT count(*) FROM outbox WHERE sent_at IS NULL AND given_up_at IS NULL") == "0":
            waited = time.monotonic() - started
            time.sleep(0.3)
            return waited
        time.sleep(0.1)
    raise RuntimeError("mail still queued after %d s" % timeout)


def close_sessions():
    for session in _sessions.values():
        session.close()
    _sessions.clear()


def _calls(cluster, texts):
    """Calls so far of each statement the application sent, by query id (a statement's
    text can read as NULL for a while after pg_stat_statements rewrites its text file);
    `texts` collects the texts seen."""
    calls = {}
    for line in cluster.psql(_CALLS).splitlines():
        queryid, count, query = line.split("|", 2)
        calls[queryid] = calls.get(queryid, 0) + int(count)
        if query != "?":
            texts[queryid] = query
    return calls


def per_request(cluster, request, count):
    """Statements the server sends per call of `request()` (mail delivery it causes
    included), with the server otherwise idle: (all, without transaction control, and
    each statement's calls per request, most first)."""
    texts = {}
    wait_idle(cluster)
    before = _calls(cluster, texts)
    for _ in range(count):
        request()
    wait_idle(cluster)
    after = _calls(cluster, texts)
    each = sorted(((n - before.get(k, 0)) / count, texts.get(k, "?")) for k, n in after.items()
                  if n != before.get(k, 0))
    each.reverse()
    total = sum(n for n, _ in each)
    plain = sum(n for n, q in each if not re.match(TX_CONTROL, q, re.I))
    return total, plain, each


def slowest_games_plan(cluster, request, attempts=3):
    """EXPLAIN (ANALYZE, BUFFERS) of the slowest statement on `games` that a call of
    `request()` makes (auto_explain switched on for a few calls only)."""
    request()  # warm: plans cached, pages in memory
    wait_idle(cluster)
    for _ in range(attempts):
        with open(cluster.log, "rb") as f:
            f.seek(0, 2)
            offset = f.tell()
        cluster.set_setting("auto_explain.log_min_duration", "0")
        time.sleep(1)
        try:
            request()
            request()
            time.sleep(1)
        finally:
            cluster.set_setting("auto_explain.log_min_duration", "-1")
        with open(cluster.log, "rb") as f:
            f.seek(offset)
            plan = _pick_plan(f.read().decode("utf-8", "replace"))
        if plan:
            return plan
    return "(no plan logged)"


def _pick_plan(log):
    """The longest-running logged plan whose query reads `games` (plan lines follow their
    `duration: … plan:` line, indented)."""
    plans, current = [], None
    for line in log.splitlines():
        found = re.search(r"LOG:\s+duration: ([\d.]+) ms\s+plan:", line)
        if found:
            current = [float(found.group(1)), []]
            plans.append(current)
        elif current is not None and line[:1] in ("\t", " "):
            current[1].append(line.strip("\n"))
        else:
            current = None
    reading_games = [(d, lines) for d, lines in plans if any(re.search(r"\bFROM games\b", l) for l in lines)]
    if not reading_games:
        return ""
    duration, lines = max(reading_games, key=lambda p: p[0])
    return "\n".join(l[1:] if l.startswith("\t") else l for l in lines)
