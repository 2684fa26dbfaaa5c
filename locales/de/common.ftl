## Das Gerüst jeder Seite (Navigation, Fußzeile, Hinweisband) und die Startseite.

lang-name = Deutsch
skip-to-content = Zum Inhalt springen
nav-main = Hauptmenü
nav-games = Meine Partien
nav-games-badge = Partien, in denen du am Zug bist
nav-challenges = Herausforderungen
nav-challenges-badge = Herausforderungen, die auf deine Antwort warten
nav-tournaments = Turniere
nav-players = Spieler
nav-draw-position = Stellung auslosen
nav-admin = Verwaltung
nav-logout = Abmelden
nav-login = Anmelden
nav-signup = Registrieren
footer-rules = Schach960-Regeln
footer-positions = Alle 960 Stellungen
footer-licence = corrchess ist freie Software (AGPL-3.0-or-later)
footer-language = Sprache
footer-language-switch = Wechseln
language-unknown = Diese Sprache gibt es hier nicht; wähle English, Deutsch, Русский oder Dansk.
banner-unverified = Bitte bestätige deine E-Mail-Adresse: Folge dem Link, den wir dir geschickt haben. Bis dahin kannst du dich umsehen, aber keine Partien anbieten oder annehmen.
banner-resend = Mail noch einmal schicken

home-title = Schach960 per Fernschach
home-lead = Spiel Fischer-Random-Schach in deinem Tempo: Tage pro Zug, eine neue Startstellung für jede Partie, jeder Zug vom Server geprüft, und eine Mail, sobald dein Gegner gezogen hat.
home-welcome-back = Willkommen zurück, { $name }.
games-on-move = { $count ->
    [one] 1 Partie wartet auf deinen Zug
   *[other] { $count } Partien warten auf deinen Zug
}
home-no-game-on-move = Keine Partie wartet auf deinen Zug.
home-challenges-waiting = { $count ->
    [one] Eine Herausforderung wartet auf deine Antwort.
   *[other] { $count } Herausforderungen warten auf deine Antwort.
}
home-offer-game = Partie anbieten
home-open-challenges = Offene Herausforderungen
home-create-account = Konto anlegen
home-how-it-works = So geht’s
home-step-offer = Biete eine Partie an oder nimm eine an. Zu Beginn der Partie lost der Server eine der 960 Startstellungen aus.
home-step-move-before = Gib deinen Zug ein
home-step-move-castling = , oder die Rochade als König auf den Turm, etwa
home-step-move-after = oder klicke die Figuren an.
home-step-mail = Dein Gegner bekommt eine Mail und hat Tage Zeit zu antworten.
home-new-to-960 = Neu bei Schach960? Lies
home-rules-link = die Regeln, vor allem zur Rochade
home-or = , oder
home-draw-link = lose eine Startstellung aus

yes = ja
no = nein
save = Speichern
cancel = Abbrechen
white = Weiß
black = Schwarz

## Die Spielerliste.

players-find = Spieler suchen
players-find-placeholder = der Anfang eines Namens
players-search = Suchen
players-leaderboard = Rangliste
players-leaderboard-rule = Etablierte Spieler (Wertungsabweichung höchstens 110) mit einer gewerteten Partie in den letzten 365 Tagen.
players-nobody = Noch niemand.
players-rank = Rang
players-player = Spieler
players-rating = Wertungszahl
players-last-game = Letzte gewertete Partie
players-pages = Seiten der Rangliste
players-higher = Höher
players-page-of = Seite { $page } von { $pages }
players-lower = Tiefer
players-names-starting = Namen, die mit „{ $search }“ beginnen
players-none-found = Kein Spielername beginnt so.
players-back = Zurück zur Rangliste
report-title = { $name } melden
report-thanks = Danke: Die Administratoren haben deine Meldung und sehen sie sich an.
report-back = Zurück zu { $name }
report-intro = Die Administratoren lesen jede Meldung.
report-about-message = Sie betrifft die Nachricht, die du gewählt hast; sag, was daran nicht stimmt.
report-reason = Grund
report-choose = Bitte wählen…
report-what = Was ist passiert
report-send = Meldung senden
report-limited = Du hast in kurzer Zeit viele Meldungen geschickt; die Administratoren lesen sie. Eine weitere kannst du in { $minutes ->
    [one] einer Minute
   *[other] { $minutes } Minuten
} schicken.
player-you-block = Du blockierst { $name }: Keine Herausforderungen und keine Nachrichten von diesem Spieler erreichen dich.
player-unblock = Nicht mehr blockieren
player-block = { $name } blockieren

## Die Profilseite eines Spielers.

profile-provisional = Vorläufige Wertung (RD { $rd }: Sie festigt sich nach weiteren gewerteten Partien unter 110).
profile-rating = Wertung { $rating }, RD { $rd }.
profile-volatility-since = Volatilität { $volatility }. Dabei seit { $since }.
profile-challenge = Diesen Spieler herausfordern
profile-record = Bilanz
profile-played = Gespielt
profile-won-col = Gewonnen
profile-drawn-col = Remis
profile-lost-col = Verloren
profile-all-games = Alle Partien
profile-as-white = Mit Weiß
profile-as-black = Mit Schwarz
profile-rating-history = Wertungsverlauf
profile-chart-title = Wertung von { $name } nach { $count ->
        [one] der letzten gewerteten Partie
       *[other] jeder der letzten { $count } gewerteten Partien
    } (die Tabelle daneben enthält die Zahlen)
profile-history-caption = Wertung nach jeder gewerteten Partie, älteste zuerst
profile-date = Datum
profile-game-col = Partie
profile-rating-col = Wertung
profile-no-rated-game = Noch keine gewertete Partie.
profile-current-games = Laufende Partien ({ $count })
profile-none = Keine.
profile-game = Partie { $id }
profile-as-against = mit { $color } gegen
profile-deadline = Frist { $when }
profile-white = Weiß
profile-black = Schwarz
profile-finished-games = Beendete Partien ({ $count })
profile-show = Zeigen
profile-filter-all = alle
profile-won = gewonnen
profile-drawn = remis
profile-lost = verloren
profile-aborted = abgebrochen
profile-filter = Filtern
profile-no-finished = Keine beendeten Partien.
profile-no-finished-with-result = Keine beendeten Partien mit diesem Ergebnis.
profile-no-finished-on-page = Keine beendeten Partien auf dieser Seite.
profile-ended = Beendet
profile-colour = Farbe
profile-opponent = Gegner
profile-result = Ergebnis
profile-rating-change = Wertungsänderung
profile-pages = Seiten der beendeten Partien
profile-newer = Neuere
profile-older = Ältere
profile-download-pgn = Alle beendeten Partien herunterladen (PGN)
profile-none-yet = Noch keine.
form-error-summary = Bitte korrigiere das:
players-provisional = Vorläufige Wertungszahlen
players-provisional-rule = Spieler mit einer gewerteten Partie in den letzten 365 Tagen, deren Wertungszahl noch nicht feststeht (Wertungsabweichung über 110), nach Wertungszahl; das „?“ kennzeichnet eine vorläufige Wertungszahl. Sobald ihre Abweichung höchstens 110 beträgt, stehen sie in der Rangliste oben.

# <meta name="description"> of pages: what a search engine shows under the link.
meta-description-site = Chess960 per Fernschach: Fischer-Random-Schach im eigenen Tempo, Tage pro Zug, im Web, per Mail oder mit einem Desktop-Programm.
meta-description-home = Spiele Chess960 (Fischer-Random-Schach) als Fernschach: fordere andere heraus, ziehe innerhalb von Tagen, spiele Turniere und Vereinskämpfe.
meta-description-game = { $white } gegen { $black }: eine Chess960-Fernpartie mit Brett, Zügen und Uhren.
meta-description-player = { $name } auf corrchess: Chess960-Fernschach-Wertung, Partien und Ergebnisse.
meta-description-tournaments = Chess960-Fernschachturniere: offene Anmeldungen, laufende Turniere und Endstände.
meta-description-tournament = { $name }: ein Chess960-Fernschachturnier mit Spielern, Partien und Tabelle.
meta-description-rules = Die Regeln von Chess960: die 960 Startstellungen, die Rochade und wie die Uhren im Fernschach hier laufen.
