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
