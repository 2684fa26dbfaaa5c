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
reply-stale-ply = The game has moved on since the mail you answered: { $current } half-moves have been played. Here is the position as it stands now.
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
unsub-done = Done:
unsub-gets-no-more = gets no more { $what }.
unsub-still-arrive = Game results and mail about your account still arrive.
unsub-back-on-before = You can turn this back on on your
unsub-back-on-after = .
unsub-settings-page = settings page
unsub-ask-before = Turn off { $what } for
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
