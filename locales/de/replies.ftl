## Mail replies, sign-up attempts, unsubscribing and the API page.

## A move sent by mail: its confirmation, its refusal and the reasons.
reply-confirmed-your-move = dein Zug
reply-confirmed-played = in Partie { $id } gegen { $opponent } wurde gespielt.
reply-confirmed-message = Deine Nachricht ging mit:
reply-confirmed-draw = Du hast damit Remis angeboten.
reply-confirmed-conditional = { $opponent } hatte eine bedingte Antwort vorbereitet, und sie wurde sofort gespielt: { $reply }.
reply-confirmed-over = Die Partie ist beendet: { $how }.
reply-confirmed-your-move-again = Du bist wieder am Zug; deine Frist: { $deadline }
reply-confirmed-their-move = { $name } ist am Zug; Frist: { $deadline }
reply-refused-nothing = deine Mail zu Partie { $id } wurde gelesen, aber es wurde nichts gespielt.
reply-refused-move = dein Zug „{ $move }“ in Partie { $id } wurde nicht gespielt.
reply-refused-legal = Mögliche Züge:
reply-status-over = Die Partie ist beendet: { $how } ({ $result }).
reply-status-your-move = Du bist am Zug; deine Frist: { $deadline }.
reply-status-their-move = { $name } ist am Zug.
reply-stale-ply = Die Partie ist weitergegangen, seit die Mail verschickt wurde, auf die du geantwortet hast: { $current } Halbzüge sind gespielt. Hier ist die Stellung, wie sie jetzt steht.
reply-wrong-sender = Sie kam von { $from }; das ist nicht die Adresse deines Kontos, deshalb wurde nichts gespielt. Antworte von { $account } aus, oder spiele auf der Seite.
reply-no-sender = Sie kam ohne Absenderadresse; das ist nicht die Adresse deines Kontos, deshalb wurde nichts gespielt. Antworte von { $account } aus, oder spiele auf der Seite.
reply-too-large = Sie war größer als { $kb } KB, deshalb wurde nichts gespielt. Antworte nur mit dem Zug, ohne Anhänge.
reply-no-move = Darin wurde kein Zug gefunden: Schreib den Zug in die erste Zeile deiner Antwort, über die zitierte Mail.

## Mails to an address about an account it has, or has not.
account-mail-attempt-subject = corrchess: jemand wollte sich mit deiner Adresse anmelden
account-mail-attempt = jemand (vielleicht du) wollte mit dieser E-Mail-Adresse ein neues corrchess-Konto anlegen. Sie gehört schon zu deinem Konto { $name }, deshalb wurde kein neues Konto angelegt.
account-mail-attempt-login = Wenn du es warst, melde dich hier an:
account-mail-attempt-reset = Passwort vergessen? Wähle hier ein neues:
account-mail-attempt-login-link = Wenn du es warst, melde dich an
account-mail-attempt-reset-link = Passwort vergessen? Wähle ein neues
account-mail-attempt-not-you = Wenn du es nicht warst, ignoriere diese Mail: An deinem Konto hat sich nichts geändert.
account-mail-no-account-subject = corrchess: Passwort zurücksetzen für eine Adresse ohne Konto
account-mail-hello = Hallo,
account-mail-no-account = jemand (vielleicht du) wollte das Passwort eines corrchess-Kontos mit dieser E-Mail-Adresse zurücksetzen, aber kein Konto verwendet sie. Wenn du ein Konto hast, hat es vielleicht eine andere Adresse.
account-mail-no-account-create = So legst du eines an:
account-mail-create = Konto anlegen

## The unsubscribe page a mail's link opens.
unsub-title = Mail-Einstellungen
unsub-done = Erledigt:
unsub-gets-no-more = bekommt keine { $what } mehr.
unsub-still-arrive = Partieergebnisse und Mails zu deinem Konto kommen weiterhin an.
unsub-back-on-before = Auf deiner
unsub-back-on-after = { " " }kannst du das wieder einschalten.
unsub-settings-page = Einstellungsseite
unsub-ask-before = { $what } für
unsub-ask-after = { " " }abschalten?
unsub-button = Abschalten
unsub-change-before = Alle Mail-Einstellungen kannst du auf deiner
unsub-change-after = { " " }ändern.
unsub-invalid = Dieser Abmeldelink ist nicht gültig. Nimm den Link einer neueren Mail, oder ändere deine Mail-Einstellungen auf der Einstellungsseite.

## The API page (the code samples, routes and JSON names stay as they are).
api-heading = Die corrchess-API
api-intro = Eine JSON-API für Apps, Bots und Skripte, neben den Webseiten und mit denselben Regeln: Alles, was du hier in einer Partie tun kannst, durchläuft dieselben Prüfungen wie auf der Partieseite. Die maschinenlesbare Beschreibung ist das OpenAPI-3-Dokument unter
api-auth = Anmeldung
api-send-token = Schick mit jeder Anfrage ein persönliches Zugangstoken:
api-create-before = Tokens legst du auf der
api-settings-page = Einstellungsseite
api-create-after = an (jedes wird nur einmal gezeigt; widerrufe es dort, wenn ein Skript es nicht mehr braucht), oder mit deinem Login und Passwort:
api-answer-holds = Die Antwort (201) enthält
api-hash = Gespeichert wird nur ein Hash davon: Bewahre es sicher auf. Die API verwendet keine Cookies, deshalb ist kein CSRF-Token nötig. Auch die Registrierung geht
api-with = mit
api-signup-after = ; das Konto kann spielen, sobald seine Adresse über den gemailten Link bestätigt ist.
api-limit-before = Anfragen sind je Token begrenzt; über der Grenze lautet die Antwort 429 mit einem Header
api-limit-after = (Sekunden). Registrierung und Token-Erzeugung sind wie die Formulare je Adresse und je Login begrenzt.
api-endpoints = Endpunkte
api-method = Methode
api-path = Pfad
api-what = Was er tut
api-token = Token
api-bodies-before = Anfragekörper sind JSON
api-bodies-after = Zeiten sind RFC 3339 in UTC.
api-examples = Beispiele
api-ex-me = Wer bin ich:
api-ex-challenge = bob zu einer Partie in Startstellung 518 (der klassischen Aufstellung) herausfordern, 3 Tage pro Zug:
api-ex-accept = Herausforderung 7 annehmen; die Antwort enthält die Nummer der Partie
api-ex-games = Partien, in denen ich am Zug bin, dann der Stand einer Partie (Stellung, Züge, mögliche Züge, Frist):
api-ex-move-ply = Einen Zug spielen. Schick die Zahl der schon gespielten Halbzüge mit, wie die Partie sie nennt
api-ex-move-stale = Hat sich die Stellung inzwischen geändert, lautet die Antwort 409
api-ex-move-twice = derselbe Zug zweimal geschickt wird einmal gespielt (die zweite Antwort ist 200 mit
api-ex-move-forms = Züge gehen in SAN (englische Figurenbuchstaben), als Koordinaten oder, für die Rochade, als König auf den eigenen Turm:
api-ex-draw = Remis anbieten, ein Angebot beantworten oder Remis beanspruchen; aufgeben; die PGN herunterladen
api-ex-tournaments = Turniere: die Liste, ein Turnier (Spieler, Tabelle mit Sonneborn-Berger, Partien, verwendete Startstellungen), vor dem Start anmelden oder abmelden. Nach dem Start spielst du seine Partien über die Partie-Endpunkte
api-errors = Fehler
api-problems = Jeder Fehler ist ein Problem nach RFC 9457
api-problems-errors = ungültige Felder fügen die Feldnamen mit ihren Meldungen hinzu, ein veralteter Halbzug den aktuellen Halbzug
api-problems-branch = Programme sollten nach dem Typ verzweigen
api-problems-english = Die Typen, Titel und Feldnamen unten gehören zur API und bleiben englisch.
api-type = Typ
api-status = Status
api-meaning = Bedeutung
