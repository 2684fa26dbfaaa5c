## Ablehnungen, die die Dienste als Kennungen liefern (siehe docs/design/words.md).

error-not-organizer = Das kann nur die Turnierleitung dieses Turniers oder ein Administrator.
error-rating-out-of-range = Diese Herausforderung ist für Spieler { $range }; deine Wertungszahl ist { $rating }.
error-fields-invalid = Einige Felder sind nicht gültig.
refusal-delete-own-account = Lösche dein eigenes Konto in deinen Einstellungen, mit deinem Passwort.
refusal-token-session-ended = Deine Sitzung ist beendet; melde dich erneut an, um einen Token zu erstellen.
refusal-challenge-accepted = Diese Herausforderung wurde schon angenommen.
refusal-challenge-declined = Diese Herausforderung wurde abgelehnt.
refusal-challenge-withdrawn = Diese Herausforderung wurde zurückgezogen.
refusal-challenge-own = Du kannst deine eigene Herausforderung nicht annehmen.
refusal-challenger-blocks = Der Herausforderer nimmt keine Herausforderungen von dir an.
refusal-challenge-decline-others = Nur der herausgeforderte Spieler kann eine Herausforderung ablehnen.
refusal-challenge-not-open = Diese Herausforderung ist nicht mehr offen.
refusal-challenge-withdraw-others = Nur der Herausforderer kann eine Herausforderung zurückziehen.
refusal-abort-too-late = Eine Partie kann nur abgebrochen werden, bevor beide Spieler gezogen haben; gib stattdessen auf oder biete Remis an.
refusal-suspend-self = Du kannst dein eigenes Konto nicht sperren.
refusal-suspended-already = Das Konto ist schon gesperrt.
refusal-not-suspended = Das Konto ist nicht gesperrt.
refusal-time-ran-out = Deine Zeit ist abgelaufen, bevor dieser Zug ankam: Die Partie ist durch Zeitüberschreitung verloren.
refusal-draw-time-ran-out = Deine Zeit ist abgelaufen, bevor dies ankam: Die Partie ist durch Zeitüberschreitung verloren, nicht remis.
refusal-draw-opponent-time-ran-out = Die Zeit deines Gegners ist abgelaufen, bevor dies ankam: Die Partie ist durch Zeitüberschreitung beendet, nicht remis.
refusal-rematch-running = Die Partie läuft noch; eine Revanche kann angeboten werden, sobald sie beendet ist.
refusal-player-registered = Dieser Spieler ist schon angemeldet.
refusal-player-not-registered = Dieser Spieler ist nicht angemeldet.
refusal-player-suspended = { $name } ist gesperrt und kann nicht spielen.
refusal-too-few-players = Das Turnier braucht mindestens { $min ->
        [one] einen Spieler
       *[other] { $min } Spieler
    }; { $count } sind angemeldet.
refusal-current-password-wrong = Das aktuelle Passwort stimmt nicht.
refusal-email-other-account = Diese E-Mail-Adresse gehört zu einem anderen Konto.
refusal-email-taken = Diese E-Mail-Adresse ist schon vergeben.
refusal-enter-login = Gib deinen Benutzernamen oder deine E-Mail-Adresse ein.
refusal-enter-password = Gib dein Passwort ein.
refusal-message-long = Eine Nachricht darf höchstens { $max } Zeichen haben.
refusal-no-such-vacation = Einen solchen Urlaub von dir gibt es nicht.
refusal-password-wrong = Das Passwort stimmt nicht.
refusal-reset-link-invalid = Dieser Link zum Zurücksetzen ist ungültig, benutzt oder abgelaufen. Fordere einen neuen an.
refusal-suspended = Dieses Konto ist von den Administratoren gesperrt: { $reason }
refusal-token-name-control = Ein Token-Name darf keine Steuerzeichen enthalten.
refusal-token-name-empty = Gib dem Token einen Namen, z. B. das Skript oder die App, die ihn benutzen wird.
refusal-token-name-long = Ein Token-Name darf höchstens { $max } Zeichen haben.
refusal-vacation-end = Gib den letzten Tag als Datum ein (JJJJ-MM-TT).
refusal-vacation-over = Dieser Urlaub ist schon vorbei.
refusal-vacation-start = Gib den ersten Tag als Datum ein (JJJJ-MM-TT).
refusal-new-password-short = Das neue Passwort muss mindestens 10 Zeichen lang sein.
refusal-new-password-long = Das neue Passwort ist zu lang.
refusal-vacation-ends-before = Der letzte Tag darf nicht vor dem ersten Tag liegen.
refusal-vacation-past = Ein Urlaub kann nicht in der Vergangenheit beginnen.
refusal-vacation-overlaps = Dieser Urlaub überschneidet sich mit einem, den du schon gebucht hast.
refusal-vacation-allowance = Das würde { $wanted ->
        [one] { $wanted } Urlaubstag
       *[other] { $wanted } Urlaubstage
    } im Jahr { $year } verbrauchen, aber von deinen { $allowance } sind nur noch { $left } übrig.
refusal-rated-band = mit einer Wertungszahl von { $min } bis { $max }
refusal-rated-min = mit einer Wertungszahl von { $min } oder mehr
refusal-rated-max = mit einer Wertungszahl von { $max } oder weniger
refusal-rated-any = jeder Wertungszahl
refusal-delete-confirm = Setze das Häkchen zur Bestätigung: Das Löschen lässt sich nicht rückgängig machen.
refusal-draw-offer-stands = Dein Remisangebot steht schon.
refusal-draw-offered-to-you = Dein Gegner hat Remis angeboten: Nimm es an oder lehne es ab.
refusal-draw-none-to-accept = Es gibt kein Remisangebot deines Gegners, das du annehmen könntest.
refusal-draw-none-to-decline = Es gibt kein Remisangebot deines Gegners, das du ablehnen könntest.
refusal-draw-claim-not-your-move = Remis beanspruchen kannst du nur, wenn du am Zug bist.
refusal-draw-nothing-to-claim = In dieser Stellung kann kein Remis beansprucht werden: Weder dreifache Stellungswiederholung noch die 50-Züge-Regel greift.
refusal-text = { $text }
error-unverified-page = Bitte bestätige zuerst deine E-Mail-Adresse: Folge dem Link, den wir dir geschickt haben. Über das Banner oben kannst du ihn dir erneut schicken lassen.
refusal-time-zone-choose = Wähle eine Zeitzone aus der Liste, z. B. Europe/Berlin oder America/New_York.
refusal-time-zone-unknown = Dieser Server kann diese Zeitzone noch nicht verwenden; wähle eine benachbarte.
refusal-digest-hour = Wähle eine Stunde von 0 bis 23.
refusal-mail-option = Wähle eine der angebotenen Möglichkeiten.
refusal-reminder-option = Wähle eine der angebotenen Erinnerungszeiten.
refusal-push-endpoint = Der Endpunkt (endpoint) des Abonnements muss die https://-Adresse eines Push-Dienstes sein.
refusal-push-p256dh = Der Schlüssel p256dh des Abonnements muss 65 Bytes in base64url sein (ein unkomprimierter P-256-Punkt).
refusal-push-auth = Das Geheimnis auth des Abonnements muss 16 Bytes in base64url sein.
refusal-tc-moves = Die Züge pro Periode müssen eine ganze Zahl von { $min } bis { $max } sein.
refusal-tc-period-days = Die Tage pro Periode müssen eine ganze Zahl von { $min } bis { $max } sein.
refusal-tc-double-after = Doppelt gezählt ab: eine ganze Zahl von { $min } bis { $max }, oder leer.
refusal-tc-silence = Die Tage der Schweigeregel müssen eine ganze Zahl von { $min } bis { $max } sein, oder leer.
refusal-gift-on-move = Du bist am Zug: Nur dein Gegner kann dir mehr Zeit geben.
refusal-gift-twice = Du hast für diesen Zug schon mehr Zeit gegeben; nach dem nächsten Zug wieder.
refusal-gift-tournament = Dieses Turnier erlaubt nicht, mehr Zeit zu geben.
refusal-gift-days = Gib { $min } bis { $max } Tage.
