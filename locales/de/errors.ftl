## Ablehnungen, die ein Spieler an einem Formular oder auf einer Fehlerseite liest.

error-stale-ply = Die Stellung hat sich geändert: Inzwischen sind { $current } Halbzüge gespielt. Sieh dir die Partie noch einmal an und entscheide neu.
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
error-move-stale = Die Stellung hat sich geändert, seit deine Seite geladen wurde: Hier ist die aktuelle Stellung. Dein Zug wurde nicht gespielt; gib ihn noch einmal ein, wenn er noch passt.
