"""The ratio table (plain text or markdown) from the figures of every round."""
import statistics

RATIOS = [
    ("API move POST ÷ ceiling (pgbench, same SQL), {c} clients", "api_move", "ceiling"),
    ("form move POST ÷ the same ceiling, {c} clients", "form_move", "ceiling"),
    ("anonymous game page ({plies} plies) ÷ /positions/518", "page_anon", "positions"),
    ("logged-in game page ÷ /positions/518", "page_user", "positions"),
]

PHASE_NAMES = {
    "ceiling": "ceiling: pgbench, one API move's SQL",
    "api_move": "POST /api/v1/games/{id}/moves",
    "form_move": "POST /games/{id}/move (form)",
    "page_anon": "GET /games/{id}, anonymous",
    "page_user": "GET /games/{id}, logged in (on move)",
    "positions": "GET /positions/518",
    "games_list": "GET /games, 1 client",
}


def spread(values, digits=2):
    """`median (min–max)` of a list of numbers."""
    if not values:
        return "n/a"
    med = statistics.median(values)
    if len(values) == 1:
        return f"{med:.{digits}f}"
    return f"{med:.{digits}f} ({min(values):.{digits}f}–{max(values):.{digits}f})"


def ratios(results, top, bottom, key="rps"):
    return [t[key] / b["rps"] for t, b in zip(results[top], results[bottom]) if b["rps"]]


def cpu_ratios(results, top, bottom):
    """Per round: CPU per request of `bottom` ÷ that of `top` (server + database + client),
    the throughput ratio a machine doing nothing else would show when CPU-bound."""
    return [sum(b["cpu_ms"]) / sum(t["cpu_ms"]) for t, b in zip(results[top], results[bottom])
            if sum(t["cpu_ms"])]


def ratio_rows(run):
    res, cfg = run["results"], run["config"]
    out = []
    for label, top, bottom in RATIOS:
        detail = f"{statistics.median(r['rps'] for r in res[top]):,.0f} ÷ " \
                 f"{statistics.median(r['rps'] for r in res[bottom]):,.0f} req/s"
        if "with_mail_rps" in res[top][0]:
            detail += f"; until its mail is delivered: {spread(ratios(res, top, bottom, 'with_mail_rps'))}"
        out.append((label.format(c=cfg["clients"], plies=cfg["page_plies"]),
                    spread(ratios(res, top, bottom)), spread(cpu_ratios(res, top, bottom)), detail))
    return out


def figure_rows(run):
    res, cfg = run["results"], run["config"]
    lists = res["games_list"]
    stmts = run["statements"].get("games_list")
    out = [(f"GET /games, a player with 500 games of {cfg['list_games']:,}",
            f"p50 {spread([r['p50_ms'] for r in lists], 1)} ms, p99 {spread([r['p99_ms'] for r in lists], 1)} ms",
            f"{stmts[0]:.1f} statements per request ({stmts[1]:.1f} without BEGIN/COMMIT/SET); "
            "one client, one request at a time" if stmts else "")]
    rss = run["rss_kib"]
    out.append(("server RSS under load", f"{rss['peak'] / 1024:.0f} MB peak",
                f"{rss['idle'] / 1024:.0f} MB before the first phase, {rss['end'] / 1024:.0f} MB at the end"))
    load = run["loadavg"]
    out.append(("load average (1 min)", f"{load['start']:.2f} at start, {load['end']:.2f} at end",
                f"{min(load['phases']):.2f}–{max(load['phases']):.2f} before the phases"))
    return out


def per_phase(run):
    """Every phase's throughput and latency, median and range over the rounds."""
    out = []
    for key, name in PHASE_NAMES.items():
        figures = run["results"][key]
        errors = sum(f["errors"] for f in figures)
        latency = ("mean " + spread([f["mean_ms"] for f in figures], 1)) if key == "ceiling" else \
            f"p50 {spread([f['p50_ms'] for f in figures], 1)}, p99 {spread([f['p99_ms'] for f in figures], 1)}"
        stmts = run["statements"].get(key)
        with_mail = spread([f["with_mail_rps"] for f in figures], 0) if "with_mail_rps" in figures[0] else ""
        cpu = " / ".join(f"{statistics.median(f['cpu_ms'][i] for f in figures):.2f}" for i in range(3))
        out.append((name, spread([f["rps"] for f in figures], 0), with_mail, latency + " ms", cpu,
                    str(errors), f"{stmts[0]:.1f} / {stmts[1]:.1f}" if stmts else ""))
    return out


def _markdown_table(header, body):
    lines = ["| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
    lines += ["| " + " | ".join(cells) + " |" for cells in body]
    return "\n".join(lines)


def _text_table(header, body):
    widths = [max(len(r[i]) for r in [header] + body) for i in range(len(header))]
    fmt = "  ".join("{:<%d}" % w for w in widths)
    return "\n".join(fmt.format(*r).rstrip() for r in [header] + [["-" * w for w in widths]] + body)


def render(run, markdown=False):
    table = _markdown_table if markdown else _text_table
    cfg = run["config"]
    head = (f"{cfg['commit']}, {cfg['rounds']} rounds of {cfg['seconds']:g} s per phase, "
            f"{cfg['clients']} clients, {cfg['games']} running games, page load by "
            f"{cfg['generator']}; median (min–max) over the rounds")
    parts = [head, "",
             table(["ratio", "throughput", "CPU per request", "req/s"], ratio_rows(run)), "",
             table(["what", "measured", "detail"], figure_rows(run)), "",
             table(["phase", "req/s", "req/s until mail delivered", "latency",
                    "CPU ms / request: server / database / load client", "errors",
                    "statements / request (all / no tx control)"], per_phase(run))]
    if run.get("notes"):
        parts += [""] + [("- " if markdown else "") + n for n in run["notes"]]
    return "\n".join(parts) + "\n"
