## The 960 start positions, one position, the dice.

positions-title = All 960 start positions
positions-intro = Every Chess960 start position with its number and its back rank from the a-file to the h-file (K king, Q queen, R rook, B bishop, N knight). Number 518 is the classical setup.
positions-draw-random = Draw one at random
positions-with-die = with a die
positions-filter-label = Filter the positions
positions-king-on = King on
positions-any-file = any file
positions-a-file = a-file piece
positions-h-file = h-file piece
positions-any-piece = any piece
positions-show = Show
positions-show-all = Show all
positions-all-960 = All 960 positions.
positions-match = { $count ->
    [one] 1 of 960 positions matches.
   *[other] { $count } of 960 positions match.
}
positions-classical = classical
positions-error-king = The king starts on one of the files b to g.
positions-error-a-file = The a-file holds a rook, knight, bishop or queen.
positions-error-h-file = The h-file holds a rook, knight, bishop or queen.
position-drawn = Drawn at random from all 960 start positions.
position-classical-setup = the classical setup
position-number-label = Number
position-back-rank = Back rank, a to h
position-link = Link to this position
position-letters = Letters: K king, Q queen, R rook, B bishop, N knight. Black's pieces mirror White's on rank 8.
position-play = Play this position
position-login-to-play = Log in to play this position
position-draw-again = Draw again
position-draw-random = Draw a random position
position-neighbours = Neighbouring positions
position-all-960 = All 960
position-prefer-dice = Prefer dice?
position-dice-link = Draw a position with a die
position-step-by-step = , step by step. How castling works from here:

## The rules page.

rules-lead = Chess960, also called Fischer Random chess, is ordinary chess with the pieces behind the pawns shuffled before the game. Only two things change: the start position, and where castling takes king and rook. Everything else (how the pieces move, check, mate, draws) is the same as in classical chess.
rules-on-this-page = On this page
rules-start-position = The start position
rules-castling = Castling
rules-cases = The four castling cases
rules-entering = Entering moves here
rules-start-intro = The pawns stand on the second and seventh ranks as usual. White's eight pieces are placed on the first rank in a random order that follows two rules:
rules-start-bishops = The two bishops stand on squares of different colours, one light and one dark.
rules-start-king = The king stands somewhere between the two rooks, so castling is possible to either side.
rules-start-black = Black's pieces copy White's: every black piece stands on the same file as its white counterpart, on the eighth rank. The position is the same for both players, just seen from the other side of the board.
rules-why-960 = Why there are 960
rules-count-intro = Place the pieces one kind at a time and count the choices:
rules-count-dark-bishop = the dark-squared bishop: 4 squares (a1, c1, e1 or g1);
rules-count-light-bishop = the light-squared bishop: 4 squares (b1, d1, f1 or h1);
rules-count-queen = the queen: any of the 6 squares still empty;
rules-count-knights = the two knights: 2 of the 5 squares still empty, which can be done in 10 ways;
rules-count-rest = rook, king, rook: the 3 squares left, in that order, so only 1 way.
rules-count-result = That makes 4 × 4 × 6 × 10 = 960 start positions. They are numbered 0 to 959 (the numbering of Reinhard Scharnagl); number 518 is the setup of classical chess.
rules-browse-all = Browse all 960
rules-draw-random = draw one at random
rules-draw-die = draw one with a die
rules-as-a-club = {" "}as a club would.
rules-server-draws = Here every game starts from a position the server draws when the game begins, unless the challenge names a number.
rules-castling-intro = Each player may castle once per game, with the rook on either side of the king. Wherever king and rook started, after castling they stand exactly where they would after castling in classical chess:
rules-written = Written
rules-king-ends = King ends on
rules-rook-ends = Rook ends on
rules-kingside = kingside, with the rook towards the h-file
rules-queenside = queenside, with the rook towards the a-file
rules-when-allowed = When castling is allowed
rules-allowed-unmoved = Neither the king nor the rook it castles with has moved yet in this game.
rules-allowed-no-check = The king is not in check.
rules-allowed-not-attacked = No square the king passes over or lands on is attacked by an enemy piece.
rules-allowed-empty = Every square between the king's start and end squares, and between the rook's start and end squares, is empty, except for the king and that rook themselves.
rules-odd-cases = Because king and rook may start almost anywhere, one of them may already stand on its end square, or the two may even have to trade places. The same rules still apply; a castling in which only one piece moves still uses up both castling rights.
rules-cases-intro = Each example below was played by this server's rules engine from the position shown, so the "after" board is exactly what you get when you enter the same move. The squares king and rook used are highlighted. Only kings, rooks and pawns are shown so the paths are easy to see.
rules-before = Before
rules-after = After
rules-enter-it-as = Enter it here as
rules-king-onto-rook = king onto rook
rules-server-reports = The server reports:
rules-fen-before-after = FEN before and after
rules-entering-short = Type moves in the usual short notation
rules-entering-squares = or as from and to squares
rules-entering-castle = To castle, type O-O or O-O-O (zeros work too), or move the king onto the rook it castles with, for example
rules-entering-classical = In the classical setup e1g1 and e1c1 also work. If a castling is not allowed, the server says why.

## The dice page.
dice-title = Draw a start position with a die
dice-intro = No computer at the club? One ordinary die is enough (Hans Bodlaender's method). Roll five times; a roll that is too high for its step is simply rolled again. Every one of the 960 positions comes out with the same chance.
dice-piece = { $step ->
    [dark_bishop] the bishop on a dark square
    [light_bishop] the bishop on a light square
    [queen] the queen
    [knight] the first knight
   *[second_knight] the second knight
}
dice-instruction = { $step ->
    [dark_bishop] The bishop on a dark square: 1 = a1, 2 = c1, 3 = e1, 4 = g1; roll again on 5 or 6.
    [light_bishop] The bishop on a light square: 1 = b1, 2 = d1, 3 = f1, 4 = h1; roll again on 5 or 6.
    [queen] The queen: count the 6 empty squares from the left.
    [knight] The first knight: count the 5 empty squares from the left; roll again on 6.
   *[second_knight] The second knight: count the 4 empty squares from the left; roll again on 5 or 6.
}
dice-rook-king-rook-step = On the three squares left, put rook, king, rook in that order, so the king stands between the rooks.
dice-black-step = Black sets up the same pieces on rank 8, and the pawns stand on ranks 2 and 7 as usual.
dice-your-rolls = Your rolls
dice-server-draw = A draw by the server's die
dice-step = Step
dice-rolls = Rolls
dice-square = Square
dice-rank-so-far = Back rank so far
dice-rolled-again = rolled again
dice-rook-king-rook = rook, king, rook
dice-no-roll = (no roll)
dice-rook-king-rook-squares = rook { $rook }, king { $king }, rook { $other_rook }
dice-result = This is
dice-start-position = start position { $number }
dice-roll-again = Roll again
dice-own-heading = Look up your own rolls
dice-own-intro = Enter the roll that counted at each step (not the ones you rolled again).
dice-field = { $step ->
    [dark_bishop] The bishop on a dark square
    [light_bishop] The bishop on a light square
    [queen] The queen
    [knight] The first knight
   *[second_knight] The second knight
} (1 to { $faces })
dice-show = Show the position
dice-roll-range = { $step ->
    [dark_bishop] For the bishop on a dark square
    [light_bishop] For the bishop on a light square
    [queen] For the queen
    [knight] For the first knight
   *[second_knight] For the second knight
} the roll that counts is 1 to { $faces }
rules-case-both-move = King and rook both move
rules-case-swap = King and rook swap squares
rules-case-only-king = Only the king moves
rules-case-only-rook = Only the rook moves
rules-case-both-move-note = The king goes from d1 to g1 and the rook from h1 to f1, just as in classical chess (start position 518) the king goes from e1.
rules-case-swap-note = The king stands on f1 and the rook on g1: after castling the king is on g1 and the rook on f1. On a real board, take the king off first, move the rook, then set the king down.
rules-case-only-king-note = The rook already stands on d1, so queenside castling moves only the king, from e1 over the rook to c1. The king's path (d1, c1) must be free of other pieces and not attacked.
rules-case-only-rook-note = The king already stands on c1, so queenside castling moves only the rook, from a1 to d1. It still counts as castling: the king may not be in check, and afterwards neither side can castle again.
positions-no-such = There is no such start position. Chess960 start positions are numbered 0 to 959.
positions-file-name = { $file }-file
