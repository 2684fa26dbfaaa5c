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
reply-stale-ply = Die Partie ist weitergegangen, seit die Mail verschickt wurde, auf die du geantwortet hast: { $current ->
        [one] { $current } Halbzug ist
       *[other] { $current } Halbzüge sind
    } gespielt. Hier ist die Stellung, wie sie jetzt steht.
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
unsub-done-account = Erledigt: Dein Konto
unsub-gets-no-more = bekommt keine { $what } mehr.
unsub-still-arrive = Partieergebnisse und Mails zu deinem Konto kommen weiterhin an.
unsub-back-on-before = Auf deiner
unsub-back-on-after = { " " }kannst du das wieder einschalten.
unsub-settings-page = Einstellungsseite
unsub-ask-account = { $what } für dein Konto
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

## The API page's explanations of the problem types (the English ones are ProblemType::explanation's).
api-problem-malformed-request = Der Körper ist kein JSON der beschriebenen Form, der Content-Type ist nicht application/json, oder ein Pfad- oder Query-Parameter hat die falsche Form. Korrigiere die Anfrage.
api-problem-unauthorized = Es wurde kein Bearer-Token geschickt, oder es ist unbekannt oder widerrufen. Schick `Authorization: Bearer TOKEN` mit einem gültigen Token. Die Antwort trägt `WWW-Authenticate: Bearer`.
api-problem-invalid-credentials = Beim Erzeugen eines Tokens: Login und Passwort passen zu keinem Konto.
api-problem-not-a-player = Das dürfen nur die Spieler einer Partie (oder der Herausgeforderte).
api-problem-email-unverified = Die E-Mail-Adresse des Kontos ist noch nicht bestätigt: Folge erst dem Link in der Mail.
api-problem-rating-out-of-range = Die offene Herausforderung gilt nur für Spieler mit einer Wertungszahl zwischen `min_rating` und `max_rating`, und die des Aufrufers liegt außerhalb; `detail` nennt beide.
api-problem-entry-refused = Die Teilnahmebedingungen des Turniers lassen den Aufrufer nicht zu: eine Wertungszahl außerhalb von `min_rating`/`max_rating`, weniger beendete gewertete Partien als `min_rated_games`, ein fehlendes oder falsches Turnierpasswort, oder mehr Zeitverluste in 90 Tagen als das `TIMEOUT_LIMIT` der Seite; `detail` sagt, was davon.
api-problem-admin-only = Das dürfen nur Administratoren (Turnierleiter). Noch braucht es kein Endpunkt von v1; es ist für Aktionen der Turnierleitung vorgesehen.
api-problem-not-found = Unter dieser Adresse gibt es keine Partie, Herausforderung, kein Turnier und keinen Endpunkt.
api-problem-method-not-allowed = Den Endpunkt gibt es, aber nicht mit dieser HTTP-Methode.
api-problem-not-your-turn = Der Gegner ist am Zug.
api-problem-game-not-running = Die Partie ist beendet; keine Züge oder Partieaktionen mehr.
api-problem-stale-ply = Der geschickte `ply` ist nicht die Zahl der gespielten Halbzüge: Die Stellung hat sich geändert. `current_ply` nennt die tatsächliche Zahl; lade die Partie und entscheide neu.
api-problem-action-refused = Die Aktion passt nicht zum Stand (eine schon angenommene Herausforderung, kein Remisangebot zum Annehmen, kein Remis zum Beanspruchen, ein schon begonnenes oder volles Turnier, …). `detail` sagt, warum.
api-problem-payload-too-large = Der Anfragekörper ist größer, als die API annimmt.
api-problem-request-timeout = Der Körper kam nicht vollständig innerhalb der Zeitgrenze des Servers an (`REQUEST_TIMEOUT`, 30 s, wenn der Betreiber nichts anderes eingestellt hat), etwa weil er kürzer als seine `Content-Length` war. Es wurde nichts getan; die Verbindung wird geschlossen. Schick die Anfrage noch einmal.
api-problem-illegal-move = Der Zug lässt sich nicht lesen oder ist in der Stellung nicht erlaubt; `detail` sagt, warum. Es wurde nichts gespielt.
api-problem-validation-failed = Manche Felder haben Werte, die die Regeln nicht erlauben, oder ein Text enthält ein Steuerzeichen (in einzeiligen Feldern gar keins, in einer Notiz nur Zeilenumbrüche und Tabulatoren); `errors` ordnet jedem Feld eine Meldung zu. Es wurde nichts getan.
api-problem-rate-limited = Zu viele Anfragen mit diesem Token (oder von dieser Adresse, oder für dieses Konto). Warte die Sekunden aus `Retry-After`.
api-problem-internal-error = Auf dem Server ist etwas fehlgeschlagen. Daran bist du nicht schuld; versuch es später noch einmal.
api-problem-busy = Der Server prüft gerade zu viele Passwörter auf einmal (Anmeldungen, Registrierungen, Token-Erzeugung); es wurde nichts getan. Warte die Sekunden aus `Retry-After` und schick die Anfrage noch einmal. Ebenso, während er zu viele Anfragekörper auf einmal empfängt (`MAX_BODY_BYTES_IN_FLIGHT`).

## The API page's endpoint descriptions.
api-ep-post-accounts = Legt ein Konto an und mailt den Link, der die Adresse bestätigt (dieselben Regeln und dieselbe Mail wie beim Registrierungsformular). Eine Adresse, die schon ein Konto hat, bekommt dieselbe Antwort und ihr Inhaber eine Mail darüber. Je Client-Adresse begrenzt.
api-ep-get-challenges = Offene Herausforderungen, die jeder annehmen kann, und die an den oder vom Aufrufer.
api-ep-post-challenges = Bietet eine Partie an, einem Spieler oder allen. Eine direkte Herausforderung wird dem Gegner gemailt. Eine offene Herausforderung des Aufrufers mit genau denselben Bedingungen wird statt einer neuen zurückgegeben (eine zweimal gesendete Anfrage ergibt eine Herausforderung).
api-ep-delete-challenge = Zieht die eigene offene Herausforderung des Aufrufers zurück.
api-ep-accept-challenge = Nimmt eine Herausforderung an: Die Partie beginnt sofort.
api-ep-decline-challenge = Lehnt eine Herausforderung an den Aufrufer ab.
api-ep-get-games = Die Partien des Aufrufers: laufende zuerst (nach Frist), dann beendete.
api-ep-get-game = Der vollständige Stand einer Partie (jeder Partie; Partien sind öffentlich).
api-ep-get-conditionals = Die bedingten Zugfolgen des Aufrufers in einer Partie, die noch gespielt werden kann.
api-ep-post-conditional = Speichert eine bedingte Zugfolge, während der Gegner am Zug ist.
api-ep-delete-conditional = Löscht eine der bedingten Zugfolgen des Aufrufers.
api-ep-draw = Bietet Remis an, nimmt es an, lehnt es ab oder beansprucht es.
api-ep-move = Spielt einen Zug. Derselbe Zug, beim selben `ply` noch einmal geschickt, wird mit 200 und `already_played: true` beantwortet statt zweimal gespielt.
api-ep-get-note = Die private Notiz des Aufrufers zu einer Partie.
api-ep-put-note = Ersetzt die private Notiz des Aufrufers zu einer Partie.
api-ep-pgn = Die Partie als PGN (mit den Chess960-Tags `Variant`, `SetUp` und `FEN`).
api-ep-record = Das prüfbare Protokoll der Partie: jeder Eintrag per Hash verkettet, der Kopf mit dem Ed25519-Schlüssel des Servers signiert (Schlüssel unter `/.well-known/jwks.json`).
api-ep-resign = Gibt die Partie auf: Der Gegner gewinnt.
api-ep-give-time = Gibt dem Gegner (am Zug) 1 bis 7 Tage mehr, einmal pro Zug.
api-ep-me = Das Konto hinter dem Bearer-Token.
api-ep-players = Die besten Spieler der Rangliste, oder eine Suche nach dem Anfang eines Namens.
api-ep-player = Wertungszahl, Bilanz und Mitgliedschaft eines Spielers.
api-ep-player-games = Die Partien eines Spielers: beendete seitenweise (neueste zuerst), oder die laufenden.
api-ep-tokens = Erzeugt ein persönliches Zugangstoken. Wie das Anmeldeformular je Client-Adresse und je Konto begrenzt (wie auch immer der Login geschrieben ist).
api-ep-tournaments = Alle Turniere: zuerst die zur Anmeldung offenen, dann die laufenden, dann beendete und abgesagte (neueste zuerst).
api-ep-tournament = Ein Turnier: Einstellungen, Spieler, Tabelle mit Feinwertungen, Partien und die verwendeten Startstellungen (Turniere sind öffentlich).
api-ep-join = Meldet zu einem Turnier an, das zur Anmeldung offen ist (nur bestätigte Konten) und dessen Teilnahmebedingungen der Aufrufer erfüllt.
api-ep-leave = Meldet vor dem Start von einem Turnier ab.
api-ep-problem = Die URI eines Problemtyps führt zu seiner Beschreibung auf der Seite `/api`.

## A draw sent by mail: its confirmation.
reply-draw-offered = Du hast { $name } Remis angeboten; das Angebot steht, bis es angenommen oder abgelehnt wird oder { $name } zieht
api-ep-get-analysis = Die Computeranalyse einer Partie: `status` (`none`, `queued`, `running`, `done`, `failed`), `positions_done` von `positions` und wenn fertig `plies` (je Halbzug: `ply`, `cp` oder `mate` danach aus Sicht von Weiß, `best` die Wahl der Engine davor, `mark`) und `accuracy` je Spieler.
api-ep-post-analysis = Fordert die Computeranalyse einer beendeten Partie an (jeder der beiden Spieler): 202 mit der Analyse wie bei `GET`; 409 `game-still-running`, solange die Partie läuft.
api-ep-position-stats = Was eine Startstellung in hier beendeten Partien ergibt: `games`, `white_wins`, `draws`, `black_wins`, `average_plies`.
api-problem-game-still-running = Die Computeranalyse gibt es nur für beendete Partien: Hilfe einer Engine während der Partie wäre unfair. Nach dem Ende der Partie erneut anfragen.
