## Tournament stages and knockouts: their page sections and their mails, and the refusals of tournament and challenge fields.

## A tournament's state, and a stage's
stages-status-registration = open for registration
stages-status-running = running
stages-status-finished = finished
stages-status-cancelled = cancelled

## Formats, ties at the cut, the final, tie-breaks
stages-format-round-robin = round robin
stages-format-double = double round robin (each pair plays both colours)
stages-format-groups = groups, the best of each going on to the next stage
stages-format-knockout = knockout, the winner of each match going on
stages-ties-tiebreak = ties at the cut are decided by the tie-breaks, then by rating
stages-ties-all = everyone level on points at the cut advances
stages-final-round-robin = a final round robin
stages-final-double = a final double round robin
stages-final-groups = groups again until one group remains, which is the final
stages-tiebreak-points = points
stages-tiebreak-sb = Sonneborn-Berger (SB)
stages-tiebreak-wins = number of wins (Baumbach)
stages-tiebreak-direct = direct encounter
stages-tiebreak-koya = Koya (points against the players on 50% or more)
stages-tiebreak-rating = rating
stages-terms = { $format }, { $tc }, { $rated ->
        [yes] rated
       *[no] unrated
    }{ $vacation ->
        [yes] {""}
       *[no] , no vacation
    }
stages-withdrawal-rule = If a player withdraws before half of their games are played, all their results are deleted from the table; otherwise their results stand and their remaining games are lost by forfeit.
stages-game-running = running
stages-game-aborted = aborted, does not count

## The tournament page's rules
stages-knockout-rules = matches of { $games ->
        [one] { $games } game
       *[other] { $games } games
    }, seeded by rating with byes for the top seeds; a level match gets up to { $pairs ->
        [one] one pair
       *[other] { $pairs } pairs
    } of tie-break games, then the higher seed advances. Each round starts when the last match of the one before is decided.
stages-groups-rules = Groups of at most { $size ->
        [one] { $size } player
       *[other] { $size } players
    }{ $double ->
        [yes] , each a double round robin
       *[no] {""}
    }, balanced and seeded by rating in snake order; { $advance ->
        [one] the winner of each group advances
       *[other] the best { $advance } of each group advance
    } ({ $ties }); then { $final }. Each stage starts when the last game of the one before ends.
stages-vacation-cap = Vacation: at most { $days ->
        [one] { $days } vacation day
       *[other] { $days } vacation days
    } per player count in this tournament's games, from its start; beyond them the clock runs during vacation here.
stages-vacation-used = You have used { $used } of { $cap }
stages-vacation-booked = (booked vacations included).

## The bracket
stages-bracket-rules = Seeds by rating. Each pair of games is played from one start position with colours swapped; more points win the match; a level match gets two more games from a new position, { $pairs ->
        [one] once
       *[other] up to { $pairs } times
    }, then the higher seed advances.
stages-round-heading = Round { $round }{ $left ->
        [0] : the final
        [1] : the semi-finals
        [2] : the quarter-finals
       *[other] {""}
    }
stages-round-name = { $left ->
        [0] the final
        [1] the semi-finals
        [2] the quarter-finals
       *[other] round { $round }
    }
stages-col-match = Match
stages-col-seed = Seed
stages-col-score = Score
stages-col-through = Goes through
stages-on-seeding = (on seeding)
stages-won-final = won the final
stages-out-in = out in { $round }
stages-still-in = still in

## A groups event's stages
stages-each-group = Each group: { $format }.
stages-final-crosstable = The final's crosstable and games
stages-group-crosstable = Group { $number }'s crosstable and games

## Mails
stages-mail-game = Round { $round }: { $color ->
        [white] white
       *[black] black
    } against { $opponent }, start position No. { $number }
stages-mail-match-game = { $color ->
        [white] white
       *[black] black
    } against { $opponent }, start position No. { $number }
stages-mail-tournament-page = The tournament page
stages-mail-the-tournament = The tournament
stages-mail-your-games = Your games:
stages-started-subject = corrchess: tournament "{ $tournament }" has started: { $count ->
        [one] your game
       *[other] your { $count } games
    }
stages-started-body = The tournament "{ $tournament }" has started ({ $terms }). All games of all rounds begin now, as usual in correspondence events.
stages-started-terms-stage = stage 1: { $terms }; you play in group { $group }
stages-replace-terms = you replace { $name }
stages-cancelled-subject = corrchess: tournament "{ $tournament }" is cancelled
stages-cancelled-body = The tournament "{ $tournament }", for which you registered, is cancelled.
stages-finished-subject = corrchess: tournament "{ $tournament }" has ended: you are No. { $place }
stages-finished-body = Every game of the tournament "{ $tournament }" has ended; the standings are final. You finished No. { $place } with { $points } points.
stages-finished-link = Crosstable and games
stages-line-scores = SB { $sb }, { $wins } wins
stages-stage-terms = { $final ->
        [yes] final, { $format }
       *[no] groups, each a { $format }
    }, { $tc }
stages-stage-started-subject = corrchess: tournament "{ $tournament }": stage { $stage } has started: { $count ->
        [one] your game
       *[other] your { $count } games
    }
stages-stage-started-body = Stage { $stage } of the tournament "{ $tournament }" has started ({ $terms }).
stages-you-play-final = You play in the final. All games of all rounds begin now.
stages-you-play-group = You play in group { $group }. All games of all rounds begin now.
stages-stage-ended-subject = corrchess: tournament "{ $tournament }": stage { $stage } has ended, you did not advance
stages-stage-ended-body = Every game of stage { $stage } of the tournament "{ $tournament }" has ended.
stages-stage-ended-place = You finished No. { $place } in group { $group } and do not advance to the next stage. Thank you for playing. Your group's final standings:
stages-knockout-terms = knockout, { $tc }
stages-bye-subject = corrchess: tournament "{ $tournament }": a bye in { $round }
stages-tiebreak-subject = corrchess: tournament "{ $tournament }": tie-break games against { $opponent }
stages-match-subject = corrchess: tournament "{ $tournament }": { $round } against { $opponent }, { $count ->
        [one] your game
       *[other] your { $count } games
    }
stages-bye-body = You have a bye in { $round } of the knockout "{ $tournament }" ({ $terms }) and go through to the next round.
stages-tiebreak-body = Your match against { $opponent } in { $round } of the knockout "{ $tournament }" is level: two more games from a new position decide it, colours swapped.
stages-match-body = Knockout "{ $tournament }", { $round } ({ $terms }): you play a match against { $opponent }; each pair of games is played from one start position with colours swapped, and all games begin now.
stages-mail-bracket = The bracket

## A challenge's terms, as its mails and the list quote them
stages-challenge-terms = { $tc }, { $position }, { $colour }, { $rated ->
        [yes] rated
       *[no] unrated
    }{ $vacation ->
        [yes] {""}
       *[no] , no vacation
    }
stages-challenge-classical = classical start position (No. 518)
stages-challenge-number = start position No. { $number }
stages-challenge-random = random start position
stages-challenge-white = challenger plays white
stages-challenge-black = challenger plays black
stages-challenge-colours-random = colours drawn at random

## Refusals of the challenge form's fields
stages-refuse-yourself = You cannot challenge yourself.
stages-refuse-no-player = There is no player called "{ $name }".
stages-refuse-blocked = { $name } takes no challenges from you.
stages-refuse-colour = Choose white, black or random.
stages-refuse-note-long = The note may have at most { $max } characters.
stages-refuse-note-chars = The note may not contain control characters.
stages-refuse-rating = The { $which ->
        [lowest] lowest
       *[highest] highest
    } rating must be a whole number from 0 to 4000, or empty.
stages-refuse-rating-order = The highest rating must not be below the lowest.
stages-refuse-range-direct = A rating range is for open challenges: leave the opponent or the range empty.
stages-refuse-start-number = The start position number must be from 0 to 959.
stages-refuse-start = Choose random, a number, or classical.
stages-refuse-days = Days must be a whole number from { $min } to { $max }.
stages-refuse-tc-kind = Choose days per move, Fischer or moves in days.
stages-refuse-increment = The increment must be a whole number of days from { $min } to { $max }.
stages-refuse-cap-below = The cap must be at least the starting days.
stages-refuse-cap = The cap must be a whole number of days from { $min } to { $max }, or empty.

## Entry rules and refusals of joining and leaving
stages-entry-band = rating { $min } to { $max }
stages-entry-band-min = rating { $min } or more
stages-entry-band-max = rating { $max } or less
stages-entry-games = at least { $games ->
        [one] { $games } finished rated game
       *[other] { $games } finished rated games
    }
stages-entry-password = an entry password from the organisers
stages-entry-min-rating = This tournament is for players rated { $min } or more; your rating is { $rating }.
stages-entry-max-rating = This tournament is for players rated { $max } or less; your rating is { $rating }.
stages-entry-min-games = This tournament is for players with at least { $games ->
        [one] { $games } finished rated game
       *[other] { $games } finished rated games
    }; you have { $played }.
stages-entry-timeouts = Players who lost more than { $limit ->
        [one] { $limit } game
       *[other] { $limit } games
    } on time in the last { $days ->
        [one] day
       *[other] { $days } days
    } may not join tournaments; you lost { $losses }.
stages-entry-wrong-password = This tournament needs its entry password, and the one given is not right.
stages-entry-full = The tournament is full ({ $max ->
        [one] { $max } player
       *[other] { $max } players
    }).
stages-entry-not-registered = You are not registered for this tournament.

## What a tournament game's start mail says it belongs to
stages-occasion-round = round { $round } of { $tournament }
stages-occasion-group = stage { $stage }, group { $group }, round { $round } of { $tournament }
stages-occasion-match = { $round } of { $tournament }

## How a tournament's start positions are drawn
stages-policy-tournament = one random start position for the whole event
stages-policy-stage = one random start position per stage
stages-policy-round = one random start position per round
stages-policy-pairing = { $format ->
        [double_round_robin] one random start position per pairing: both games of a pair use it, colours swapped
        [groups] one random start position per pairing (where a group plays a double round robin, both games of a pair use it, colours swapped)
        [knockout] one random start position for each pair of games of a match (a tie-break pair draws a new one), colours swapped
       *[other] one random start position per pairing
    }
stages-policy-game = a new random start position for every game
stages-policy-fixed = start position No. { $number } in every game

## Why a tournament was cancelled.

stages-cancelled-by-organisers = The organisers cancelled the tournament.
stages-cancelled-too-few = Too few players had registered by the deadline: { $registered } of the { $needed } needed.

## A change refused once the tournament has begun.

stages-locked-started = The tournament has started; that can no longer be changed.
stages-locked-over = The tournament is over; nothing can be changed.
