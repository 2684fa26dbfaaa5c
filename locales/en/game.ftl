## The game page.

game-heading = Game { $id }:
game-white-small = white
game-black-small = black
game-versus = vs
game-next-waiting = Next game waiting for you:
game-next-link = game { $id } against { $opponent }
game-next-deadline = , your deadline { $deadline }
game-status-label = Status
game-your-move = Your move
game-on-move = { $name } to move
game-deadline = Deadline:
game-rating-changes = Rating changes:
game-draw-offer-label = Draw offer
game-opponent-offers-draw = Your opponent offers a draw.
game-accept-draw = Accept the draw
game-decline-draw = Decline
game-my-draw-offer = Your draw offer stands until your opponent answers or moves.
game-adjudicated = Adjudicated by the organisers:
game-board-label = Board
game-replay-label = Step through the game
game-first = First
game-previous = Previous
game-next = Next
game-last = Last
game-current-position = Current position
game-after-move = After { $move }
game-earlier-position = This is an earlier position.
game-back-to-current = Back to the current position
game-to-make-your-move = {" "}to make your move
game-move-section-label = Your move and actions
game-promote-to = Promote to:
game-play = Play
fair-play-legend = Fair play
fair-play-choice-site = the site's rule
fair-play-choice-no-engines = no help from engines or tablebases during the games (as lichess)
fair-play-choice-engines = engines and tablebases allowed (as ICCF)
fair-play-no-engines = no help from engines or tablebases during the game; the computer analysis comes once it has ended
fair-play-engines = engines and tablebases may be used during the game, as in ICCF
fair-play-by-site = the site's rule
fair-play-by-tournament = this tournament's rule
fair-play-line = Fair play: { $rule } ({ $whose }).
game-castle-instead = Castle instead
game-type-like = Type it like
game-type-castle = , or castle by moving the king onto its rook (e.g.
game-board-castle = On the board, castle by moving the king to its castling square or onto the rook.
game-castling-link = How castling works in Chess960
game-all-legal-moves = { $count ->
    [one] The only legal move
   *[other] All { $count } legal moves
}
game-message-optional = Message to your opponent (optional)
game-offer-draw-with-move = Offer a draw with this move
game-play-move = Play the move
game-you-entered = You entered:
game-actions = Actions
game-offer-draw = Offer a draw
game-claim-draw = Claim a draw
game-abort-tick = Abort
game-abort = Abort the game
game-resign-tick = I resign
game-resign = Resign
game-moves = Moves
game-no-moves = No moves yet.
game-times-in = Times in { $zone }
game-change = change
game-number-short = No.
game-download-pgn = Download PGN
game-record-link = Verifiable record
game-record-head = entry { $seq }, { $hash }…
game-record-receipt = Record: { $head }
game-record-broken = This game's record is broken at entry { $entry }: the game's stored history no longer matches what was recorded.
game-rematch = Rematch
game-rematch-hint = the same terms and position, colours swapped
game-about = About this game
game-round-of = Round { $round } of
game-start-position = Start position
position-number = No. { $number }
game-no-vacation = no vacation
game-rated = rated
game-unrated = unrated
game-messages = Messages
game-no-messages = No messages yet; only the two of you see them.
game-write-to-opponent = Write to your opponent
game-send-message = Send the message
game-board-title = Position after { $ply ->
        [one] { $ply } half-move
       *[other] { $ply } half-moves
    }, seen from { $side }
game-running = The game is running.
game-aborted-no-result = The game was aborted; it has no result.
game-result = Result { $result }: { $how }.
game-last-move = Last move: { $move }
game-last-move-castling = Last move: { $move } (castling: { $castling })
span-minutes = { $minutes } min
span-hours = { $hours } h { $minutes } min
span-days = { $days } d { $hours } h
time-is-up = time is up
time-left = { $span } left
clock-on-move = on move, { $span } left
clock-next-move = { $span } for the next move
vacation-until = on vacation until { $end }
vacation-until-clock-runs = on vacation until { $end } (this game forbids vacation: the clock runs)
game-notice-played = Your move { $move } was played.
game-notice-already = That move was already recorded (the form was sent twice).
game-notice-declined = You declined the draw offer.
game-notice-resigned = You resigned.
game-notice-aborted = The game is aborted.
game-notice-message = Your message is sent.
game-with-move = with { $move }

## My games.

games-game = Game { $id }
games-against = against
games-you-play = you play { $color }
games-you-played = you played { $color }
games-deadline = deadline { $deadline }
games-their-deadline = their deadline { $deadline }
games-waiting = Waiting for the opponent
games-none = None.
games-finished = Finished
games-filter-all = all
games-filter-won = won
games-filter-lost = lost
games-filter-drawn = drawn
games-filter-aborted = aborted
games-filter = Filter
games-no-finished = No finished games.
games-no-finished-result = No finished games with this result.
games-outcome = { $outcome }
games-page-label = Finished games, page { $page }
games-newer = Newer games
games-page = Page { $page }
games-older = Older games

## The grid of mini-boards on "my games" and the home page.

grid-heading = Your games at a glance
grid-heading-on-move = Games waiting for your move
grid-their-move = Their move
grid-empty = No running games yet: offer a game or take up an open challenge.
grid-tournament-round = { $name }, round { $round }

game-report = Report

## A message to a player who blocks its author.

game-message-refused = { $name } takes no messages from you; leave the message empty.
game-notice-drawn = The game is drawn.
game-notice-draw-accepted = You accepted the draw offer: the game is drawn.
game-notice-draw-claimed = You claimed the draw: the game is drawn.
game-notice-line-saved = Your conditional line is saved.
game-notice-line-deleted = The conditional line is deleted.
game-notice-note-saved = Your note is saved.
clock-period = { $days ->
    [one] 1 day
   *[other] { $days } days
} left for { $moves ->
    [one] 1 move
   *[other] { $moves } moves
} (to move { $to })
time-left-silence = { $span } left: the silence rule ({ $days ->
        [one] { $days } day
       *[other] { $days } days
    } without a move) ends this turn before the clock does
game-give-time-label = Days to give your opponent (1 to 7, once per move):
game-give-time = Give more time
game-notice-time-given = Your opponent has more time now, and was told by mail.
clock-forecast = At the pace of { $name } ({ $pace } per move over the last { $count ->
    [one] move
   *[other] { $count } moves
}) move { $to } is reached on { $reached }; the time control allows until { $allowed }.
clock-forecast-loses = Warning: at this pace the time runs out before move { $to }.
push-prompt-text = Get a notification when it is your move: this phone or browser can tell you, also with move mails turned off.
push-prompt-on = Turn on notifications
push-prompt-dismiss = No, thanks
push-prompt-busy = Subscribing…
push-prompt-done = Done: this browser will tell you when it is your move.
push-prompt-refused = The browser refused notifications for this site. You can allow them in its site settings.
push-prompt-unsupported = This browser cannot receive push notifications.
push-prompt-failed = Turning on notifications did not work. Please try again.
