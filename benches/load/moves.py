"""Move clients: each owns its games (one White and one Black player, both its own) and
plays them in turn along the seeded lines, so every move is legal and no two clients
ever wait on the same game. The same games serve the API and the form phases; each
game's ply is kept here, and a refused move takes the game out of play (counted).
"""
from http_load import Client


class OwnedGames:
    """One client's games: [game id, line index, ply] each, played round robin."""

    def __init__(self, games, lines):
        self.games = [[gid, line, 0] for gid, line in games]
        self.lines = lines
        self.next = 0
        self.refused = []

    def take(self):
        """The next game with a move left on its line, or None when all are played out."""
        for _ in range(len(self.games)):
            game = self.games[self.next]
            self.next = (self.next + 1) % len(self.games)
            if game[2] < len(self.lines[game[1]]):
                return game
        return None

    def refuse(self, game, status, body):
        self.refused.append((game[0], game[2], status, body[:200]))
        game[2] = len(self.lines[game[1]])

    def played(self):
        return sum(g[2] for g in self.games)


def api_step(base, white, black, owned):
    """One move over the JSON API per call (201 expected)."""
    clients = [Client(base, white.token), Client(base, black.token)]

    def step():
        game = owned.take()
        if game is None:
            return None
        gid, line, ply = game
        uci = owned.lines[line].uci[ply]
        status, _, body = clients[ply % 2].post_json(f"/api/v1/games/{gid}/moves", {"move": uci, "ply": ply})
        if status != 201:
            owned.refuse(game, status, body)
            return False
        game[2] = ply + 1
        return True

    return step


def form_step(base, white, black, owned):
    """One move through the game page's form per call (a logged-in browser for each
    player, CSRF token in the field; 303 expected). The move is typed in SAN."""
    browsers = []
    for player in (white, black):
        browser = Client(base)
        browser.cookies = dict(player.cookies)
        browsers.append(browser)

    def step():
        game = owned.take()
        if game is None:
            return None
        gid, line, ply = game
        browser = browsers[ply % 2]
        fields = {"move": owned.lines[line].san[ply], "ply": str(ply),
                  "csrf_token": browser.cookies["csrf"]}
        status, _, body = browser.post_form(f"/games/{gid}/move", fields)
        if status != 303:
            owned.refuse(game, status, body)
            return False
        game[2] = ply + 1
        return True

    return step


def refusals(all_owned):
    """Every refused move so far (game, ply, status, start of the answer)."""
    found = []
    for owned in all_owned:
        found.extend(owned.refused)
    return found

