"""Re-pairs every round of each TRF file given with caissify-pairings' FIDE Dutch
engine (its Free Pairings Checker) and prints one JSON line per file:
{"file", "checked", "mismatched", "first"} where "first" names the first round that
differs and its discrepancies. Used by tests/it/swiss_dutch.rs."""

import json
import sys

from caissify_pairings.fpc import check_trf

for path in sys.argv[1:]:
    with open(path, encoding="utf-8") as f:
        report = check_trf(f.read())
    bad = [r for r in report["rounds"] if not r["match"]]
    first = None
    if bad:
        first = {"round": bad[0]["round"], "discrepancies": bad[0]["discrepancies"]}
    print(json.dumps({
        "file": path,
        "checked": report["summary"]["rounds_checked"],
        "mismatched": len(bad),
        "first": first,
    }))
