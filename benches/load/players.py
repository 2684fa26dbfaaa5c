"""Players, API tokens, browser sessions and played games, made through the real app:
accounts with `corrchess admin create`, tokens with `POST /api/v1/tokens`, sessions
with the login form (CSRF cookie and field), games with a challenge and its acceptance,
moves with `POST /api/v1/games/{id}/moves`.
"""
import random

from http_load import Client

PASSWORD = "benchmark password 960"


class Player:
    """An account with an API token and a logged-in browser session."""

    def __init__(self, name):
        self.name = name
        self.id = None
        self.token = None
        self.cookies = None

    def csrf(self):
        return self.cookies["csrf"]


def create(server, name):
    """A verified account (the admin command), its id and an API token."""
    player = Player(name)
    server.admin("create", "--username", name, "--email", f"{name}@bench.example.org",
                 stdin=PASSWORD + "\n")
    api = Client(server.base)
    doc = api.json("POST", "/api/v1/tokens", {"login": name, "password": PASSWORD, "name": "load"})
    player.token = doc["token"]
    me = Client(server.base, player.token).json("GET", "/api/v1/me")
    player.id = me["id"]
    return player


def log_in(server, player):
    """Logs in through the form, as a browser does; keeps the session and CSRF cookies."""
    browser = Client(server.base)
    status, _, _ = browser.get("/login")
    if status != 200 or "csrf" not in browser.cookies:
        raise RuntimeError(f"GET /login: {status}, cookies {sorted(browser.cookies)}")
    status, _, body = browser.post_form("/login", {
        "login": player.name, "password": PASSWORD, "next": "/", "csrf_token": browser.cookies["csrf"],
    })
    if status != 303 or "session" not in browser.cookies:
        raise RuntimeError(f"POST /login for {player.name}: {status} {body[:200]!r}")
    player.cookies = dict(browser.cookies)


def start_game(server, white, black, start_number):
    """White challenges Black with a fixed start position; Black accepts. The game's id."""
    challenge = Client(server.base, white.token).json("POST", "/api/v1/challenges", {
        "opponent": black.name, "color": "white", "days_per_move": 3,
        "start_number": start_number, "rated": False,
    })
    accepted = Client(server.base, black.token).json(
        "POST", f"/api/v1/challenges/{challenge['id']}/accept", {})
    return accepted["game_id"]


class Line:
    """A sequence of legal moves from one start position, as the server answered them:
    per ply the UCI and SAN of the move and the FEN after it."""

    def __init__(self, start_number, initial_fen):
        self.start_number = start_number
        self.initial_fen = initial_fen
        self.uci, self.san, self.fen = [], [], []

    def __len__(self):
        return len(self.uci)


def play_line(server, white, black, start_number, plies, seed):
    """Plays a new game through the API with moves drawn at random (never a mate) and
    returns its line, without the move that ended it if one did."""
    game_id = start_game(server, white, black, start_number)
    clients = [Client(server.base, white.token), Client(server.base, black.token)]
    state = clients[0].json("GET", f"/api/v1/games/{game_id}")
    line = Line(start_number, state["initial_fen"])
    rng = random.Random(seed)
    for ply in range(plies):
        choices = [m for m in state["legal_moves"] if "#" not in m["san"]] or state["legal_moves"]
        move = rng.choice(choices)
        answer = clients[ply % 2].json("POST", f"/api/v1/games/{game_id}/moves",
                                       {"move": move["uci"], "ply": ply})
        state = answer["game"]
        if state["status"] != "running":
            break
        line.uci.append(answer["move"]["uci"])
        line.san.append(answer["move"]["san"])
        line.fen.append(state["fen"])
    return line


def replay_line(server, white, black, line, plies):
    """A new game with the first `plies` moves of `line`, played through the API."""
    game_id = start_game(server, white, black, line.start_number)
    clients = [Client(server.base, white.token), Client(server.base, black.token)]
    for ply in range(plies):
        clients[ply % 2].json("POST", f"/api/v1/games/{game_id}/moves",
                              {"move": line.uci[ply], "ply": ply})
    return game_id

