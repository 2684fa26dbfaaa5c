#!/usr/bin/env python3
"""Load-benchmark helper for a running corrchess server (stdlib only).

Creates two verified players through the `corrchess admin create` command, gets API
tokens, starts a game, and plays N half-moves through POST /api/v1/games/{id}/moves,
timing each request (the whole move path: lock, replay, validate, store, queue mail).
Prints the latencies and the game id, which the wrk runs in docs/BENCHMARKS.md then use.

Usage: setup_and_moves.py BASE_URL CORRCHESS_BINARY PLIES
(the binary must see the same DATABASE_URL / DATA_DIR as the server).
"""
import json
import statistics
import subprocess
import sys
import time
import urllib.request
import uuid


def call(base, method, path, body=None, token=None):
    data = None if body is None else json.dumps(body).encode()
    req = urllib.request.Request(base + path, data=data, method=method)
    req.add_header("Content-Type", "application/json")
    if token:
        req.add_header("Authorization", "Bearer " + token)
    with urllib.request.urlopen(req) as res:
        return json.loads(res.read() or b"null")


def player(base, binary, name):
    password = "benchmark password " + name
    email = name + "@example.org"
    subprocess.run([binary, "admin", "create", "--username", name, "--email", email],
                   input=(password + "\n").encode(), check=True, capture_output=True)
    return call(base, "POST", "/api/v1/tokens", {"login": name, "password": password, "name": "bench"})["token"]


def main():
    base, binary, plies = sys.argv[1], sys.argv[2], int(sys.argv[3])
    tag = uuid.uuid4().hex[:6]
    white, black = player(base, binary, "w" + tag), player(base, binary, "b" + tag)
    challenge = call(base, "POST", "/api/v1/challenges",
                     {"opponent": "b" + tag, "color": "white", "days_per_move": 3, "start_number": 518, "rated": False}, white)
    game = call(base, "POST", f"/api/v1/challenges/{challenge['id']}/accept", {}, black)["game_id"]
    timings = []
    tokens = [white, black]
    for ply in range(plies):
        state = call(base, "GET", f"/api/v1/games/{game}", token=tokens[ply % 2])
        if state["status"] != "running":
            break
        # A deterministic spread over the legal moves, so games run long.
        legal = state["legal_moves"]
        move = legal[(ply * 7) % len(legal)]["uci"]
        started = time.perf_counter()
        call(base, "POST", f"/api/v1/games/{game}/moves", {"move": move, "ply": ply}, tokens[ply % 2])
        timings.append((time.perf_counter() - started) * 1000)
    timings.sort()
    print(json.dumps({
        "game_id": game,
        "token": white,
        "moves": len(timings),
        "p50_ms": round(statistics.median(timings), 2),
        "p95_ms": round(timings[int(len(timings) * 0.95) - 1], 2),
        "max_ms": round(timings[-1], 2),
    }))


if __name__ == "__main__":
    main()
