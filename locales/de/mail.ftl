## Mails: der Rahmen jeder Mail und die Mails selbst.

mail-replies-not-read = Antworten auf diese Mail werden nicht gelesen: Spiel deinen Zug auf der Seite.
mail-answer-by-mail = Per Mail antworten: Schreib deinen Zug in die erste Zeile, so wie auf der Seite (Sf3, exd5, O-O, e2e4). Die Zeilen darunter erreichen deinen Gegner als Nachricht; eine Zeile „remis“ (oder „draw“) direkt unter dem Zug bietet mit ihm Remis an. Eine Antwort nur mit „remis“ (oder „draw“) nimmt das Remisangebot deines Gegners an oder bietet selbst Remis an, wenn keines steht.
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
verdict-aborted = Die Partie wurde abgebrochen und zählt nicht
verdict-draw = Sie endet remis
verdict-won = Du hast gewonnen
verdict-lost = Du hast verloren
verdict-none = Sie hat kein Ergebnis
# The result of an aborted game in its end mail and push, where PGN writes "*".
result-aborted = abgebrochen
mail-over-game = die Partie { $id }
mail-over-ended = ist beendet: { $result }.
mail-over-how = So endete sie
mail-over-rating = Deine Wertungszahl hat sich um { $change } geändert.
mail-over-the-game = Die Partie
mail-over-see = Partie ansehen
mail-started = die Partie { $id } gegen { $opponent } hat begonnen
mail-started-position = Startstellung Nr. { $number }
mail-started-you-white = Du spielst Weiß, also bist du am Zug.
mail-challenge-received = { $challenger } (Wertungszahl { $rating }) fordert dich zu einer Partie Schach960 heraus
mail-note-from = Notiz von { $name }
mail-accept-or-decline-here = Hier kannst du annehmen oder ablehnen
mail-accept-or-decline = Herausforderung annehmen oder ablehnen
mail-challenge-accepted = { $opponent } hat deine Herausforderung angenommen: Partie { $id } hat begonnen
mail-your-move-deadline = Du bist am Zug; deine Frist endet { $deadline }.
mail-they-move-first = { $opponent } zieht zuerst; die Frist endet { $deadline }. Wir schicken dir eine Mail, sobald gezogen wurde.
mail-challenge-declined = { $opponent } hat deine Herausforderung abgelehnt
mail-your-challenges = Deine Herausforderungen
mail-go-to-game = Zur Partie
mail-reset-asked = jemand (hoffentlich du) möchte das Passwort deines corrchess-Kontos zurücksetzen.
mail-reset-choose-here = Hier wählst du ein neues Passwort
mail-reset-once = Der Link funktioniert einmal und 1 Stunde lang.
mail-reset-ignore = Wenn du das nicht angefordert hast, ignoriere diese Mail: Dein Passwort bleibt, wie es ist.
mail-reset-subject = corrchess: Passwort zurücksetzen
mail-challenge-subject = corrchess: { $challenger } fordert dich zu einer Partie Schach960 heraus
mail-declined-subject = corrchess: { $opponent } hat deine Herausforderung abgelehnt
mail-you-play = Du spielst { $color ->
    [white] Weiß
   *[black] Schwarz
}
mail-suspended-subject = corrchess: dein Konto ist gesperrt
mail-suspended = ein Administrator hat dein corrchess-Konto gesperrt. Der angegebene Grund:
mail-suspended-cannot = Solange die Sperre gilt, kannst du dich nicht anmelden und nicht spielen.
mail-suspended-games = Deine laufenden Partien wurden { $how ->
    [adjudicated] gewertet (eine Partie, in der noch nicht beide gezogen hatten, zählt nicht für die Wertungszahl)
    [aborted] abgebrochen
   *[other] { $how }
}.
mail-suspended-ask = Wenn du Fragen dazu hast, antworte den Administratoren dieser Seite.
mail-restored-subject = corrchess: dein Konto ist wieder offen
mail-restored = ein Administrator hat die Sperre deines corrchess-Kontos aufgehoben. Du kannst dich wieder anmelden und spielen
mail-digest-subject = { $count ->
    [one] corrchess: du bist in 1 Partie am Zug
   *[other] corrchess: du bist in { $count } Partien am Zug
}
mail-digest-intro = { $count ->
    [one] du bist in 1 Partie am Zug:
   *[other] du bist in { $count } Partien am Zug:
}
mail-digest-move-due = Zug { $number }, fällig { $deadline }
mail-digest-all = Alle deine Partien
mail-conditional-foresaw = Eine deiner bedingten Zugfolgen hatte das vorhergesehen, also wurde deine Antwort { $reply } sofort gespielt.
mail-their-move = { $name } ist am Zug.
mail-their-deadline = Frist von { $name }
mail-see-lines = Partie und deine übrigen Zugfolgen ansehen
notice-draw-offer = { $name } bietet Remis an
notice-draw-declined = { $name } hat dein Remisangebot abgelehnt
notice-message = { $name } hat dir eine Nachricht geschickt
notice-reminder = Erinnerung: Dein Zug gegen { $opponent } ist fällig { $due }, in etwa { $hours ->
    [one] einer Stunde
   *[other] { $hours } Stunden
}
notice-vacation = { $name } ist im Urlaub bis { $end }; die Uhr steht so lange still
notice-auto-vacation = Du hättest auf Zeit verloren, daher { $days ->
    [one] wurde { $days } Urlaubstag
   *[other] wurden { $days } Urlaubstage
} automatisch für dich gebucht (bis { $end }); deine neue Frist ist { $due }
notice-adjudicated = Die Turnierleitung hat deine Partie entschieden, { $result }: { $reason }
push-move-title = { $opponent } hat { $move } gespielt
push-move-body = Du bist am Zug in Partie { $id }, { $white } gegen { $black }.
push-end-title = Partie { $id } ist beendet: { $result }
push-end-body = { $white } gegen { $black }: { $how }

## A draw offer in a move mail or a notice, and how to answer it.
mail-draw-offered = { $name } bietet Remis an.
mail-draw-accept-by-mail = Zum Annehmen antworte auf diese Mail nur mit „remis“ (oder „draw“), oder nimm es auf der Seite der Partie an; ein Zug lehnt es ab.
mail-draw-accept-on-site = Nimm es auf der Seite der Partie an oder lehne es ab; ein Zug lehnt es ab.

## The HTML board's accessible name (the text above it names the last move).
mail-board-label = Das Brett, von deiner Seite gesehen
mail-board-label-marked = Das Brett, von deiner Seite gesehen; die zwei Felder des letzten Zugs sind hinterlegt

## A standing draw offer in the digest's line of a game.
mail-digest-draw-offer = { $name } bietet Remis an (nimm es auf der Seite der Partie an oder lehne es ab)
notice-time-given = { $name } hat dir { $days ->
    [one] 1 Tag
   *[other] { $days } Tage
} mehr für diesen Zug gegeben: Er ist jetzt fällig { $due }
