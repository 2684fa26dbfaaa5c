# Team matches between clubs (issue 34).
match-status-proposed = challenged, waiting for an answer
match-status-registration = open for sign-ups
match-status-running = running
match-status-finished = finished
match-status-declined = declined
match-status-aborted = aborted
match-start-per-board = One random start position per board
match-start-one = One random start position for the whole match
match-start-number = Start position No. { $number } on every board
match-start-chosen = A chosen start position
match-reason-declined = The challenged club declined.
match-reason-not-accepted = The challenged club did not accept before the registration deadline.
match-reason-too-few = At the registration deadline only { $boards ->
        [one] one board was
       *[other] { $boards } boards were
    } filled; a match needs at least two.
match-refuse-opponent = Name the club you challenge (its address name, as in /clubs/name).
match-refuse-boards = The number of boards must be from 2 to 100, or empty for an open match.
match-refuse-days = Registration must stay open for 1 to 60 days.
match-refuse-no-club = There is no club called “{ $slug }”.
match-refuse-no-match = There is no such team match.
match-refuse-status = { $status ->
        [proposed] This match still waits for an answer from the challenged club.
        [registration] This match is open for sign-ups now.
        [running] This match has started already.
        [finished] This match is over.
        [declined] This match was declined.
       *[aborted] This match was called off.
    }
match-refuse-deadline = The registration deadline of this match has passed.
match-refuse-not-admin = Only an admin of the club can do that.
match-refuse-self = A club cannot challenge itself.
match-refuse-no-opponent = There is no open club with that name.
match-refuse-not-member = Only members of the two clubs can sign up for this match.
match-refuse-signed-up = You are signed up for this match already: a player plays for one side only.
match-refuse-not-signed-up = You are not signed up for this match.
match-refuse-too-few = Each side needs at least two players to start (now { $home } and { $away }).
match-mail-page = The match page
match-mail-challenge-subject = corrchess: { $home } challenges { $away } to a team match
match-mail-challenge-body = { $admin } of { $home } challenges { $away } to a team match. As an admin of { $away } you can accept or decline it on the match page.
match-mail-terms = Terms: { $layout }; { $clock }; { $rated }.
match-mail-accepted-subject = corrchess: { $away } accepted the team match
match-mail-accepted-body = { $away } accepted the team match against { $home }. Members of both clubs can sign up now.
match-mail-aborted-subject = corrchess: the team match { $home } – { $away } did not start
match-mail-started-subject = corrchess: the team match { $home } – { $away } has started
match-mail-started-body = The team match { $home } – { $away } has started. You play board { $board }: two games from the same position, one with each colour.
match-mail-game = { $color ->
        [white] White
       *[black] Black
    } against { $opponent }, start position No. { $number }
match-mail-finished-subject = corrchess: the team match { $home } – { $away } is over
match-mail-finished-body = The team match is over: { $home } { $home_score }, { $away } { $away_score }.
match-mail-reminder-subject = corrchess: last day to sign up for { $home } – { $away }
match-mail-reminder-body = Registration for the team match { $home } – { $away } closes within a day, and you have not signed up yet.
match-new-title = Challenge another club
match-opponent = The club you challenge
match-rating-range = Rating range of the players (optional)
match-opponent-hint = Type its name to search; its address name (as in /clubs/name) works too.
match-boards = Boards
match-boards-hint = From 2 to 100; leave empty for an open match (as many boards as the smaller side fills).
match-registration-days = Days open for sign-ups
match-send-challenge = Send the challenge
match-notice-signed = You are signed up.
match-notice-withdrawn = You withdrew from the match.
match-notice-accepted = You accepted the match: members can sign up now.
match-notice-declined = You declined the match.
match-notice-started = The match has started.
match-terms-boards = { $boards ->
        [one] { $boards } board
       *[other] { $boards } boards
    }
match-terms-open = Open: as many boards as the smaller side fills
match-terms-rated = Rated
match-terms-unrated = Not rated
match-game-on-move = running, { $name } to move
match-game-aborted = aborted
match-status = Status:
match-score = Score in game points:
match-deadline = Registration closes { $deadline }.
match-accept = Accept the match
match-decline = Decline
match-sign-up = Sign up
match-withdraw = Withdraw
match-start = Start the match now
match-boards-heading = Boards
match-col-board = Board
match-col-position = Position
match-col-games = Games
match-game-home-colour = { $color ->
        [white] Home with white
       *[black] Home with black
    }
match-sign-ups = Sign-ups
match-nobody-signed = Nobody has signed up yet.
match-reserve = reserve
api-ep-post-team-match = Challenges another club to a team match; the caller must be an admin of the club.
api-ep-team-match = One team match: status, score in game points, boards with their two games.
api-ep-accept-team-match = Accepts a challenge to the caller's club (its admins only): registration opens.
api-ep-sign-up-team-match = Signs the caller up for their club's side (a member of both clubs names it with `side`).
api-ep-start-team-match = Starts the match now (an admin of either club; each side needs two players).
match-club-record = Record: { $won } won, { $drawn } drawn, { $lost } lost; game points { $for } : { $against }.
match-decline-confirm-title = Decline the team match?
match-decline-confirm-consequence = The match ends before it starts, and its page says your club declined.
match-decline-confirm-tick = Decline this match
match-decline-confirm-button = Decline
match-refuse-abort = A team match game cannot be aborted: it counts for both clubs. Resign it if you must.
match-reason-club-closed = A club was closed by the site's admins before the start.
match-refuse-club-closed = The club “{ $club }” is closed: it takes part in no new team match actions.
match-club-closed-note = The club “{ $club }” has been closed by the site's admins: this match takes no challenges, answers or sign-ups, and it is aborted at its start.
match-notice-aborted = The match did not start: a club of it was closed.
match-refuse-pending = A challenge between these two clubs is already waiting for an answer: wait for it, or for its deadline.
match-refuse-choose-side = You belong to both clubs: choose the side you play for (a player plays for one side only).
match-choose-side-note = You belong to both clubs. A player plays for one side only: choose yours.
match-sign-up-for = Sign up for { $club }
