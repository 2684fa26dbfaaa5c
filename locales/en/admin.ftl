## Administration: accounts, reports, the audit log and the tournament forms.

## The admin area's pages.
admin-title = Admin
admin-new-tournament = New tournament
admin-accounts = Accounts
admin-reports = Reports
admin-audit = Audit log
admin-mail-pending = Mail waiting for delivery: { $count }
admin-mail-given-up = Mail given up (refused for over 3 days; see { $column }, kept 30 days): { $count }
admin-username = Username
admin-email = Email
admin-confirmed = Confirmed
admin-admin = Admin
admin-organiser = Organiser
admin-joined = Joined
admin-account = Account
admin-state = State
admin-view = admin view
admin-take-organiser = Take the organiser role
admin-make-organiser = Make organiser
admin-delete-tick = Delete { $name }
admin-delete = Delete
admin-search-label = Name or email address starts with
admin-search = Search
admin-found = { $count ->
    [one] { $count } account
   *[other] { $count } accounts
}
admin-found-starting = { $count ->
    [one] { $count } account starting with “{ $q }”
   *[other] { $count } accounts starting with “{ $q }”
}
admin-suspended = suspended
admin-active = active
admin-deleted = deleted
admin-previous = Previous
admin-next = Next
admin-pages-accounts = Pages of accounts
admin-pages-reports = Pages of reports
admin-pages-audit = Pages of the audit log
admin-user-title = { $name } (admin)
admin-public-profile = Public profile
admin-not-confirmed = (not confirmed)
admin-role = Role
admin-role-admin = admin
admin-role-player = player
admin-suspended-since = suspended since { $at }:
admin-actions = Actions
admin-lift = Lift the suspension
admin-suspend = Suspend
admin-reason = Reason (mailed to the player)
admin-running-games = Their running games
admin-games-adjudicate = adjudicated: each is lost by { $name }
admin-games-abort = aborted: no result
admin-suspend-tick = Suspend { $name }: they cannot log in or play, their sessions and tokens end
admin-suspend-button = Suspend the account
admin-send-reset = Send the password-reset mail
admin-time-losses = Losses on time in the last { $days ->
        [one] day
       *[other] { $days } days
    }: { $count }
admin-same-network = Sign-ups from the same network
admin-none-known = None known.
admin-joined-on = joined { $date }
admin-games = Games (latest 100)
admin-no-games = No games.
admin-game = Game
admin-white = White
admin-black = Black
admin-result = Result
admin-ending = Ending
admin-notice-suspended = The account is suspended; the player was mailed the reason.
admin-notice-unsuspended = The suspension is lifted; the player was mailed.
admin-notice-reset = A password-reset mail is on its way to the player.
admin-audit-empty = No admin actions yet.
admin-when = When
admin-action = Action
admin-target = Target
admin-detail = Detail
admin-newer = Newer
admin-older = Older
admin-target-user = user
admin-target-tournament = tournament
admin-target-report = report
admin-reports-open = Open reports
admin-reports-closed = Closed reports
admin-no-open = No open reports.
admin-no-closed = No closed reports.
admin-report-heading = Report #{ $id }:
admin-report-by = By { $name }, { $at }
admin-reported-message = The reported message:
admin-reported-message-in = The reported message in
admin-game-link = game { $id }
admin-message-removed = The reported message has been removed.
admin-closed-by = Closed { $at } by { $name }:
admin-note = Note (what was done)
admin-close-report = Close the report

## The audit log's actions.
admin-do-report-close = report closed
admin-do-tournament-add-player = player added
admin-do-tournament-adjudicate = game adjudicated
admin-do-tournament-cancel = tournament cancelled
admin-do-tournament-create = tournament created
admin-do-tournament-edit = tournament edited
admin-do-tournament-remove-player = player removed
admin-do-tournament-replace = player replaced
admin-do-tournament-start = tournament started
admin-do-tournament-withdraw = player withdrawn
admin-do-user-delete = account deleted
admin-do-user-organizer = made organiser
admin-do-user-organizer-revoke = organiser role taken
admin-do-user-password-reset = password-reset mail sent
admin-do-user-suspend = account suspended
admin-do-user-unsuspend = suspension lifted

## The confirmations of the admin's and organisers' actions.
admin-delete-title = Delete this account?
admin-delete-consequence = Their running games end (tournament and team-match games lost by forfeit, others aborted or resigned), their messages, notes and sessions go, and their finished games stay under "deleted player". This cannot be undone.
admin-delete-confirm = Delete this account
admin-delete-button = Delete the account
admin-cancel-title = Cancel the tournament?
admin-cancel-consequence = The tournament is called off and its players are told by mail.
admin-cancel-tick = Cancel this tournament
admin-cancel-button = Cancel the tournament
admin-start-title = Start the tournament now?
admin-start-consequence = Registration closes, the pairings are made and every game of the first round begins.
admin-start-tick = Start this tournament now
admin-start-button = Start now
admin-withdraw-title = Withdraw the player?
admin-withdraw-consequence = { $name } leaves the tournament; their remaining games are scored by the withdrawal rule.
admin-withdraw-tick = Withdraw this player
admin-withdraw-button = Withdraw
admin-adjudicate-title = Adjudicate the game?
admin-adjudicate-consequence = Game { $id } ends with the result { $result }; the players see the reason: { $reason }
admin-adjudicate-tick = End this game with this result
admin-adjudicate-button = Adjudicate
admin-not-ticked = Tick this box to confirm; nothing has been changed.

## Refusals of the admin's actions and of reports.
admin-write-text = { $max ->
    [one] Write 1 character.
   *[other] Write 1 to { $max } characters.
}
admin-choose-games = Choose what happens to the running games: adjudicate or abort.
admin-choose-reason = Choose a reason.
admin-no-message = That is no message.
admin-not-their-message = That is no message of this player to you.
admin-report-abuse = Abuse or harassment
admin-report-cheating = Cheating (engine use, several accounts)
admin-report-spam = Spam
admin-report-other = Something else

## The tournament form (admins and organisers).
admin-tf-new = New tournament
admin-tf-edit = Edit tournament
admin-tf-name = Name
admin-tf-description = Description (optional)
admin-tf-format = Format
admin-tf-round-robin = round robin: every pair meets once
admin-tf-double = double round robin: each pair plays both colours
admin-tf-groups = groups: the best of each group go on to the next stage (up to 256 players)
admin-tf-knockout = knockout: matches seeded by rating, the winner goes on (2 to 256 players)
admin-tf-groups-legend = Groups (for the groups format)
admin-tf-group-size = Largest group (3 to 16 players; groups are balanced and seeded by rating in snake order)
admin-tf-group-double = each group plays a double round robin
admin-tf-advance = Players advancing from each group
admin-tf-ties-tiebreak = ties at the cut: the tie-breaks decide
admin-tf-ties-all = ties at the cut: everyone level on points advances
admin-tf-final-rr = then a final round robin
admin-tf-final-double = then a final double round robin
admin-tf-final-groups = then groups again until one group remains
admin-tf-knockout-legend = Knockout (for the knockout format)
admin-tf-games-2 = 2 games a match (one pair: one position, colours swapped)
admin-tf-games-4 = 4 games a match (two pairs)
admin-tf-tiebreak-pairs = Pairs of tie-break games for a level match, each from a new position (then the higher seed advances)
admin-tf-vacation = vacation allowed (clocks stand still while a player is on vacation)
admin-tf-give-time = players may give their opponents more time (1 to 7 days, once per move)
admin-tf-vacation-cap = Most vacation days that count in this tournament's games, per player (optional, 0 to 365; beyond them the clock runs during vacation)
admin-tf-rated = rated
admin-tf-tiebreaks = Tie-breaks after points, in order, separated by commas: sb (Sonneborn-Berger), wins (Baumbach), direct (direct encounter), koya, rating
admin-tf-positions = Start positions
admin-tf-policy-tournament = one random position for the whole event
admin-tf-policy-stage = one per stage (groups)
admin-tf-policy-round = one per round
admin-tf-policy-pairing = one per pairing (both games of a pair in a double round robin, colours swapped)
admin-tf-policy-game = a new random one for every game
admin-tf-policy-fixed = the number below
admin-tf-start-number = Start position number for "the number below" (0 to 959)
admin-tf-min-players = Minimum players (3 to 16; groups up to 256; a knockout from 2)
admin-tf-max-players = Maximum players (3 to 16; groups and knockouts up to 256)
admin-tf-entry = Entry rules (optional)
admin-tf-min-rating = Lowest rating that may join
admin-tf-max-rating = Highest rating that may join
admin-tf-min-games = Finished rated games a player needs
admin-tf-password = Entry password (optional: players must give it to join)
admin-tf-password-edit = Entry password (players must give it to join; empty keeps the current one)
admin-tf-remove-password = remove the entry password
admin-tf-deadline = Registration deadline, in your time zone ({ $zone }) (optional; empty: start by hand)
admin-tf-deadline-hint = At the deadline the tournament starts, or is cancelled if fewer than the minimum have joined.
admin-tf-save = Save
admin-tf-one-game-final = The final of this event can be a single game between two players, so the colour decides much. A double round robin final (two games, colours swapped) or more players through from each group avoids that. Save again to keep the settings as they are.

## The tournament form's field errors.
admin-tfe-name = Give the tournament a name of 1 to { $max } characters.
admin-tfe-description = The description may have at most { $max } characters.
admin-tfe-format = Choose round robin, double round robin, groups or knockout.
admin-tfe-fair-play = Choose the site's rule, no engines, or engines allowed.
admin-tfe-group-size = The group size must be a whole number from { $min } to { $max }.
admin-tfe-advance = At least one player, and fewer than the group size, advance from each group.
admin-tfe-ties = Choose whether tie-breaks decide at the cut or everyone level advances.
admin-tfe-final = Choose a final round robin, double round robin, or groups again.
admin-tfe-games = A match has 2 or 4 games (pairs from one position, colours swapped).
admin-tfe-tiebreak-pairs = Allow from 0 to { $max } pairs of tie-break games.
admin-tfe-vacation-cap = Give the most vacation days that count as a whole number from 0 to 365, or leave it empty for no cap.
admin-tfe-start-number = For a fixed position, give its number from 0 to 959.
admin-tfe-policy = Choose how start positions are drawn.
admin-tfe-min-players = The minimum must be a whole number from { $min } to { $max }.
admin-tfe-max-players = The maximum must be a whole number from { $min } to { $max }.
admin-tfe-max-below-min = The maximum cannot be below the minimum.
admin-tfe-optional-number = Give a whole number from 0 to { $max }, or leave it empty.
admin-tfe-rating-band = The highest rating cannot be below the lowest.
admin-tfe-password = The entry password may have at most { $max } characters.
admin-tfe-registered = { $count ->
    [one] { $count } player is registered already; remove some first or allow more.
   *[other] { $count } players are registered already; remove some first or allow more.
}
admin-tfe-tiebreak-unknown = "{ $name }" is no tie-break; use sb, wins, direct, koya or rating.
admin-tfe-tiebreak-twice = { $name } is named twice.
admin-tfe-deadline-past = The registration deadline must lie in the future.
admin-tfe-deadline = Give the deadline as YYYY-MM-DD or YYYY-MM-DDTHH:MM (in your time zone), or leave it empty to start by hand.
admin-report-yourself = You cannot report yourself.
admin-report-closed-already = That report is closed already.
admin-no-such-report = There is no such report.
admin-block-yourself = You cannot block yourself.
admin-tf-started = The tournament has started or ended; its settings can no longer be changed.
admin-choose-game = Choose a game of this tournament.

## The organisers' section of a tournament's page.
admin-org-heading = Organiser
admin-org-edit = Edit
admin-org-start-tick = Start it now
admin-org-needs-players = It can start with { $min ->
        [one] one player
       *[other] { $min } players
    }; { $count } registered.
admin-org-cancel-tick = Call it off
admin-org-add = Add a player (username)
admin-org-add-button = Add
admin-org-remove = Remove a player (username)
admin-org-remove-button = Remove
admin-org-adjudicate = Adjudicate a running game
admin-org-round = Round { $round }:
admin-org-reason = Reason (the players see it)
admin-org-withdraw = Withdraw a player (username)
admin-org-replace = Replace a player (username)
admin-org-replace-by = by (username)
admin-org-replace-button = Replace
admin-withdraw-not-running = Only a running tournament's players can be withdrawn or replaced (before the start, remove them).
admin-adjudicate-ended = That game has ended already.
admin-no-player-called = There is no player called "{ $name }".
admin-not-playing = { $name } does not play in this tournament.
admin-withdrawn-already = { $name } has withdrawn already.
admin-already-playing = { $name } is already part of this tournament.
admin-adjudicate-result = Choose 1-0, 0-1 or 1/2-1/2.
admin-adjudicate-reason = Give the players a reason of 1 to { $max } characters.
