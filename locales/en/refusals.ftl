## Refusals the services return as ids (see docs/design/words.md), worded here.

error-not-organizer = Only this tournament's organiser or an administrator can do that.
error-rating-out-of-range = This challenge is for players { $range }; your rating is { $rating }.
error-fields-invalid = Some fields are not valid.
refusal-delete-own-account = Delete your own account from your settings, with your password.
refusal-token-session-ended = Your session has ended; log in again to create a token.
refusal-challenge-accepted = This challenge has already been accepted.
refusal-challenge-declined = This challenge was declined.
refusal-challenge-withdrawn = This challenge was withdrawn.
refusal-challenge-own = You cannot accept your own challenge.
refusal-challenger-blocks = The challenger takes no challenges from you.
refusal-challenge-decline-others = Only the challenged player can decline a challenge.
refusal-challenge-not-open = This challenge is no longer open.
refusal-challenge-withdraw-others = Only the challenger can withdraw a challenge.
refusal-abort-too-late = A game can only be aborted before both players have moved; resign or offer a draw instead.
refusal-suspend-self = You cannot suspend your own account.
refusal-suspended-already = The account is suspended already.
refusal-not-suspended = The account is not suspended.
refusal-time-ran-out = Your time ran out before this move arrived: the game is lost on time.
refusal-draw-time-ran-out = Your time ran out before this arrived: the game is lost on time, not drawn.
refusal-draw-opponent-time-ran-out = Your opponent's time ran out before this arrived: the game has ended on time, not drawn.
refusal-rematch-running = The game is still running; a rematch can be offered once it is over.
refusal-player-registered = That player is registered already.
refusal-player-not-registered = That player is not registered.
refusal-player-suspended = { $name } is suspended and cannot play.
refusal-too-few-players = The tournament needs at least { $min ->
        [one] one player
       *[other] { $min } players
    }; { $count } registered.
refusal-current-password-wrong = The current password is not right.
refusal-email-other-account = That email address belongs to another account.
refusal-email-taken = That email address is taken.
refusal-enter-login = Enter your username or email address.
refusal-enter-password = Enter your password.
refusal-message-long = A message may have at most { $max } characters.
refusal-no-such-vacation = There is no such vacation of yours.
refusal-password-wrong = The password is not right.
refusal-reset-link-invalid = This reset link is invalid, used or expired. Ask for a new one.
refusal-suspended = This account is suspended by the administrators: { $reason }
refusal-token-name-control = A token name cannot contain control characters.
refusal-token-name-empty = Give the token a name, e.g. the script or app that will use it.
refusal-token-name-long = A token name may have at most { $max } characters.
refusal-vacation-end = Enter the last day as a date (YYYY-MM-DD).
refusal-vacation-over = This vacation is over already.
refusal-vacation-start = Enter the first day as a date (YYYY-MM-DD).
refusal-new-password-short = New password must be at least 10 characters.
refusal-new-password-long = New password is too long.
refusal-vacation-ends-before = The last day must not be before the first day.
refusal-vacation-past = A vacation cannot start in the past.
refusal-vacation-overlaps = This vacation overlaps one you have already booked.
refusal-vacation-allowance = This would use { $wanted ->
        [one] { $wanted } vacation day
       *[other] { $wanted } vacation days
    } in { $year }, but only { $left } of your { $allowance } are left.
refusal-rated-band = rated { $min } to { $max }
refusal-rated-min = rated { $min } or more
refusal-rated-max = rated { $max } or less
refusal-rated-any = of any rating
refusal-delete-confirm = Tick the box to confirm: deleting cannot be undone.
refusal-draw-offer-stands = Your draw offer already stands.
refusal-draw-offered-to-you = Your opponent has offered a draw: accept or decline it.
refusal-draw-none-to-accept = There is no draw offer from your opponent to accept.
refusal-draw-none-to-decline = There is no draw offer from your opponent to decline.
refusal-draw-claim-not-your-move = You can claim a draw only when it is your move.
refusal-draw-nothing-to-claim = No draw can be claimed in this position: neither threefold repetition nor the 50-move rule applies.
refusal-text = { $text }
error-unverified-page = Please confirm your email address first: follow the link we mailed you. You can have it sent again from the banner at the top.
refusal-time-zone-choose = Choose a time zone from the list, e.g. Europe/Berlin or America/New_York.
refusal-time-zone-unknown = This server cannot use that time zone yet; choose a neighbouring one.
refusal-digest-hour = Choose an hour from 0 to 23.
refusal-mail-option = Choose one of the offered options.
refusal-reminder-option = Choose one of the offered reminder times.
refusal-push-endpoint = The subscription's endpoint must be the https:// address of a push service.
refusal-push-p256dh = The subscription's key p256dh must be 65 bytes in base64url (an uncompressed P-256 point).
refusal-push-auth = The subscription's secret auth must be 16 bytes in base64url.
refusal-tc-moves = The moves per period must be a whole number from { $min } to { $max }.
refusal-tc-period-days = The days per period must be a whole number from { $min } to { $max }.
refusal-tc-double-after = Days counted twice after: a whole number from { $min } to { $max }, or empty.
refusal-tc-silence = The silence rule's days must be a whole number from { $min } to { $max }, or empty.
refusal-gift-on-move = You are on move: only your opponent can give you more time.
refusal-gift-twice = You gave more time for this move already; you can again after the next move.
refusal-gift-tournament = This tournament does not allow giving more time.
refusal-gift-days = Give from { $min } to { $max } days.
