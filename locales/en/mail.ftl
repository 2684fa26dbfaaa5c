## Mails: the frame every mail shares, and the mails themselves.

mail-replies-not-read = Replies to this mail are not read: play your move on the site.
mail-answer-by-mail = Answer by mail: reply with your move on the first line, written as on the site (Nf3, exd5, O-O, e2e4). The lines below it reach your opponent as a message; a line "draw" (or "remis") right below the move makes a draw offer with it. A reply of "draw" (or "remis") alone accepts your opponent's draw offer, or makes one when none stands.
mail-signature = corrchess, Chess960 by correspondence
mail-preferences = Mail preferences
mail-turn-off = Turn off { $what }
mail-why = You get this mail because of your account on corrchess.
unsubscribe-moves = mail about your opponents' moves
unsubscribe-reminders = reminders before your deadlines

mail-game-subject = corrchess: game { $id }, { $white } vs { $black }
mail-hello = Hello { $name },
mail-move-played = { $opponent } played { $move }
mail-in-game = in game { $id }
mail-your-move = It is your move.
mail-move-answered = { $opponent } answered your { $mine } with
mail-conditional-explained = a conditional move, prepared in advance and played as soon as your move arrived.
mail-your-deadline = Your deadline
mail-message-from = Message from { $name }
mail-play-your-move = Play your move
mail-verify-subject-new = corrchess: welcome, please confirm your email address
mail-verify-subject = corrchess: confirm your new email address
mail-verify-welcome = welcome to corrchess! Please confirm your email address
mail-verify-new-address = please confirm your new email address
mail-verify-by-link = by opening this link:
mail-verify-once = The link works once and for 7 days.
mail-verify-until = Until you confirm, you can look around but not start or accept games.
mail-verify-button = Confirm my email address
mail-copy-link = Or copy this link into your browser:
mail-ignore = If you did not ask for this, ignore this mail.
verdict-aborted = The game was aborted and does not count
verdict-draw = It is a draw
verdict-won = You won
verdict-lost = You lost
verdict-none = It has no result
# The result of an aborted game in its end mail and push, where PGN writes "*".
result-aborted = aborted
mail-over-game = game { $id }
mail-over-ended = has ended: { $result }.
mail-over-how = How it ended
mail-over-rating = Your rating changed by { $change }.
mail-over-the-game = The game
mail-over-see = See the game
mail-started = game { $id } against { $opponent } has begun
mail-started-position = start position No. { $number }
mail-started-you-white = You play white, so it is your move.
mail-challenge-received = { $challenger } (rated { $rating }) challenges you to a game of Chess960
mail-note-from = Note from { $name }
mail-accept-or-decline-here = Accept or decline it here
mail-accept-or-decline = Accept or decline the challenge
mail-challenge-accepted = { $opponent } accepted your challenge: game { $id } has begun
mail-your-move-deadline = It is your move; your deadline is { $deadline }.
mail-they-move-first = { $opponent } moves first; their deadline is { $deadline }. We mail you when they have moved.
mail-challenge-declined = { $opponent } declined your challenge
mail-your-challenges = Your challenges
mail-go-to-game = Go to the game
mail-reset-asked = someone (hopefully you) asked to reset the password of your corrchess account.
mail-reset-choose-here = Choose a new password here
mail-reset-once = The link works once and for 1 hour.
mail-reset-ignore = If you did not ask for this, ignore this mail: your password stays as it is.
mail-reset-subject = corrchess: reset your password
mail-challenge-subject = corrchess: { $challenger } challenges you to a Chess960 game
mail-declined-subject = corrchess: { $opponent } declined your challenge
mail-you-play = You play { $color }
mail-suspended-subject = corrchess: your account is suspended
mail-suspended = an administrator suspended your corrchess account. The reason given:
mail-suspended-cannot = You cannot log in or play while the suspension lasts.
mail-suspended-games = Your running games were { $how ->
    [adjudicated] adjudicated (a game in which not both players had moved yet does not count for the ratings)
   *[other] { $how }
}.
mail-suspended-ask = To ask about it, answer the administrators of this site.
mail-restored-subject = corrchess: your account is open again
mail-restored = an administrator lifted the suspension of your corrchess account. You can log in and play again
mail-digest-subject = { $count ->
    [one] corrchess: your move in 1 game
   *[other] corrchess: your move in { $count } games
}
mail-digest-intro = { $count ->
    [one] it is your move in 1 game:
   *[other] it is your move in { $count } games:
}
mail-digest-move-due = move { $number }, due { $deadline }
mail-digest-all = All your games
mail-conditional-foresaw = One of your conditional lines foresaw it, so your reply { $reply } was played at once.
mail-their-move = It is { $name }'s move.
mail-their-deadline = { $name }'s deadline
mail-see-lines = See the game and your remaining lines
notice-draw-offer = { $name } offers a draw
notice-draw-declined = { $name } declined your draw offer
notice-message = { $name } sent you a message
notice-reminder = Reminder: your move against { $opponent } is due { $due }, in about { $hours ->
    [one] an hour
   *[other] { $hours } hours
}
notice-vacation = { $name } is on vacation until { $end }; their clock stands still meanwhile
notice-auto-vacation = You were about to lose on time, so { $days } { $days ->
    [one] day
   *[other] days
} of your vacation { $days ->
    [one] was
   *[other] were
} booked automatically (until { $end }); your new deadline is { $due }
notice-adjudicated = The tournament director adjudicated your game { $result }: { $reason }
push-move-title = { $opponent } played { $move }
push-move-body = Your move in game { $id }, { $white } vs { $black }.
push-end-title = Game { $id } is over: { $result }
push-end-body = { $white } vs { $black }: { $how }

## A draw offer in a move mail or a notice, and how to answer it.
mail-draw-offered = { $name } offers a draw.
mail-draw-accept-by-mail = To accept, reply to this mail with "draw" (or "remis") alone, or accept it on the game page; a move declines it.
mail-draw-accept-on-site = Accept or decline it on the game page; a move declines it.

## The HTML board's accessible name (the text above it names the last move).
mail-board-label = The board, seen from your side
mail-board-label-marked = The board, seen from your side; the last move's two squares are shaded

## A standing draw offer in the digest's line of a game.
mail-digest-draw-offer = { $name } offers a draw (accept or decline it on the game page)
notice-time-given = { $name } gave you { $days ->
    [one] 1 more day
   *[other] { $days } more days
} for this move: it is now due { $due }
