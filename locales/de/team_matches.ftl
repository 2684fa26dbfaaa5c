# Mannschaftskämpfe zwischen Vereinen (Issue 34).
match-status-proposed = herausgefordert, wartet auf Antwort
match-status-registration = offen für Anmeldungen
match-status-running = läuft
match-status-finished = beendet
match-status-declined = abgelehnt
match-status-aborted = abgebrochen
match-start-per-board = Eine zufällige Startstellung je Brett
match-start-one = Eine zufällige Startstellung für den ganzen Kampf
match-start-number = Startstellung Nr. { $number } an jedem Brett
match-start-chosen = Eine gewählte Startstellung
match-reason-declined = Der herausgeforderte Verein hat abgelehnt.
match-reason-not-accepted = Der herausgeforderte Verein hat vor Anmeldeschluss nicht angenommen.
match-reason-too-few = Bei Anmeldeschluss { $boards ->
        [one] war nur ein Brett
       *[other] waren nur { $boards } Bretter
    } besetzt; ein Kampf braucht mindestens zwei.
match-refuse-opponent = Nenne den Verein, den du herausforderst (seinen Adressnamen wie in /clubs/name).
match-refuse-boards = Die Zahl der Bretter muss zwischen 2 und 100 liegen, oder leer für einen offenen Kampf.
match-refuse-days = Die Anmeldung muss 1 bis 60 Tage offen bleiben.
match-refuse-no-club = Es gibt keinen Verein namens „{ $slug }“.
match-refuse-no-match = Diesen Mannschaftskampf gibt es nicht.
match-refuse-status = { $status ->
        [proposed] Dieser Kampf wartet noch auf die Antwort des herausgeforderten Vereins.
        [registration] Für diesen Kampf läuft jetzt die Anmeldung.
        [running] Dieser Kampf hat schon begonnen.
        [finished] Dieser Kampf ist beendet.
        [declined] Dieser Kampf wurde abgelehnt.
       *[aborted] Dieser Kampf wurde abgebrochen.
    }
match-refuse-deadline = Der Anmeldeschluss dieses Kampfes ist vorbei.
match-refuse-not-admin = Das kann nur ein Admin des Vereins.
match-refuse-self = Ein Verein kann sich nicht selbst herausfordern.
match-refuse-no-opponent = Es gibt keinen offenen Verein mit diesem Namen.
match-refuse-not-member = Nur Mitglieder der beiden Vereine können sich für diesen Kampf anmelden.
match-refuse-signed-up = Du bist für diesen Kampf schon angemeldet: Jeder spielt nur für eine Seite.
match-refuse-not-signed-up = Du bist für diesen Kampf nicht angemeldet.
match-refuse-too-few = Jede Seite braucht zum Start mindestens zwei Spieler (jetzt { $home } und { $away }).
match-mail-page = Die Seite des Kampfes
match-mail-challenge-subject = corrchess: { $home } fordert { $away } zu einem Mannschaftskampf heraus
match-mail-challenge-body = { $admin } von { $home } fordert { $away } zu einem Mannschaftskampf heraus. Als Admin von { $away } kannst du ihn auf der Seite des Kampfes annehmen oder ablehnen.
match-mail-terms = Bedingungen: { $layout }; { $clock }; { $rated }.
match-mail-accepted-subject = corrchess: { $away } hat den Mannschaftskampf angenommen
match-mail-accepted-body = { $away } hat den Mannschaftskampf gegen { $home } angenommen. Mitglieder beider Vereine können sich jetzt anmelden.
match-mail-aborted-subject = corrchess: der Mannschaftskampf { $home } – { $away } hat nicht begonnen
match-mail-started-subject = corrchess: der Mannschaftskampf { $home } – { $away } hat begonnen
match-mail-started-body = Der Mannschaftskampf { $home } – { $away } hat begonnen. Du spielst an Brett { $board }: zwei Partien aus derselben Stellung, eine mit jeder Farbe.
match-mail-game = { $color ->
        [white] Weiß
       *[black] Schwarz
    } gegen { $opponent }, Startstellung Nr. { $number }
match-mail-finished-subject = corrchess: der Mannschaftskampf { $home } – { $away } ist beendet
match-mail-finished-body = Der Mannschaftskampf ist beendet: { $home } { $home_score }, { $away } { $away_score }.
match-mail-reminder-subject = corrchess: letzter Tag der Anmeldung für { $home } – { $away }
match-mail-reminder-body = Die Anmeldung zum Mannschaftskampf { $home } – { $away } schließt in weniger als einem Tag, und du hast dich noch nicht angemeldet.
match-new-title = Einen anderen Verein herausfordern
match-opponent = Der herausgeforderte Verein
match-rating-range = Wertungsbereich der Spieler (freiwillig)
match-opponent-hint = Tippe seinen Namen, um ihn zu suchen; sein Adressname (wie in /clubs/name) geht auch.
match-boards = Bretter
match-boards-hint = 2 bis 100; leer lassen für einen offenen Kampf (so viele Bretter, wie die kleinere Seite besetzt).
match-registration-days = Tage offen für Anmeldungen
match-send-challenge = Herausforderung senden
match-notice-signed = Du bist angemeldet.
match-notice-withdrawn = Du hast dich vom Kampf abgemeldet.
match-notice-accepted = Du hast den Kampf angenommen: Mitglieder können sich jetzt anmelden.
match-notice-declined = Du hast den Kampf abgelehnt.
match-notice-started = Der Kampf hat begonnen.
match-terms-boards = { $boards ->
        [one] { $boards } Brett
       *[other] { $boards } Bretter
    }
match-terms-open = Offen: so viele Bretter, wie die kleinere Seite besetzt
match-terms-rated = Gewertet
match-terms-unrated = Nicht gewertet
match-game-on-move = läuft, { $name } am Zug
match-game-aborted = abgebrochen
match-status = Stand:
match-score = Ergebnis in Brettpunkten:
match-deadline = Anmeldeschluss: { $deadline }.
match-accept = Kampf annehmen
match-decline = Ablehnen
match-sign-up = Anmelden
match-withdraw = Abmelden
match-start = Kampf jetzt starten
match-boards-heading = Bretter
match-col-board = Brett
match-col-position = Stellung
match-col-games = Partien
match-game-home-colour = { $color ->
        [white] Heim mit Weiß
       *[black] Heim mit Schwarz
    }
match-sign-ups = Anmeldungen
match-nobody-signed = Noch niemand hat sich angemeldet.
match-reserve = Ersatz
api-ep-post-team-match = Fordert einen anderen Verein zu einem Mannschaftskampf heraus; der Aufrufer muss Admin des Vereins sein.
api-ep-team-match = Ein Mannschaftskampf: Stand, Ergebnis in Brettpunkten, Bretter mit ihren zwei Partien.
api-ep-accept-team-match = Nimmt eine Herausforderung an den Verein des Aufrufers an (nur seine Admins): Die Anmeldung öffnet.
api-ep-sign-up-team-match = Meldet den Aufrufer für die Seite seines Vereins an (ein Mitglied beider Vereine nennt sie mit `side`).
api-ep-start-team-match = Startet den Kampf jetzt (ein Admin eines der Vereine; jede Seite braucht zwei Spieler).
match-club-record = Bilanz: { $won } gewonnen, { $drawn } unentschieden, { $lost } verloren; Brettpunkte { $for } : { $against }.
match-decline-confirm-title = Den Mannschaftskampf ablehnen?
match-decline-confirm-consequence = Der Kampf endet, bevor er beginnt, und seine Seite sagt, dass dein Verein abgelehnt hat.
match-decline-confirm-tick = Diesen Kampf ablehnen
match-decline-confirm-button = Ablehnen
match-refuse-abort = Eine Partie eines Mannschaftskampfes kann nicht abgebrochen werden: Sie zählt für beide Vereine. Gib sie notfalls auf.
match-reason-club-closed = Ein Verein wurde vor dem Start von den Admins der Seite geschlossen.
match-refuse-club-closed = Der Verein „{ $club }“ ist geschlossen: Er nimmt an keinen neuen Aktionen von Mannschaftskämpfen teil.
match-club-closed-note = Der Verein „{ $club }“ wurde von den Admins der Seite geschlossen: Dieser Kampf nimmt keine Herausforderungen, Antworten oder Anmeldungen mehr an und wird bei seinem Start abgebrochen.
match-notice-aborted = Der Kampf hat nicht begonnen: Einer seiner Vereine wurde geschlossen.
match-refuse-pending = Zwischen diesen beiden Vereinen wartet schon eine Herausforderung auf Antwort: Warte sie ab oder ihren Anmeldeschluss.
match-refuse-choose-side = Du gehörst beiden Vereinen an: Wähle die Seite, für die du spielst (jeder spielt nur für eine Seite).
match-choose-side-note = Du gehörst beiden Vereinen an. Jeder spielt nur für eine Seite: Wähle deine.
match-sign-up-for = Für { $club } anmelden
