## The settings page.

settings-title = Settings
settings-logged-in-as = Logged in as
settings-not-confirmed = , not yet confirmed
settings-language = Language
settings-language-label = Show the site and send mail in
settings-language-hint = Pages and every mail you get use it.
settings-mail = Mail
settings-mail-moves = Mail me when my opponent moves
settings-mail-each = after each move
settings-mail-digest = once a day: a digest of the games where it is my move
settings-mail-off = never (game results still arrive)
settings-digest-hour = Send the daily digest at
settings-in-your-zone = in your time zone
settings-digest-hint = The digest lists every game where it is your move, with its deadline; no mail on a day without one. A reply to a move mail plays your move.
settings-remind = Remind me when a move is due within
settings-hours = { $hours ->
        [one] { $hours } hour
       *[other] { $hours } hours
    }
settings-no-reminders = no reminders
settings-time-zone = Time zone
settings-show-times-in = Show times in
settings-time-zone-hint = A place from the list, e.g. Europe/Berlin or America/New_York. Deadlines, move times and mails use it; the daily digest comes at its hour there.
settings-board = Board
settings-confirm-moves = Ask me to confirm a move made on the board before it is played
settings-confirm-moves-hint = Without it, a move dropped on the board is sent at once. Typed moves are always shown before they are played when the page runs its script.
settings-auto-vacation-heading = When time runs out
settings-auto-vacation = Book vacation days automatically instead of losing on time
settings-auto-vacation-hint = When your time runs out, a day of your yearly vacation is booked so the game goes on, if you have days left and the tournament allows them.
settings-change-password = Change password
settings-current-password = Current password
settings-new-password = New password
settings-new-password-hint = At least 10 characters. Your other sessions will be logged out.
settings-change-email = Change email address
settings-new-email = New email address
settings-your-password = Your password
settings-new-email-hint = We mail a link to the new address; it takes effect when you follow it.
settings-api-tokens = API tokens
settings-tokens-intro-before = Personal access tokens let your own scripts, bots and apps use the
settings-tokens-intro-link = JSON API
settings-tokens-intro-after = as you. Each is shown once when it is created; keep it secret and revoke it when it is no longer needed.
settings-tokens-xfcc = Desktop programs for correspondence chess (Scid, ChessBase, Fritz) play here over Xfcc: give them your username, a token as the password, and this site's address followed by /xfcc.
settings-new-token = Your new token
settings-new-token-once = , shown this once (copy it now):
settings-send-it-as = Send it as
settings-no-tokens = You have no API tokens.
settings-token-name = Name
settings-token-created = Created
settings-token-last-used = Last used
settings-token-never = never
settings-revoke-tick = Revoke { $name }
settings-revoke = Revoke
settings-new-token-name = Name of a new token
settings-new-token-name-hint = What will use it, e.g. "my bot".
settings-create-token = Create token
settings-your-data = Your data
settings-your-data-text = Everything stored about you (your account and settings, your rating and its history, every game with its PGN, the messages you sent, your notes and conditional lines, vacations and API token names) as one JSON file:
settings-download-data = download my data
settings-delete-account = Delete my account
settings-saved-password = Your password is changed. Your other sessions have been logged out.
settings-saved-email = We sent a link to your new address. It takes effect when you follow the link.
settings-saved-mail = Your mail and reminder preferences are saved.
settings-saved-board = Your board setting is saved.
settings-saved-auto-vacation = Your automatic vacation setting is saved.
settings-saved-time-zone = Your time zone is saved; times are shown in it.
settings-saved-language = Your language is saved; pages and mails use it.
settings-saved-token-revoked = The token is revoked; requests with it are refused now.
settings-saved-vacation = Your vacation is booked. Your clocks stand still during it.
settings-saved-vacation-cancelled = The vacation is cancelled or ended; unused days are yours again.

vacation-heading = Vacation
vacation-intro = While you are on vacation your clocks stand still in all your games (except games that forbid vacation); your opponents can still move.
vacation-days-left = You have { $left } of { $allowance ->
        [one] { $allowance } day
       *[other] { $allowance } days
    } left in
vacation-utc-days = Days are whole days in UTC.
vacation-none = No vacation booked.
vacation-span = { $start } to { $end }
vacation-day-count = { $days ->
    [one] 1 day
   *[other] { $days } days
}
vacation-on-now = , on now
vacation-cancel-tick = Cancel it
vacation-end-tick = End it today
vacation-end-today = End today
vacation-first-day = First day
vacation-last-day = Last day
vacation-book = Book the vacation
calendar-heading = Calendar
calendar-intro = Subscribe to your move deadlines from your calendar app. The address is secret: anyone who has it sees your deadlines.
calendar-shown-once = Your calendar address, shown this once (copy it into your calendar app now):
calendar-have-one = You have a calendar address. It is shown only when it is made: if you no longer have it, make a new one.
calendar-new-address = Make a new address (the old one stops working)
calendar-make-address = Make my calendar address
calendar-summary = Move due: game { $id } against { $opponent }
calendar-description = Your move in game { $id } against { $opponent } is due at { $due }.

## Deleting one's account.

delete-title = Delete my account
delete-intro = Deleting your account cannot be undone. When you delete it:
delete-running-games = your running games end: tournament and team-match games are lost by forfeit (you withdraw from the tournaments); in other games, those where both players have not yet moved are aborted and the others you resign; your opponents are told;
delete-challenges = your open challenges and your entries in tournaments that have not started are withdrawn;
delete-removed = the messages you sent, your notes, conditional moves, vacations, sessions and API tokens are removed, and your address is free for a new account;
delete-finished-games = your finished games stay for your opponents, with your name replaced by "deleted player" and a number.
delete-export-before = You may want to download your data first:
delete-export-link = download my data
delete-password = Your password
delete-confirm = I understand: delete my account for good
delete-back = Back to the settings
deleted-title = Account deleted
deleted-heading = Your account is deleted
deleted-gone = Your account and what you wrote are gone, and you are logged out. Thank you for playing.
deleted-front-page = To the front page

## Confirming a token's revocation and a vacation's end.

settings-revoke-confirm-title = Revoke the token?
settings-revoke-confirm-consequence = Scripts and apps using it are refused from now on.
settings-revoke-confirm-tick = Revoke this token
settings-revoke-confirm-button = Revoke
settings-vacation-cancel-title = Cancel or end the vacation?
settings-vacation-cancel-consequence = A vacation not yet begun is cancelled; one under way ends today, and your clocks run again from tomorrow. Unused days are yours again.
settings-vacation-cancel-tick = Cancel or end this vacation
settings-vacation-cancel-button = Cancel or end it
settings-push = Notifications on this device
settings-push-intro = Your phone or browser can show a notification when your opponent moves, offers a draw or a game ends. Move notifications come after each move whatever your move mails are set to, so you may turn those mails off and keep the notifications; the other events come with their mails.
settings-push-devices = { $count ->
    [0] No device receives notifications yet.
    [one] One device receives notifications.
   *[other] { $count } devices receive notifications.
}
settings-push-parked = { $count ->
    [one] Notifications to one device are paused: its push service failed again and again. Turn notifications off and on again on that device to resume them.
   *[other] Notifications to { $count } devices are paused: their push services failed again and again. Turn notifications off and on again on those devices to resume them.
}
settings-push-no-script = Notifications need JavaScript, which is off in this browser.
settings-push-unsupported = This browser cannot receive push notifications.
settings-push-state-on = This browser receives notifications.
settings-push-state-off = This browser receives no notifications.
settings-push-state-blocked = Notifications are blocked for this site in this browser's settings.
settings-push-failed = Turning on notifications did not work. Please try again.
settings-push-subscribe = Turn on notifications
settings-push-unsubscribe = Turn off notifications here
settings-saved-push = This browser now receives notifications.
settings-saved-push-off = This browser receives no more notifications.
settings-saved-calendar = Your new calendar address is below, shown this once; the old one no longer works.
