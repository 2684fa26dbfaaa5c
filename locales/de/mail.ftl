## Mails: der Rahmen jeder Mail und die Mails selbst.

mail-replies-not-read = Antworten auf diese Mail werden nicht gelesen: Spiel deinen Zug auf der Seite.
mail-answer-by-mail = Per Mail antworten: Schreib deinen Zug in die erste Zeile, so wie auf der Seite (Sf3, exd5, O-O, e2e4). Die Zeilen darunter erreichen deinen Gegner als Nachricht; eine Zeile „draw“ direkt unter dem Zug bietet Remis an.
mail-signature = corrchess, Schach960 per Fernschach
mail-preferences = Mail-Einstellungen
mail-turn-off = { $what } abbestellen
mail-why = Du bekommst diese Mail wegen deines Kontos bei corrchess.
unsubscribe-moves = Mails über die Züge deiner Gegner
unsubscribe-reminders = Erinnerungen vor deinen Fristen

mail-game-subject = corrchess: Partie { $id }, { $white } gegen { $black }
mail-hello = Hallo { $name },
mail-move-played = { $opponent } spielte { $move }
mail-in-game = in Partie { $id }
mail-your-move = Du bist am Zug.
mail-move-answered = { $opponent } antwortete auf deinen Zug { $mine } mit
mail-conditional-explained = ein bedingter Zug, im Voraus vorbereitet und gespielt, sobald dein Zug ankam.
mail-your-deadline = Deine Frist
mail-message-from = Nachricht von { $name }
mail-play-your-move = Spiel deinen Zug
mail-verify-subject-new = corrchess: Willkommen, bitte bestätige deine E-Mail-Adresse
mail-verify-subject = corrchess: bestätige deine neue E-Mail-Adresse
mail-verify-welcome = willkommen bei corrchess! Bitte bestätige deine E-Mail-Adresse
mail-verify-new-address = bitte bestätige deine neue E-Mail-Adresse
mail-verify-by-link = mit diesem Link:
mail-verify-once = Der Link funktioniert einmal und 7 Tage lang.
mail-verify-until = Bis du bestätigst, kannst du dich umsehen, aber keine Partien anbieten oder annehmen.
mail-verify-button = Meine E-Mail-Adresse bestätigen
mail-copy-link = Oder kopiere diesen Link in deinen Browser:
mail-ignore = Wenn du das nicht angefordert hast, ignoriere diese Mail.
