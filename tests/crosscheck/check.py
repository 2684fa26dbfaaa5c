#!/usr/bin/env python3
"""Cross-checks corrchess's Chess960 rules against python-chess.

Usage: check.py INPUT.json

INPUT is written by tests/it/crosscheck.rs:

  {"games": [...], "server_games": [...]}   (either key may be missing)

A corpus game carries the start number, the initial FEN, per ply the FEN
before, our sorted legal moves (UCI, castling king-onto-rook), the move played
(UCI, SAN), the FEN after, check, the outcome and the claimable draw, and the
PGN we export. A server game carries the PGN downloaded from the server and the
FEN and moves its JSON API reports.

python-chess (chess960=True) rebuilds every position twice: from our FEN alone
(legal moves, SAN, FEN after, check) and by replaying the game from its start
(outcome and draw claims, which need the history). Then it reads our PGN with
chess.pgn.read_game and replays its mainline.

Notation: both sides write X-FEN castling (KQkq when the castling rook is the
outermost rook on its side, else its file letter) and an en-passant square only
when an en-passant capture is legal (python-chess's en_passant="legal"), so
FENs are compared whole.

Known differences in meaning, handled here:
 * Precedence when several rules end the game at once: we report checkmate,
   stalemate, dead position, fivefold, 75 moves in that order; python-chess's
   outcome() puts insufficient material before stalemate and the 75-move rule
   before fivefold. We therefore compare each rule's predicate and derive the
   expected termination with our precedence.
 * Claims: python-chess's can_claim_threefold_repetition() also counts a
   repetition the player could reach with their next move, and
   can_claim_fifty_moves() a move that reaches the 50th; we only offer a claim
   for the current position (the player makes the move, then claims). So we
   compare with is_repetition(3) and is_fifty_moves().

Prints a diff of the first mismatches and exits 1 if there is any.
"""

import io
import json
import sys

import chess
import chess.pgn

MAX_SHOWN = 15


class Mismatches:
    def __init__(self):
        self.count = 0
        self.shown = 0

    def add(self, where, what, ours, theirs, context=None):
        self.count += 1
        if self.shown >= MAX_SHOWN:
            return
        self.shown += 1
        print(f"MISMATCH {where}: {what}")
        print(f"    corrchess:    {ours!r}")
        print(f"    python-chess: {theirs!r}")
        if context:
            for line in context:
                print(f"    {line}")


def fen_diff(ours, theirs):
    names = ["placement", "side to move", "castling", "en passant", "halfmove clock", "fullmove number"]
    a, b = ours.split(), theirs.split()
    out = []
    for i, name in enumerate(names):
        x = a[i] if i < len(a) else None
        y = b[i] if i < len(b) else None
        if x != y:
            out.append(f"FEN field {name}: ours {x!r}, python-chess {y!r}")
    return out


TERMINATIONS = {
    "checkmate": lambda b: b.is_checkmate(),
    "stalemate": lambda b: b.is_stalemate(),
    "insufficient_material": lambda b: b.is_insufficient_material(),
    "fivefold_repetition": lambda b: b.is_fivefold_repetition(),
    "seventy_five_moves": lambda b: b.is_seventyfive_moves(),
}


def expected_outcome(board):
    """The end by rule with our precedence (see the module docstring)."""
    for name, rule in TERMINATIONS.items():
        if rule(board):
            if name == "checkmate":
                result = "0-1" if board.turn == chess.WHITE else "1-0"
            else:
                result = "1/2-1/2"
            return {"result": result, "termination": name}
    return None


def expected_claim(board):
    if expected_outcome(board) is not None:
        return None
    if board.is_repetition(3):
        return "threefold_repetition"
    if board.is_fifty_moves():
        return "fifty_moves"
    return None


def check_pgn(where, pgn_text, initial_fen, final_fen, ucis, sans, result, start_number, bad):
    """Reads our PGN with python-chess and replays its mainline."""
    game = chess.pgn.read_game(io.StringIO(pgn_text))
    if game is None:
        bad.add(where, "PGN not readable", pgn_text, None)
        return
    if game.errors:
        bad.add(where, "PGN parse errors", pgn_text, [str(e) for e in game.errors])
    h = game.headers
    for tag, want in [("Variant", "Chess960"), ("SetUp", "1"), ("FEN", initial_fen), ("Result", result)]:
        if h.get(tag) != want:
            bad.add(where, f"PGN tag {tag}", want, h.get(tag))
    board = game.board()
    if not board.chess960:
        bad.add(where, "PGN board is not Chess960 for python-chess", True, board.chess960)
    if board.fen() != initial_fen:
        bad.add(where, "PGN start FEN", initial_fen, board.fen(), fen_diff(initial_fen, board.fen()))
    if start_number is None:
        if "StartNumber" in h:
            bad.add(where, "PGN tag StartNumber for a game from a FEN", None, h["StartNumber"])
    else:
        if h.get("StartNumber") != str(start_number):
            bad.add(where, "PGN tag StartNumber", str(start_number), h.get("StartNumber"))
        if board.chess960_pos() != start_number:
            bad.add(where, "start number of the PGN's FEN", start_number, board.chess960_pos())
    mainline = list(game.mainline_moves())
    if len(mainline) != len(ucis):
        bad.add(where, "number of PGN moves", len(ucis), len(mainline))
    for i, move in enumerate(mainline):
        san = board.san(move)
        uci = board.uci(move)
        if i < len(ucis) and (uci, san) != (ucis[i], sans[i]):
            bad.add(f"{where} PGN ply {i + 1}", "move (UCI, SAN)", (ucis[i], sans[i]), (uci, san),
                    [f"FEN before: {board.fen()}"])
        board.push(move)
    if board.fen() != final_fen:
        bad.add(where, "final FEN after replaying the PGN", final_fen, board.fen(),
                fen_diff(final_fen, board.fen()))
    if result != "*":
        outcome = expected_outcome(board)
        if outcome is not None and outcome["result"] != result:
            bad.add(where, "PGN Result against the final position", result, outcome)


def check_game(n, g, bad):
    start = g["start_number"]
    origin = f"start {start}" if start is not None else f"FEN {g['initial_fen']}"
    where = f"game {n} ({origin}, {g['style']})"
    if start is not None:
        start_board = chess.Board.from_chess960_pos(start)
        if start_board.fen() != g["initial_fen"]:
            bad.add(where, "initial FEN of the start number", g["initial_fen"], start_board.fen(),
                    fen_diff(g["initial_fen"], start_board.fen()))
    replay = chess.Board(g["initial_fen"], chess960=True)
    if replay.fen() != g["initial_fen"]:
        bad.add(where, "initial FEN read and written", g["initial_fen"], replay.fen(),
                fen_diff(g["initial_fen"], replay.fen()))
    for i, p in enumerate(g["plies"]):
        at = f"{where} ply {i + 1}"
        ctx = [f"FEN before: {p['fen']}", f"move: {p['uci']} {p['san']}"]
        if replay.fen() != p["fen"]:
            bad.add(at, "FEN before the move (replayed)", p["fen"], replay.fen(), fen_diff(p["fen"], replay.fen()))
        try:
            board = chess.Board(p["fen"], chess960=True)
        except ValueError as e:
            bad.add(at, "python-chess cannot read our FEN", p["fen"], str(e))
            return
        status = board.status()
        if status != chess.STATUS_VALID:
            bad.add(at, "our FEN is not a valid position for python-chess", p["fen"], repr(status))
        legal = sorted(board.uci(m) for m in board.legal_moves)
        if legal != p["legal"]:
            ours, theirs = set(p["legal"]), set(legal)
            bad.add(at, "legal moves", sorted(ours - theirs), sorted(theirs - ours),
                    ["(only in ours / only in python-chess)"] + ctx)
        try:
            move = board.parse_uci(p["uci"])
        except ValueError as e:
            bad.add(at, "our move is not legal for python-chess", p["uci"], str(e), ctx)
            return
        san = board.san(move)
        if san != p["san"]:
            bad.add(at, "SAN", p["san"], san, ctx)
        board.push(move)
        if board.fen() != p["fen_after"]:
            bad.add(at, "FEN after the move", p["fen_after"], board.fen(), fen_diff(p["fen_after"], board.fen()) + ctx)
        if board.is_check() != p["check"]:
            bad.add(at, "check", p["check"], board.is_check(), ctx)
        replay.push(replay.parse_uci(p["uci"]))
        outcome = expected_outcome(replay)
        if outcome != p["outcome"]:
            bad.add(at, "outcome", p["outcome"], outcome, ctx + [f"FEN after: {p['fen_after']}"])
        claim = expected_claim(replay)
        if claim != p["claim"]:
            bad.add(at, "claimable draw", p["claim"], claim, ctx + [f"FEN after: {p['fen_after']}"])
    if replay.fen() != g["final_fen"]:
        bad.add(where, "final FEN", g["final_fen"], replay.fen(), fen_diff(g["final_fen"], replay.fen()))
    if expected_outcome(replay) != g["outcome"]:
        bad.add(where, "final outcome", g["outcome"], expected_outcome(replay))
    result = g["outcome"]["result"] if g["outcome"] else "*"
    check_pgn(where, g["pgn"], g["initial_fen"], g["final_fen"],
              [p["uci"] for p in g["plies"]], [p["san"] for p in g["plies"]],
              result, start, bad)


def check_server_game(n, g, bad):
    where = f"server game {n} (id {g['id']})"
    check_pgn(where, g["pgn"], g["initial_fen"], g["fen"], g["ucis"], g["sans"],
              g["result"], g.get("start_number"), bad)


def main():
    with open(sys.argv[1], encoding="utf-8") as f:
        data = json.load(f)
    bad = Mismatches()
    games = data.get("games", [])
    server_games = data.get("server_games", [])
    for n, g in enumerate(games):
        check_game(n, g, bad)
    for n, g in enumerate(server_games):
        check_server_game(n, g, bad)
    plies = sum(len(g["plies"]) for g in games)
    fens = [p["fen_after"].split() for g in games for p in g["plies"]]
    file_letters = sum(1 for f in fens if f[2].strip("KQkq-"))
    en_passant = sum(1 for f in fens if f[3] != "-")
    summary = (f"python-chess {chess.__version__}: {len(games)} games ({plies} plies; "
               f"FENs with castling file letters {file_letters}, with en passant {en_passant}), "
               f"{len(server_games)} server games")
    if bad.count:
        if bad.count > bad.shown:
            print(f"... and {bad.count - bad.shown} more")
        print(f"{summary}: {bad.count} mismatches")
        sys.exit(1)
    print(f"{summary}: all agree")


if __name__ == "__main__":
    main()
