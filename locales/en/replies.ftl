## Mail replies, sign-up attempts, unsubscribing and the API page.

## A move sent by mail: its confirmation, its refusal and the reasons.
reply-confirmed-your-move = your move
reply-confirmed-played = in game { $id } against { $opponent } was played.
reply-confirmed-message = Your message went with it:
reply-confirmed-draw = You offered a draw with it.
reply-confirmed-conditional = { $opponent } had prepared a conditional reply and it was played at once: { $reply }.
reply-confirmed-over = The game is over: { $how }.
reply-confirmed-your-move-again = It is your move again; your deadline: { $deadline }
reply-confirmed-their-move = It is { $name }'s move; their deadline: { $deadline }
reply-refused-nothing = your mail about game { $id } was read, but nothing was played.
reply-refused-move = your move "{ $move }" in game { $id } was not played.
reply-refused-legal = Legal moves:
reply-status-over = The game is over: { $how } ({ $result }).
reply-status-your-move = It is your move; your deadline: { $deadline }.
reply-status-their-move = It is { $name }'s move.
reply-stale-ply = The game has moved on since the mail you answered: { $current ->
        [one] { $current } half-move has
       *[other] { $current } half-moves have
    } been played. Here is the position as it stands now.
reply-wrong-sender = It came from { $from }, which is not the address of your account, so nothing was played. Reply from { $account }, or play on the site.
reply-no-sender = It came from no address, which is not the address of your account, so nothing was played. Reply from { $account }, or play on the site.
reply-too-large = It was larger than { $kb } KB, so nothing was played. Reply with the move alone, without attachments.
reply-no-move = No move was found in it: write the move on the first line of your reply, above the quoted mail.

## Mails to an address about an account it has, or has not.
account-mail-attempt-subject = corrchess: someone tried to sign up with your address
account-mail-attempt = someone (perhaps you) tried to create a new corrchess account with this email address. It already belongs to your account { $name }, so no new account was made.
account-mail-attempt-login = If it was you, log in here:
account-mail-attempt-reset = Forgot your password? Choose a new one here:
account-mail-attempt-login-link = If it was you, log in
account-mail-attempt-reset-link = Forgot your password? Choose a new one
account-mail-attempt-not-you = If it was not you, ignore this mail: nothing about your account changed.
account-mail-no-account-subject = corrchess: password reset for an address without an account
account-mail-hello = Hello,
account-mail-no-account = someone (perhaps you) asked to reset the password of a corrchess account with this email address, but no account uses it. If you have an account, perhaps it has another address.
account-mail-no-account-create = To create one:
account-mail-create = Create an account

## The unsubscribe page a mail's link opens.
unsub-title = Mail settings
unsub-done-account = Done: your account
unsub-gets-no-more = gets no more { $what }.
unsub-still-arrive = Game results and mail about your account still arrive.
unsub-back-on-before = You can turn this back on on your
unsub-back-on-after = .
unsub-settings-page = settings page
unsub-ask-account = Turn off { $what } for your account
unsub-ask-after = ?
unsub-button = Turn them off
unsub-change-before = You can change every mail setting on your
unsub-change-after = .
unsub-invalid = This unsubscribe link is not valid. Use the link of a recent mail, or change your mail settings on the settings page.

## The API page (the code samples, routes and JSON names stay as they are).
api-heading = The corrchess API
api-intro = A JSON API for apps, bots and scripts, beside the web pages and with the same rules: everything you can do in a game here goes through the same checks as the game page. The machine-readable description is the OpenAPI 3 document at
api-auth = Authentication
api-send-token = Send a personal access token with every request:
api-create-before = Create tokens on the
api-settings-page = settings page
api-create-after = (each is shown once; revoke it there when a script no longer needs it), or with your login and password:
api-answer-holds = The answer (201) holds
api-hash = Only a hash of it is stored: keep it safe. The API uses no cookies, so no CSRF token is needed. Sign-up works too
api-with = with
api-signup-after = ; the account can play once its address is confirmed through the mailed link.
api-limit-before = Requests are limited per token; past the limit the answer is 429 with a
api-limit-after = header (seconds). Sign-up and token creation are limited per address and per login like the forms.
api-endpoints = Endpoints
api-method = Method
api-path = Path
api-what = What it does
api-token = Token
api-bodies-before = Request bodies are JSON
api-bodies-after = Times are RFC 3339 in UTC.
api-examples = Examples
api-ex-me = Who am I:
api-ex-challenge = Challenge bob to a game in start position 518 (the classical setup), 3 days per move:
api-ex-accept = Accept challenge 7; the answer holds the game's number
api-ex-games = Games waiting for my move, then one game's state (position, moves, legal moves, deadline):
api-ex-move-ply = Play a move. Send the number of half-moves already played, the game's own
api-ex-move-stale = If the position changed meanwhile, the answer is 409
api-ex-move-twice = the same move sent twice is played once (the second answer is 200 with
api-ex-move-forms = Moves may be SAN, coordinates or, for castling, the king onto its own rook:
api-ex-draw = Offer a draw, or answer or claim one; resign; download the PGN
api-ex-tournaments = Tournaments: the list, one tournament (players, standings with Sonneborn-Berger, games, start positions used), joining before the start or leaving. After the start, play its games with the game endpoints
api-errors = Errors
api-problems = Every error is an RFC 9457 problem
api-problems-errors = invalid fields add the field names with their messages, and a stale ply adds the current ply
api-problems-branch = Programs should branch on the type
api-problems-english = The types, titles and field names below are the API's and stay in English.
api-type = Type
api-status = Status
api-meaning = Meaning

## The API page's explanations of the problem types (the English ones are ProblemType::explanation's).
api-problem-malformed-request = The body is not JSON of the documented shape, the Content-Type is not application/json, or a path or query parameter has the wrong form. Fix the request.
api-problem-unauthorized = No bearer token was sent, or it is unknown or revoked. Send `Authorization: Bearer TOKEN` with a live token. The response carries `WWW-Authenticate: Bearer`.
api-problem-invalid-credentials = Creating a token: the login and password do not match an account.
api-problem-not-a-player = Only the players of a game (or the challenged player) may do this.
api-problem-email-unverified = The account's email address is not confirmed yet: follow the link in the mail first.
api-problem-rating-out-of-range = The open challenge is limited to players rated within its `min_rating` and `max_rating`, and the caller's rating is outside them; `detail` names both.
api-problem-entry-refused = The tournament's entry rules keep the caller out: a rating outside `min_rating`/`max_rating`, fewer finished rated games than `min_rated_games`, a missing or wrong entry password, or more losses on time in 90 days than the site's `TIMEOUT_LIMIT`; `detail` says which.
api-problem-admin-only = Only administrators (tournament organisers) may do this. No endpoint of v1 needs it yet; it is reserved for organiser actions.
api-problem-not-found = No game, challenge, tournament or endpoint at this address.
api-problem-method-not-allowed = The endpoint exists but not with this HTTP method.
api-problem-not-your-turn = It is the opponent's move.
api-problem-game-not-running = The game has ended; no more moves or game actions.
api-problem-stale-ply = The `ply` sent is not the number of half-moves played: the position changed. `current_ply` says the actual number; fetch the game and decide again.
api-problem-action-refused = The action does not fit the state (a challenge already accepted, no draw offer to accept, no draw to claim, a tournament already started or full, ...). `detail` says why.
api-problem-payload-too-large = The request body is larger than the API accepts.
api-problem-request-timeout = The body did not arrive completely within the server's time limit (`REQUEST_TIMEOUT`, 30 s unless the operator changed it), e.g. it was shorter than its `Content-Length`. Nothing was done; the connection is closed. Send the request again.
api-problem-illegal-move = The move cannot be read or is not legal in the position; `detail` says why. Nothing was played.
api-problem-validation-failed = Some fields have values the rules do not allow, or a string holds a control character (none at all in one-line fields, only line breaks and tabs in a note); `errors` maps each field to a message. Nothing was done.
api-problem-rate-limited = Too many requests with this token (or from this address, or for this account). Wait the seconds in `Retry-After`.
api-problem-internal-error = Something failed on the server. Nothing about it is your fault; try again later.
api-problem-busy = The server is checking too many passwords at once (logins, sign-ups, token creation); nothing was done. Wait the seconds in `Retry-After` and send the request again. Also while it is receiving too many request bodies at once (`MAX_BODY_BYTES_IN_FLIGHT`).

## The API page's endpoint descriptions.
api-ep-post-accounts = Creates an account and mails the link that confirms the address (the same rules and mail as the sign-up form). An address that has an account gets the same answer and its owner a mail saying so. Rate-limited per client address.
api-ep-get-challenges = Open challenges anyone may accept, and those to or from the caller.
api-ep-post-challenges = Offers a game, to one player or to anyone. A direct challenge mails the opponent. An open challenge of the caller on exactly the same terms is answered instead of a new one (a request sent twice makes one challenge).
api-ep-delete-challenge = Withdraws the caller's own open challenge.
api-ep-accept-challenge = Accepts a challenge: the game starts now.
api-ep-decline-challenge = Declines a challenge addressed to the caller.
api-ep-get-games = The caller's games: running ones first (by deadline), then finished ones.
api-ep-get-game = A game's full state (any game; games are public).
api-ep-get-conditionals = The caller's conditional lines in a game that can still be played.
api-ep-post-conditional = Stores a conditional line while the opponent is on move.
api-ep-delete-conditional = Deletes one of the caller's conditional lines.
api-ep-draw = Offers, accepts, declines or claims a draw.
api-ep-move = Plays a move. The same move sent again at the same `ply` answers 200 with `already_played: true` instead of playing twice.
api-ep-get-note = The caller's private note on a game.
api-ep-put-note = Replaces the caller's private note on a game.
api-ep-pgn = The game as PGN (with the Chess960 `Variant`, `SetUp` and `FEN` tags).
api-ep-record = The game's verifiable record: every entry hash-chained and the head signed with the server's Ed25519 key (keys at `/.well-known/jwks.json`).
api-ep-resign = Resigns the game: the opponent wins.
api-ep-give-time = Gives the opponent (on move) 1 to 7 more days, once per move.
api-ep-me = The account behind the bearer token.
api-ep-players = The leaderboard's top players, or a search by the start of a name.
api-ep-player = A player's rating, record and membership.
api-ep-player-games = A player's games: finished ones by page (newest first), or the running ones.
api-ep-tokens = Creates a personal access token. Rate-limited like the login form, per client address and per account (however the login is typed).
api-ep-tournaments = Every tournament: open for registration first, then running ones, then finished and cancelled ones (newest first).
api-ep-tournament = One tournament: settings, players, standings with tie-breaks, games and the start positions used (tournaments are public).
api-ep-join = Joins a tournament open for registration (verified accounts only) whose entry rules the caller meets.
api-ep-leave = Leaves a tournament before its start.
api-ep-problem = A problem type URI leads to its description on the `/api` page.

## A draw sent by mail: its confirmation.
reply-draw-offered = You offered { $name } a draw; it stands until they accept or decline it or move
api-ep-get-analysis = The computer analysis of a game: `status` (`none`, `queued`, `running`, `done`, `failed`), `positions_done` of `positions`, and when done `plies` (per half-move: `ply`, `cp` or `mate` after it from White's side, `best` the engine's choice before it, `mark`) and `accuracy` per player.
api-ep-post-analysis = Asks for the computer analysis of a finished game (either player): 202 with the analysis as `GET` shows it; 409 `game-still-running` while the game runs.
api-ep-position-stats = What a start position yields in finished games here: `games`, `white_wins`, `draws`, `black_wins`, `average_plies`.
api-problem-game-still-running = The computer analysis is only for finished games: an engine's help during a game would be unfair play. Ask again once the game has ended.
