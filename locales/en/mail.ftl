## Mails: the frame every mail shares, and the mails themselves.

mail-replies-not-read = Replies to this mail are not read: play your move on the site.
mail-answer-by-mail = Answer by mail: reply with your move on the first line, written as on the site (Nf3, exd5, O-O, e2e4). The lines below it reach your opponent as a message; a line "draw" right below the move offers a draw.
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
