## tournaments
tournaments-new = New tournament
tournaments-open = Open for registration
tournaments-none-open = No tournament is open for registration right now.
tournaments-players = { $min } to { $max } players
tournaments-players-exactly = { $count ->
    [one] 1 player
   *[other] { $count } players
}
tournaments-started-by-organisers = started by the organisers
tournaments-registration-until = registration until { $deadline }
tournaments-running = Running
tournaments-none-running = No tournament is running.
tournaments-done = Finished and cancelled
tournaments-none-done = None yet.
tournament-status = Status:
tournament-started-by-hand = The organisers start it by hand.
tournament-registration-closes = Registration closes { $deadline }; the tournament then starts if at least { $min ->
        [one] one player has
       *[other] { $min } players have
    } joined, and is cancelled otherwise.
tournament-cancelled = This tournament was cancelled.
tournament-rounds = { $rounds ->
    [one] 1 round
   *[other] { $rounds } rounds
}
tournament-all-at-once = all games of all rounds start at once, as usual in correspondence events.
tournament-entry = Entry:
tournament-positions = Start positions:
tournament-positions-drawn = The server draws them with a cryptographic random source when the games are created.
tournament-leave = Leave the tournament
tournament-cannot-join = You cannot join:
tournament-entry-password = Entry password (from the organisers)
tournament-join = Join the tournament
tournament-login-to-join = {" "}to join.
tournament-registered = Registered players
tournament-nobody-joined = Nobody has joined yet.
tournament-standings = Standings
tournament-place = Place
tournament-points = Points
tournament-sb = SB
tournament-wins = Wins
tournament-direct = Direct
tournament-games = Games
tournament-replacing = replacing { $names }
tournament-withdrawn = withdrawn
tournament-results-deleted = , results deleted
tournament-crosstable = Crosstable
tournament-crosstable-key = 1 win, ½ draw, 0 loss, · still running; results in brackets were deleted by a withdrawal.
tournament-advanced = advanced
tournament-advanced-by-rating = (by rating)
tournament-positions-used = Start positions used
tournament-games-heading = Games
tournament-round = Round
tournament-position = Position
tournament-game-status = Status
tournament-group = Group
tournament-group-n = Group { $number }
tournament-adjudication = Adjudication:
tournament-download = Download:
tournament-all-games-pgn = all games (PGN)
tournament-crosstable-csv = crosstable (CSV)
tournament-tiebreaks-order = Tie-breaks in this order:
tournament-bracket = Bracket
tournament-bye = bye
tournament-group-games-on-page = Each group's games are listed on its page (linked above).
tournament-stage-n = Stage { $number }
tournament-the-final = the final
tournament-then-seeding = then the seeding (rating).
tournament-group-n-in-stage = group { $number }
tournament-entry-limited = Too many wrong entry passwords. Try again in { $minutes ->
    [one] a minute
   *[other] { $minutes } minutes
}.
tournament-use-every-game = every game
tournament-use-stage = stage { $stage }
tournament-use-round = round { $round }
tournament-use-pairing = { $a } – { $b }
tournament-use-stage-pairing = stage { $stage }: { $a } – { $b }
tournament-use-game = round { $round }: { $white } – { $black }
tournament-notice-joined = You are registered: the tournament's games are mailed to you when it starts.
tournament-notice-left = You left the tournament.
