## tournaments
tournaments-new = Neues Turnier
tournaments-open = Offen für Anmeldungen
tournaments-none-open = Gerade ist kein Turnier für Anmeldungen offen.
tournaments-players = { $min } bis { $max } Spieler
tournaments-players-exactly = { $count ->
    [one] ein Spieler
   *[other] { $count } Spieler
}
tournaments-started-by-organisers = Start durch die Turnierleitung
tournaments-registration-until = Anmeldung bis { $deadline }
tournaments-running = Laufend
tournaments-none-running = Kein Turnier läuft gerade.
tournaments-done = Beendet und abgesagt
tournaments-none-done = Noch keine.
tournament-status = Stand:
tournament-started-by-hand = Die Turnierleitung startet es von Hand.
tournament-registration-closes = Die Anmeldung schließt { $deadline }; das Turnier beginnt dann, wenn sich mindestens { $min ->
        [one] ein Spieler angemeldet hat
       *[other] { $min } Spieler angemeldet haben
    }, und wird sonst abgesagt.
tournament-cancelled = Dieses Turnier wurde abgesagt.
tournament-rounds = { $rounds ->
    [one] 1 Runde
   *[other] { $rounds } Runden
}
tournament-all-at-once = alle Partien aller Runden beginnen gleichzeitig, wie im Fernschach üblich.
tournament-entry = Teilnahme:
tournament-positions = Startstellungen:
tournament-positions-drawn = Der Server lost sie mit einer kryptografischen Zufallsquelle aus, wenn die Partien angelegt werden.
tournament-leave = Vom Turnier abmelden
tournament-cannot-join = Du kannst nicht teilnehmen:
tournament-entry-password = Teilnahmepasswort (von der Turnierleitung)
tournament-join = Am Turnier teilnehmen
tournament-login-to-join = , um teilzunehmen.
tournament-registered = Angemeldete Spieler
tournament-nobody-joined = Noch hat sich niemand angemeldet.
tournament-standings = Tabelle
tournament-place = Platz
tournament-points = Punkte
tournament-sb = SB
tournament-wins = Siege
tournament-direct = Direkt
tournament-games = Partien
tournament-replacing = ersetzt { $names }
tournament-withdrawn = zurückgezogen
tournament-results-deleted = , Ergebnisse gestrichen
tournament-crosstable = Kreuztabelle
tournament-crosstable-key = 1 Sieg, ½ Remis, 0 Niederlage, · läuft noch; eingeklammerte Ergebnisse wurden durch einen Rückzug gestrichen.
tournament-advanced = weiter
tournament-advanced-by-rating = (nach Wertungszahl)
tournament-positions-used = Verwendete Startstellungen
tournament-games-heading = Partien
tournament-round = Runde
tournament-position = Stellung
tournament-game-status = Stand
tournament-group = Gruppe
tournament-group-n = Gruppe { $number }
tournament-adjudication = Entscheidung:
tournament-download = Herunterladen:
tournament-all-games-pgn = alle Partien (PGN)
tournament-crosstable-csv = Kreuztabelle (CSV)
tournament-tiebreaks-order = Wertung in dieser Reihenfolge:
tournament-bracket = Turnierbaum
tournament-bye = Freilos
tournament-group-games-on-page = Die Partien jeder Gruppe stehen auf ihrer Seite (oben verlinkt).
tournament-stage-n = Phase { $number }
tournament-the-final = das Finale
tournament-then-seeding = dann die Setzliste (Wertungszahl).
tournament-group-n-in-stage = Gruppe { $number }
tournament-entry-limited = Zu viele falsche Teilnahmepasswörter. Versuche es in { $minutes ->
    [one] einer Minute
   *[other] { $minutes } Minuten
} noch einmal.
tournament-use-every-game = jede Partie
tournament-use-stage = Phase { $stage }
tournament-use-round = Runde { $round }
tournament-use-pairing = { $a } – { $b }
tournament-use-stage-pairing = Phase { $stage }: { $a } – { $b }
tournament-use-game = Runde { $round }: { $white } – { $black }
tournament-notice-joined = Du bist angemeldet: die Partien des Turniers kommen per Mail, sobald es beginnt.
tournament-notice-left = Du hast das Turnier verlassen.
