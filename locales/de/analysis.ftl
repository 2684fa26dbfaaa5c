## Analysebrett, bedingte Züge und private Notiz der Partieseite, die Wörter der
## Brett-Skripte, die Feldnamen des gezeichneten Bretts und abgelehnte Formularzeichen.

analysis-heading = Analysebrett
analysis-badge-strong = Analyse, wird nicht gesendet.
analysis-badge = Probiere Züge für beide Seiten aus: Nichts, was du auf diesem Brett ziehst, erreicht deinen Gegner.
analysis-line = Variante:
analysis-take-back = Zurücknehmen
analysis-redo = Wiederholen
analysis-reset = Zurücksetzen
analysis-try-label = Zug ausprobieren
analysis-try = Ausprobieren
analysis-hint-start = Wie im Zugformular
analysis-hint-end = oder auf dem Brett. Die Pfeiltasten nehmen Züge zurück und wiederholen sie, solange das Brett oder ein Knopf hier den Fokus hat.
analysis-save = Als bedingte Zugfolge speichern

# Wörter der Brett-Skripte (static/game.js, static/analysis.js, static/board-kit.js).
analysis-board-name = Analysebrett, wird nicht gesendet
analysis-from-current = Ab der aktuellen Stellung.
analysis-from-after = Ab der Stellung nach Halbzug { $start } von { $played }.
analysis-no-moves = noch keine Züge
analysis-taken-back = (zurückgenommen: { $line })
analysis-note-not-current = Bedingte Zugfolgen beginnen in der aktuellen Stellung: Geh auf dem Partiebrett dorthin und drück „Zurücksetzen“, um eine aufzubauen.
analysis-note-play-both = Spiel den Zug deines Gegners und deine Antwort, um sie als bedingte Zugfolge zu speichern.
analysis-note-ends-with-reply = Eine bedingte Zugfolge endet mit deiner Antwort: Füge sie hinzu oder nimm { $move } zurück.
analysis-note-your-move = Du bist am Zug: Bedingte Zugfolgen beginnen mit dem Zug deines Gegners und lassen sich speichern, nachdem du gezogen hast.
analysis-not-legal = „{ $text }“ ist in der Stellung auf dem Analysebrett kein regelgerechter Zug.
analysis-pending = Dein Zug { $move }. Ziehen oder abbrechen?
analysis-pending-castling = Dein Zug { $move } – Rochade { $castling }. Ziehen oder abbrechen?
analysis-pending-king-step = Dein Zug { $move }: ein Königszug. Zum Rochieren stelle den König auf seinen Turm oder wähle „Stattdessen rochieren“.
analysis-promote-pawn = Umwandlung des Bauern auf { $square }: Wähle eine Figur oder brich ab.
analysis-sending = Dein Zug wird gesendet …

# Die eigenen Vorbereitungen eines Spielers.
analysis-conditionals-heading = Deine bedingten Züge
analysis-conditionals-intro = Nur du siehst sie. Spielt dein Gegner den ersten Zug einer Zugfolge, wird deine Antwort sofort gespielt; Zugfolgen, die seinen Zug nicht vorhergesehen haben, fallen weg.
analysis-no-lines = Keine Zugfolgen gespeichert.
analysis-with-message = (mit der Nachricht: { $message })
analysis-delete = Löschen
analysis-add-line = Zugfolge hinzufügen: der Zug deines Gegners, deine Antwort, sein nächster Zug, …
analysis-line-hint-start = Züge durch Leerzeichen getrennt, in jeder Schreibweise, die das Zugformular annimmt, z. B.
analysis-line-hint-castling = ; Rochade als
analysis-line-hint-end = oder König auf den Turm.
analysis-line-message = Nachricht, die mit der ersten Antwort gesendet wird (freiwillig)
analysis-store-line = Zugfolge speichern
analysis-lines-later = Zugfolgen kannst du speichern, während dein Gegner am Zug ist.
analysis-note-heading = Deine private Notiz
analysis-note-label = Nur du siehst diese Notiz, auch nach der Partie.
analysis-save-note = Notiz speichern
analysis-note-pgn = PGN mit deiner Notiz herunterladen

# Warum eine bedingte Zugfolge oder eine Notiz abgelehnt wurde.
analysis-line-too-short = Eine Zugfolge braucht den Zug deines Gegners und deine Antwort darauf, z. B. „{ $example }“.
analysis-line-too-long = Eine Zugfolge darf höchstens { $max ->
        [one] einen Zug
       *[other] { $max } Züge
    } haben.
analysis-line-odd = Eine Zugfolge endet mit deiner Antwort: Füge deine Antwort auf „{ $move }“ hinzu oder lass diesen Zug weg.
analysis-line-bad-move = Zug { $number } der Zugfolge, „{ $move }“ ({ $whose ->
    [opponent] der Zug deines Gegners
   *[reply] deine Antwort
}), ist nicht möglich: { $reason }.
analysis-line-too-many = Du hast in dieser Partie schon { $max } Zugfolgen; lösche zuerst einige.
analysis-line-disagrees = Nach { $before } antwortest du in einer schon gespeicherten Zugfolge { $stored }; hier antwortest du { $typed }. Lösche zuerst eine der beiden.
analysis-line-your-move = Du bist am Zug: Bedingte Zugfolgen beginnen mit dem Zug deines Gegners, speichere sie also, nachdem du gezogen hast.
analysis-line-message-refused = Eine Nachricht darf höchstens { $max } Zeichen und keine Steuerzeichen haben.
analysis-note-too-long = Eine Notiz darf höchstens { $max } Zeichen haben.
analysis-note-control = Eine Notiz darf keine Steuerzeichen enthalten.

# Die Felder des gezeichneten Bretts, für Screenreader.
analysis-start-board-title = Startstellung { $number }: { $pieces }
analysis-square-empty = { $square }, leer
analysis-square-piece = { $square }, { $piece ->
    [white-king] weißer König
    [white-queen] weiße Dame
    [white-rook] weißer Turm
    [white-bishop] weißer Läufer
    [white-knight] weißer Springer
    [white-pawn] weißer Bauer
    [black-king] schwarzer König
    [black-queen] schwarze Dame
    [black-rook] schwarzer Turm
    [black-bishop] schwarzer Läufer
    [black-knight] schwarzer Springer
   *[black-pawn] schwarzer Bauer
}

# Ein Formularfeld mit einem Zeichen, das diese Art Feld nicht annimmt.
analysis-field-name = { $field ->
    [move] Zug
    [mv] Zug
    [message] Nachricht
    [line] Zugfolge
    [note] Notiz
    [username] Benutzername
    [login] Benutzername oder E-Mail-Adresse
    [email] E-Mail-Adresse
    [password] Passwort
    [current_password] Aktuelles Passwort
    [new_password] Neues Passwort
    [name] Name
    [description] Beschreibung
    [reason] Grund
    [text] Text
    [q] Suche
    [search] Suche
    [opponent] Gegner
    [color] Farbe
    [start_number] Startstellung
    [time_control] Bedenkzeit
    [days_per_move] Tage pro Zug
    [increment_days] Zeitgutschrift
    [max_days] Höchstbedenkzeit
    [time_zone] Zeitzone
    [language] Sprache
    [lang] Sprache
    [vacation] Urlaub
    [max_vacation_days] Urlaubstage
    [start_date] Startdatum
    [end_date] Enddatum
    [registration_deadline] Anmeldeschluss
    [min_players] Mindestzahl der Spieler
    [max_players] Höchstzahl der Spieler
    [min_rating] Mindestwertung
    [max_rating] Höchstwertung
    [tiebreaks] Feinwertungen
    [group_size] Gruppengröße
    [entry_password] Turnierpasswort
    [dark_bishop] Läufer auf dunklem Feld
    [light_bishop] Läufer auf hellem Feld
    [queen] Dame
    [knight] Erster Springer
    [second_knight] Zweiter Springer
    [result] Ergebnis
    [page] Seite
   *[other] { $label }
}
analysis-field-single-line = Das Feld „{ $label }“ enthält ein Zeichen, das hier nicht erlaubt ist: Zeilenumbrüche, Tabulatoren und andere Steuerzeichen gehen hier nicht.
analysis-field-multi-line = Das Feld „{ $label }“ enthält ein Zeichen, das hier nicht erlaubt ist: Steuerzeichen außer Zeilenumbrüchen und Tabulatoren gehen hier nicht.
analysis-field-direction = Das Feld „{ $label }“ enthält ein Zeichen, das hier nicht erlaubt ist: Zeichen, die die Schreibrichtung umstellen, einbetten oder isolieren (U+202A bis U+202E, U+2066 bis U+2069), gehen hier nicht.
analysis-form-unreadable = Das Formular ließ sich nicht lesen. Geh bitte zurück, lade die Seite neu und versuch es noch einmal.
analysis-query-unreadable = Die Adresse hat einen Abfrageparameter, den diese Seite nicht versteht.
# A profile's or a list's query refused.
analysis-page-number = Die Seite muss eine ganze Zahl von 1 bis 100000 sein.
analysis-result-filter = Der Ergebnisfilter muss „won“, „drawn“ oder „lost“ sein (oder leer für alle).
# A game's message refused.
analysis-message-empty = Schreib zuerst eine Nachricht.
analysis-message-long = Eine Nachricht darf höchstens 2000 Zeichen haben.
analysis-message-control = Eine Nachricht darf keine Steuerzeichen enthalten.
# Die Bestätigungsseiten von Aufgabe und Abbruch (ohne angekreuztes Kästchen).
analysis-resign-title = Partie aufgeben?
analysis-resign-consequence = Mit der Aufgabe endet die Partie sofort als Niederlage für dich. Bevor beide Spieler gezogen haben, wird die Partie stattdessen abgebrochen: niemand gewinnt, und sie wird nicht gewertet (eine Turnierpartie behält ihr Ergebnis, ungewertet).
analysis-resign-tick = Ich gebe diese Partie auf
analysis-resign-button = Aufgeben
analysis-abort-title = Partie abbrechen?
analysis-abort-consequence = Eine abgebrochene Partie endet ohne Ergebnis und wird nicht gewertet.
analysis-abort-tick = Diese Partie abbrechen
analysis-abort-button = Partie abbrechen
# Die Rochadebretter der Regelseite, für Screenreader.
analysis-rules-before = Vor der Rochade: weißer König auf { $king }, Rochadeturm auf { $rook }
analysis-rules-after = Nach der Rochade: { $description }
