## Refusals a player reads at a form or on an error page.

error-stale-ply = The position changed: { $current ->
        [one] { $current } half-move has
       *[other] { $current } half-moves have
    } been played. Look at the game again and decide anew.
error-no-such-game = There is no such game.
error-no-such-challenge = There is no such challenge.
error-no-such-tournament = There is no such tournament.
error-no-such-line = You have no such conditional line in this game.
error-no-such-player = There is no player of that name.
error-not-a-player = Only the players of this game can do that.
error-not-admin = This is for administrators only.
error-unverified = Please confirm your email address first: follow the link we mailed you.
error-not-your-turn = It is not your move; wait for your opponent.
error-not-running = The game is over; no more moves or game actions are possible.
error-move-form-ply = The form is missing the position it was made in; reload the page and try again.
error-move-stale = Since your page was loaded, the game went on: here is the current position. Your move was not played; check it below and send it again if it still fits.
# The heading of the box at the top of the game page that shows error-move-stale.
game-position-changed-heading = The position has changed
error-title-not-found = Not found
error-title-not-allowed = Not allowed
error-title-too-many = Too many attempts
error-title-busy = Busy
error-title-bad-request = Bad request
error-title-conflict = Conflict
error-title-not-accepted = Not accepted
error-title-internal = Something went wrong
error-title-form-expired = Form expired
error-title-timeout = Request timeout
error-title-too-large = Too large
error-nothing-here = There is nothing at this address.
error-internal = Something went wrong on our side. Nothing you did caused it; please try again later.
error-form-expired = This form was not sent from this site or has expired. Please go back, reload the page and try again.
error-draw-action = The draw action must be offer, accept, decline or claim.
error-too-many-wait = Too many attempts. Please try again in { $wait }.
error-busy-wait = The server is busy checking passwords. Nothing was changed; please try again in { $wait }.
error-busy-bodies = The server is receiving too many requests at once. Nothing was changed; please try again in a few seconds.
error-wait-seconds = { $n ->
    [one] { $n } second
   *[other] { $n } seconds
}
error-wait-minutes = { $n ->
    [one] { $n } minute
   *[other] { $n } minutes
}
error-organizers-only = This page is for administrators and organisers only.
error-admins-only = This page is for administrators only.
error-timeout-page = Your request did not arrive completely in time. Please try again.
error-form-too-large = This form is larger than the site accepts. Please shorten what you typed and try again.
tournament-no-such-group = This tournament has no such stage or group.
settings-token-unknown = You have no live API token with that number.
onward-game = Back to the game
onward-games = Your games
onward-tournament = Back to the tournament
onward-tournaments = All tournaments
onward-challenges = The challenges
onward-settings = Your settings
onward-admin = The administration page
onward-players = All players
onward-positions = All 960 positions
onward-reset = Ask for a new reset link
onward-match = Back to the match
onward-clubs = All clubs
