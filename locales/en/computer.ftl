## The computer analysis of finished games (the game page's section, its refusals) and
## what each start position yields (position pages, the table of all 960, profiles).

computer-heading = Computer analysis
computer-request = Request computer analysis
computer-request-hint = The engine judges every position of this finished game.
computer-refused-running = A game is analysed by the computer only once it has finished: an engine's help during a game would be unfair play.
computer-refused-off = The computer analysis is off on this server: it has no engine.
computer-refused-aborted = An aborted game has nothing to analyse.
computer-refused-retry = The analysis of this game failed a short while ago. It can be asked for again { $minutes ->
    [one] one minute
   *[other] { $minutes } minutes
} after the failure.
computer-refused-broken = The engine cannot replay this game's moves, so asking again would not help.
computer-refused-too-many = You have { $max ->
    [one] one analysis
   *[other] { $max } analyses
} waiting or running already: ask for this one when one of them has finished.
computer-queued = Waiting for the engine: { $done } of { $total } positions analysed.
computer-running = Analysing, { $done } of { $total } positions.
computer-failed = The analysis failed: { $reason }. It is tried again later.
computer-reason-start = the engine could not be started
computer-reason-crashed = the engine crashed
computer-reason-timeout = the engine took too long for a position
computer-reason-garbage = the engine answered something that is not a chess engine's answer
computer-reason-game = the game's moves could not be replayed
computer-graph-label = Evaluation graph: White's winning chances after each move
computer-graph-caption = White's winning chances after each move (top: White wins, bottom: Black wins). Each point leads to its position.
computer-graph-point = After { $move }: { $eval }
computer-accuracy = Accuracy
computer-marked-moves = Marked moves
computer-mark-inaccuracy = inaccuracy
computer-mark-mistake = mistake
computer-mark-blunder = blunder
computer-best-was = the engine preferred { $best }
computer-no-marks = No move lost 10 points or more of its player's winning chances.

stats-heading = Results from this position
stats-none = No game from this position has finished here yet.
stats-games = Games played
stats-white-wins = White wins
stats-draws = Draws
stats-black-wins = Black wins
stats-average-length = Average length
stats-average-length-value = { $moves } moves
stats-average-rating = Average rating
stats-latest = Latest games
stats-bar-label = White wins { $white } %, draws { $draws } %, Black wins { $black } %
stats-all-link = Results of all 960 positions
stats-table-heading = Results of the start positions
stats-table-intro = Every start position with finished games here. Sort by a column's heading.
stats-position = Position
stats-rated-only = Rated games only
stats-min-games = At least this many games
stats-min-error = Type a whole number of games, such as 5.
stats-filter = Show
stats-table-none = No position has as many finished games yet.
stats-profile-heading = Start positions
stats-profile-best-white = Best positions as White
stats-profile-worst-white = Worst positions as White
stats-profile-best-black = Best positions as Black
stats-profile-worst-black = Worst positions as Black
stats-profile-record = { $games ->
        [one] { $games } game
       *[other] { $games } games
    }, +{ $wins } ={ $draws } −{ $losses } ({ $score } %)

## Issue 45: the graph's legend, the evaluations table, the engine beside the board.
computer-done = Analysis complete: { $total } positions judged by the engine.
computer-legend = Legend of the graph
computer-legend-white = White's winning chances
computer-legend-black = Black's winning chances
computer-legend-point = a move (leads to its position)
computer-evals-heading = Evaluation after each move
computer-col-move = Move
computer-col-eval = Evaluation
computer-col-best = Engine preferred
computer-engine-heading = Engine on this position
computer-engine-eval = Evaluation
computer-engine-best = Engine's move
computer-engine-no-move = none, the game is over
computer-engine-mated = checkmate
computer-engine-note = From White's side: + is good for White, # counts the moves to mate.
computer-engine-more = The whole analysis
