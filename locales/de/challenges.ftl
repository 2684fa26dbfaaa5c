## Herausforderungen: die Liste und das Formular, um eine Partie anzubieten.

challenges-unverified = Bestätige deine E-Mail-Adresse (folge dem Link, den wir dir geschickt haben), um Partien anzubieten oder anzunehmen.
challenges-login-to-accept = , um eine Herausforderung anzunehmen.
challenges-none = Gerade gibt es keine offenen Herausforderungen.
challenges-from = Von
challenges-to = An
challenges-terms = Bedingungen
challenges-note = Notiz
challenges-action = Aktion
challenges-anyone = alle
challenges-withdraw-tick = Zurückziehen
challenges-withdraw = Zurückziehen
challenges-confirm-to-accept = Bestätige deine Adresse, um anzunehmen.
challenges-accept = Annehmen
challenges-for-players = Für Spieler { $range }.
challenge-opponent = Gegner
challenge-opponent-placeholder = ein Benutzername
challenge-opponent-hint = Leer lassen, um die Partie allen anzubieten.
challenge-colour = Deine Farbe
challenge-colour-random = zufällig
challenge-vacation-allowed = erlaubt: Die Uhren stehen still, solange ein Spieler im Urlaub ist
challenge-vacation-forbidden = nicht in dieser Partie
challenge-start-random = zufällig, vom Server zu Beginn der Partie ausgelost
challenge-start-number = die Nummer unten
challenge-start-classical = klassisch (Nr. 518)
challenge-start-number-label = Nummer der Startstellung (0 bis 959)
challenge-browse-positions = Alle 960 Stellungen ansehen
challenge-rating-range = Wertungsbereich (offene Herausforderungen, freiwillig)
challenge-min-rating = Niedrigste Wertungszahl
challenge-max-rating = Höchste Wertungszahl
challenge-rating-hint = Nur Spieler mit einer Wertungszahl im Bereich sehen den Annehmen-Knopf. Beide leer lassen für alle.
challenge-note = Notiz (freiwillig)
challenge-offer = Partie anbieten
tc-legend = Bedenkzeit
tc-per-move-choice = Tage pro Zug: Jeder Zug bringt eine neue Frist
tc-fischer-choice = Fischer: ein Zeitkonto, plus Tage für jeden Zug
tc-days = Tage (pro Zug, oder das Anfangskonto bei Fischer)
tc-days-hint = 1 bis 60 Tage.
tc-increment = Fischer: Tage, die nach jedem Zug hinzukommen
tc-max = Fischer: höchstens so viele Tage auf dem Konto (freiwillig)

## Rücknahme einer Herausforderung bestätigen.

challenges-withdraw-confirm-title = Herausforderung zurückziehen?
challenges-withdraw-confirm-consequence = Dann kann niemand sie mehr annehmen.
challenges-withdraw-confirm-tick = Diese Herausforderung zurückziehen
challenges-withdraw-confirm-button = Zurückziehen
challenges-rematch-of = Eine Revanche für Partie { $game }.
