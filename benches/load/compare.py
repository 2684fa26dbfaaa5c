#!/usr/bin/env python3
"""Two builds' load runs compared pair by pair, from the JSON that `run.py --json` writes.

Runs of one build and of the other, made one after the other on one machine (A B B A
...), are paired in the order given; each figure is shown as B ÷ A for every pair, so a
machine that got slower or faster between pairs moves both builds alike:

    python3 benches/load/compare.py --a before1.json before2.json --b after1.json after2.json

For each figure the spread of the rounds inside each run (largest ÷ smallest) is the
noise to read the pair ratios against; figures measured once a run (statements, peak
RSS) have none, and get no verdict. Python 3 standard library only.
"""
import argparse
import json
import statistics

PHASES = ["ceiling", "api_move", "form_move", "page_anon", "page_user", "positions", "games_list"]
# (ratio name, top phase, bottom phase) as in report.py: each build against its yardstick.
RATIOS = [("API move ÷ ceiling", "api_move", "ceiling"), ("form move ÷ ceiling", "form_move", "ceiling"),
          ("anonymous page ÷ /positions/518", "page_anon", "positions"),
          ("logged-in page ÷ /positions/518", "page_user", "positions")]


def rounds(run, phase, figure):
    """A figure of one phase, one value per round."""
    out = []
    for f in run["results"][phase]:
        if figure == "server_cpu":
            out.append(f["cpu_ms"][0])
        elif figure == "all_cpu":
            out.append(sum(f["cpu_ms"]))
        elif figure in f:
            out.append(f[figure])
    return out


def ratio_rounds(run, top, bottom, cpu):
    res = run["results"]
    if cpu:
        return [sum(b["cpu_ms"]) / sum(t["cpu_ms"]) for t, b in zip(res[top], res[bottom]) if sum(t["cpu_ms"])]
    return [t["rps"] / b["rps"] for t, b in zip(res[top], res[bottom]) if b["rps"]]


def figures(run):
    """name -> (values per round, True when higher is better)."""
    out = {}
    for name, top, bottom in RATIOS:
        out[f"{name}: throughput ratio"] = (ratio_rounds(run, top, bottom, False), True)
        out[f"{name}: CPU ratio"] = (ratio_rounds(run, top, bottom, True), True)
    for phase in PHASES:
        if phase != "ceiling":
            out[f"{phase}: server CPU ms/request"] = (rounds(run, phase, "server_cpu"), False)
        out[f"{phase}: all CPU ms/request"] = (rounds(run, phase, "all_cpu"), False)
        out[f"{phase}: requests/s"] = (rounds(run, phase, "rps"), True)
        if phase in ("api_move", "form_move"):
            out[f"{phase}: requests/s until mail delivered"] = (rounds(run, phase, "with_mail_rps"), True)
        if phase != "ceiling":
            out[f"{phase}: p50 ms"] = (rounds(run, phase, "p50_ms"), False)
            out[f"{phase}: p99 ms"] = (rounds(run, phase, "p99_ms"), False)
    for phase, counts in run["statements"].items():
        out[f"{phase}: statements/request"] = ([counts[0]], False)
    out["server RSS peak MB"] = ([run["rss_kib"]["peak"] / 1024], False)
    return out


def spread(values):
    """Largest ÷ smallest round: how far one run's rounds fall apart."""
    low = min(values)
    return max(values) / low if low else float("nan")


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--a", nargs="+", required=True, help="runs of the first build (the base)")
    p.add_argument("--b", nargs="+", required=True, help="runs of the second build, in the same order")
    args = p.parse_args()
    if len(args.a) != len(args.b):
        raise SystemExit("give as many runs of each build: they are paired in order")
    runs = [(json.load(open(a)), json.load(open(b))) for a, b in zip(args.a, args.b)]
    labels = [(a["config"]["commit"], b["config"]["commit"]) for a, b in runs]
    print(f"B ÷ A pair by pair; A = {labels[0][0]}, B = {labels[0][1]}; "
          "'better'/'worse' when every pair agrees and the change is wider than the rounds' spread")
    print(f"{'figure':<52} {'A median':>9} {'B median':>9}  {'B ÷ A per pair':<22} {'rounds spread A / B':<20} verdict")
    names = figures(runs[0][0]).keys()
    for name in names:
        pairs, spreads, meds = [], [], []
        for a, b in runs:
            (va, higher), (vb, _) = figures(a)[name], figures(b)[name]
            if not va or not vb:
                continue
            ma, mb = statistics.median(va), statistics.median(vb)
            pairs.append(mb / ma if ma else float("nan"))
            spreads.append((spread(va), spread(vb)))
            meds.append((ma, mb))
        if not pairs:
            continue
        noise = max(max(s) for s in spreads) - 1
        worse = [(r < 1 - noise) if higher else (r > 1 + noise) for r in pairs]
        better = [(r > 1 + noise) if higher else (r < 1 - noise) for r in pairs]
        verdict = "worse" if all(worse) else "better" if all(better) else ""
        if noise == 0:
            verdict = "(one value a run: no spread)"
        ma = statistics.median(m[0] for m in meds)
        mb = statistics.median(m[1] for m in meds)
        print(f"{name:<52} {ma:>9.3f} {mb:>9.3f}  {' '.join(f'{r:.2f}' for r in pairs):<22} "
              f"{' '.join(f'{x:.2f}/{y:.2f}' for x, y in spreads):<20} {verdict}")


if __name__ == "__main__":
    main()
