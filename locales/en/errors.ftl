## Refusals a player reads at a form or on an error page.

error-stale-ply = The position changed: { $current } half-moves have been played. Look at the game again and decide anew.
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
error-move-stale = The position changed since your page was loaded: here is the current position. Your move was not played; enter it again if it still fits.
