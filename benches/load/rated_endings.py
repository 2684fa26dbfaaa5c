#!/usr/bin/env python3
"""Load-benchmark helper for a running corrchess server (stdlib only): what rating adds
to ending a game.

Creates two verified players through `corrchess admin create`, gets API tokens, then
N times: starts a rated and an unrated game (in turn, so machine drift hits both alike)
and times the resignation of each (POST /api/v1/games/{id}/resign: lock, finish, rating
for the rated one, end-of-game mail, commit). Prints the latencies of both kinds.

Usage: rated_endings.py BASE_URL CORRCHESS_BINARY N
(the binary must see the same DATABASE_URL / DATA_DIR as the server).
"""
import json
import statistics
import sys
import time
import uuid

from setup_and_moves import call, player


def game(base, white, black, black_name, rated):
    challenge = call(base, "POST", "/api/v1/challenges",
                     {"opponent": black_name, "color": "white", "days_per_move": 3, "rated": rated}, white)
    return call(base, "POST", f"/api/v1/challenges/{challenge['id']}/accept", {}, black)["game_id"]


def summary(timings):
    timings = sorted(timings)
    return {"n": len(timings), "p50_ms": round(statistics.median(timings), 2),
            "p95_ms": round(timings[int(len(timings) * 0.95) - 1], 2), "mean_ms": round(statistics.mean(timings), 2)}


def main():
    base, binary, n = sys.argv[1], sys.argv[2], int(sys.argv[3])
    tag = uuid.uuid4().hex[:6]
    white, black = player(base, binary, "w" + tag), player(base, binary, "b" + tag)
    times = {True: [], False: []}
    for _ in range(n):
        for rated in (True, False):
            g = game(base, white, black, "b" + tag, rated)
            started = time.perf_counter()
            call(base, "POST", f"/api/v1/games/{g}/resign", {}, white)
            times[rated].append((time.perf_counter() - started) * 1000)
    print(json.dumps({"rated": summary(times[True]), "unrated": summary(times[False])}))


if __name__ == "__main__":
    main()
