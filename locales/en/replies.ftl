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
