## Ablehnungen, die ein Spieler an einem Formular oder auf einer Fehlerseite liest.

error-stale-ply = Die Stellung hat sich geändert: Inzwischen { $current ->
        [one] ist { $current } Halbzug
       *[other] sind { $current } Halbzüge
    } gespielt. Sieh dir die Partie noch einmal an und entscheide neu.
error-no-such-game = Diese Partie gibt es nicht.
error-no-such-challenge = Diese Herausforderung gibt es nicht.
error-no-such-tournament = Dieses Turnier gibt es nicht.
error-no-such-line = Diese bedingte Zugfolge hast du in dieser Partie nicht.
error-no-such-player = Einen Spieler dieses Namens gibt es nicht.
error-not-a-player = Das können nur die Spieler dieser Partie.
error-not-admin = Das ist nur für Administratoren.
error-unverified = Bitte bestätige zuerst deine E-Mail-Adresse: Folge dem Link, den wir dir geschickt haben.
error-not-your-turn = Du bist nicht am Zug; warte auf deinen Gegner.
error-not-running = Die Partie ist beendet; Züge und andere Aktionen sind nicht mehr möglich.
error-move-form-ply = Dem Formular fehlt die Stellung, in der es ausgefüllt wurde; lade die Seite neu und versuche es noch einmal.
error-move-stale = Seit deine Seite geladen wurde, ging die Partie weiter: Hier ist die aktuelle Stellung. Dein Zug wurde nicht gespielt; prüfe ihn unten und sende ihn noch einmal, wenn er noch passt.
# The heading of the box at the top of the game page that shows error-move-stale.
game-position-changed-heading = Die Stellung hat sich geändert
error-title-not-found = Nicht gefunden
error-title-not-allowed = Nicht erlaubt
error-title-too-many = Zu viele Versuche
error-title-busy = Ausgelastet
error-title-bad-request = Ungültige Anfrage
error-title-conflict = Konflikt
error-title-not-accepted = Nicht angenommen
error-title-internal = Etwas ist schiefgegangen
error-title-form-expired = Formular abgelaufen
error-title-timeout = Zeitüberschreitung der Anfrage
error-title-too-large = Zu groß
error-nothing-here = Unter dieser Adresse gibt es nichts.
error-internal = Bei uns ist etwas schiefgegangen. Es lag nicht an dir; bitte versuche es später noch einmal.
error-form-expired = Dieses Formular wurde nicht von dieser Seite gesendet oder ist abgelaufen. Bitte geh zurück, lade die Seite neu und versuche es noch einmal.
error-draw-action = Die Remis-Aktion muss „offer“, „accept“, „decline“ oder „claim“ sein.
error-too-many-wait = Zu viele Versuche. Bitte versuche es in { $wait } noch einmal.
error-busy-wait = Der Server prüft gerade viele Passwörter. Es wurde nichts geändert; bitte versuche es in { $wait } noch einmal.
error-busy-bodies = Der Server empfängt gerade zu viele Anfragen auf einmal. Es wurde nichts geändert; bitte versuche es in ein paar Sekunden noch einmal.
error-wait-seconds = { $n ->
    [one] einer Sekunde
   *[other] { $n } Sekunden
}
error-wait-minutes = { $n ->
    [one] einer Minute
   *[other] { $n } Minuten
}
error-organizers-only = Diese Seite ist nur für Administratoren und Organisatoren.
error-admins-only = Diese Seite ist nur für Administratoren.
error-timeout-page = Deine Anfrage ist nicht rechtzeitig vollständig angekommen. Bitte versuche es noch einmal.
error-form-too-large = Dieses Formular ist größer, als die Seite annimmt. Bitte kürze deinen Text und versuche es noch einmal.
tournament-no-such-group = Dieses Turnier hat keine solche Phase oder Gruppe.
settings-token-unknown = Du hast keinen gültigen API-Token mit dieser Nummer.
onward-game = Zurück zur Partie
onward-games = Deine Partien
onward-tournament = Zurück zum Turnier
onward-tournaments = Alle Turniere
onward-challenges = Die Herausforderungen
onward-settings = Deine Einstellungen
onward-admin = Die Verwaltungsseite
onward-players = Alle Spieler
onward-positions = Alle 960 Stellungen
onward-reset = Einen neuen Link zum Zurücksetzen anfordern
onward-match = Zurück zum Mannschaftskampf
onward-clubs = Alle Vereine
