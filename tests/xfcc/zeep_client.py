"""An independent Xfcc client: reads corrchess's WSDL with zeep and calls both
operations through it (tests/it/xfcc.rs runs it).

Usage: zeep_client.py WSDL_URL ADDRESS USERNAME PASSWORD GAME_ID MOVE
Prints one JSON object: the game as GetMyGames gave it before and after the move,
and MakeAMove's result.
"""

import json
import sys

import zeep

NS = "http://www.bennedik.com/webservices/XfccBasic"


def game_of(games, game_id):
    # zeep gives the ArrayOfXfccGame as an object holding the list (or None when empty).
    games = getattr(games, "XfccGame", games) or []
    for g in games:
        if g.id == game_id:
            return {
                "id": g.id,
                "white": g.white,
                "black": g.black,
                "myTurn": g.myTurn,
                "hasWhite": g.hasWhite,
                "moves": g.moves or "",
                "result": g.result,
                "setup": g.setup,
                "fen": g.fen,
                "variant": g.variant,
                "daysPlayer": g.daysPlayer,
            }
    return None


def main():
    wsdl, address, username, password, game_id, move = sys.argv[1:7]
    game_id = int(game_id)
    client = zeep.Client(wsdl)
    service = client.create_service("{%s}XfccBasicSoap" % NS, address)
    before = game_of(service.GetMyGames(username=username, password=password), game_id)
    result = service.MakeAMove(
        username=username,
        password=password,
        gameId=game_id,
        resign=False,
        acceptDraw=False,
        movecount=1,
        myMove=move,
        offerDraw=False,
        claimDraw=False,
        myMessage="",
    )
    after = game_of(service.GetMyGames(username=username, password=password), game_id)
    soap12 = client.create_service("{%s}XfccBasicSoap12" % NS, address)
    again = soap12.MakeAMove(
        username=username,
        password=password,
        gameId=game_id,
        resign=False,
        acceptDraw=False,
        movecount=1,
        myMove=move,
        offerDraw=False,
        claimDraw=False,
        myMessage="",
    )
    print(json.dumps({"before": before, "result": result, "after": after, "again": again}))


if __name__ == "__main__":
    main()
