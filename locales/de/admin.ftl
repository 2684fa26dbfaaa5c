## Administration: accounts, reports, the audit log and the tournament forms.

## The admin area's pages.
admin-title = Verwaltung
admin-new-tournament = Neues Turnier
admin-accounts = Konten
admin-reports = Meldungen
admin-audit = Protokoll
admin-mail-pending = Mails, die auf die Zustellung warten: { $count }
admin-mail-given-up = Aufgegebene Mails (seit über 3 Tagen abgewiesen; siehe { $column }, 30 Tage aufbewahrt): { $count }
admin-username = Benutzername
admin-email = E-Mail
admin-confirmed = Bestätigt
admin-admin = Admin
admin-organiser = Organisator
admin-joined = Dabei seit
admin-account = Konto
admin-state = Zustand
admin-view = Verwaltungsansicht
admin-take-organiser = Organisatorrolle entziehen
admin-make-organiser = Zum Organisator machen
admin-delete-tick = { $name } löschen
admin-delete = Löschen
admin-search-label = Name oder E-Mail-Adresse beginnt mit
admin-search = Suchen
admin-found = { $count ->
    [one] { $count } Konto
   *[other] { $count } Konten
}
admin-found-starting = { $count ->
    [one] { $count } Konto, das mit „{ $q }“ beginnt
   *[other] { $count } Konten, die mit „{ $q }“ beginnen
}
admin-suspended = gesperrt
admin-active = aktiv
admin-deleted = gelöscht
admin-previous = Zurück
admin-next = Weiter
admin-pages-accounts = Seiten der Konten
admin-pages-reports = Seiten der Meldungen
admin-pages-audit = Seiten des Protokolls
admin-user-title = { $name } (Verwaltung)
admin-public-profile = Öffentliches Profil
admin-not-confirmed = (nicht bestätigt)
admin-role = Rolle
admin-role-admin = Administrator
admin-role-player = Spieler
admin-suspended-since = gesperrt seit { $at }:
admin-actions = Aktionen
admin-lift = Sperre aufheben
admin-suspend = Sperren
admin-reason = Grund (wird dem Spieler gemailt)
admin-running-games = Die laufenden Partien
admin-games-adjudicate = werten: jede gilt als verloren für { $name }
admin-games-abort = abbrechen: ohne Ergebnis
admin-suspend-tick = { $name } sperren: kein Anmelden und kein Spielen mehr, Sitzungen und Tokens enden
admin-suspend-button = Konto sperren
admin-send-reset = Mail zum Zurücksetzen des Passworts senden
admin-time-losses = Zeitverluste { $days ->
        [one] am letzten Tag
       *[other] in den letzten { $days } Tagen
    }: { $count }
admin-same-network = Anmeldungen aus demselben Netz
admin-none-known = Keine bekannt.
admin-joined-on = dabei seit { $date }
admin-games = Partien (die letzten 100)
admin-no-games = Keine Partien.
admin-game = Partie
admin-white = Weiß
admin-black = Schwarz
admin-result = Ergebnis
admin-ending = Ende
admin-notice-suspended = Das Konto ist gesperrt; der Spieler hat den Grund per Mail bekommen.
admin-notice-unsuspended = Die Sperre ist aufgehoben; der Spieler hat eine Mail bekommen.
admin-notice-reset = Eine Mail zum Zurücksetzen des Passworts ist unterwegs zum Spieler.
admin-audit-empty = Noch keine Verwaltungsaktionen.
admin-when = Wann
admin-action = Aktion
admin-target = Ziel
admin-detail = Einzelheiten
admin-newer = Neuere
admin-older = Ältere
admin-target-user = Konto
admin-target-tournament = Turnier
admin-target-report = Meldung
admin-reports-open = Offene Meldungen
admin-reports-closed = Geschlossene Meldungen
admin-no-open = Keine offenen Meldungen.
admin-no-closed = Keine geschlossenen Meldungen.
admin-report-heading = Meldung Nr. { $id }:
admin-report-by = Von { $name }, { $at }
admin-reported-message = Die gemeldete Nachricht:
admin-reported-message-in = Die gemeldete Nachricht in
admin-game-link = Partie { $id }
admin-message-removed = Die gemeldete Nachricht wurde entfernt.
admin-closed-by = Geschlossen { $at } von { $name }:
admin-note = Notiz (was getan wurde)
admin-close-report = Meldung schließen

## The audit log's actions.
admin-do-report-close = Meldung geschlossen
admin-do-tournament-add-player = Spieler hinzugefügt
admin-do-tournament-adjudicate = Partie gewertet
admin-do-tournament-cancel = Turnier abgesagt
admin-do-tournament-create = Turnier angelegt
admin-do-tournament-edit = Turnier geändert
admin-do-tournament-remove-player = Spieler entfernt
admin-do-tournament-replace = Spieler ersetzt
admin-do-tournament-start = Turnier gestartet
admin-do-tournament-withdraw = Spieler zurückgezogen
admin-do-user-delete = Konto gelöscht
admin-do-user-organizer = zum Organisator gemacht
admin-do-user-organizer-revoke = Organisatorrolle entzogen
admin-do-user-password-reset = Mail zum Zurücksetzen des Passworts gesendet
admin-do-user-suspend = Konto gesperrt
admin-do-user-unsuspend = Sperre aufgehoben

## The confirmations of the admin's and organisers' actions.
admin-delete-title = Dieses Konto löschen?
admin-delete-consequence = Die laufenden Partien enden (Turnier- und Mannschaftskampfpartien kampflos verloren, die anderen abgebrochen oder aufgegeben), Nachrichten, Notizen und Sitzungen verschwinden, und die beendeten Partien bleiben unter „gelöschter Spieler“ erhalten. Das lässt sich nicht rückgängig machen.
admin-delete-confirm = Dieses Konto löschen
admin-delete-button = Konto löschen
admin-cancel-title = Turnier absagen?
admin-cancel-consequence = Das Turnier wird abgesagt, und seine Spieler bekommen eine Mail.
admin-cancel-tick = Dieses Turnier absagen
admin-cancel-button = Turnier absagen
admin-start-title = Turnier jetzt starten?
admin-start-consequence = Die Anmeldung schließt, die Paarungen werden gebildet, und alle Partien der ersten Runde beginnen.
admin-start-tick = Dieses Turnier jetzt starten
admin-start-button = Jetzt starten
admin-withdraw-title = Spieler zurückziehen?
admin-withdraw-consequence = { $name } verlässt das Turnier; die restlichen Partien werden nach der Rückzugsregel gewertet.
admin-withdraw-tick = Diesen Spieler zurückziehen
admin-withdraw-button = Zurückziehen
admin-adjudicate-title = Partie werten?
admin-adjudicate-consequence = Partie { $id } endet mit dem Ergebnis { $result }; die Spieler sehen den Grund: { $reason }
admin-adjudicate-tick = Diese Partie mit diesem Ergebnis beenden
admin-adjudicate-button = Werten
admin-not-ticked = Setz hier das Häkchen zur Bestätigung; es wurde nichts geändert.

## Refusals of the admin's actions and of reports.
admin-write-text = { $max ->
    [one] Schreib 1 Zeichen.
   *[other] Schreib 1 bis { $max } Zeichen.
}
admin-choose-games = Wähle, was mit den laufenden Partien geschieht: werten oder abbrechen.
admin-choose-reason = Wähle einen Grund.
admin-no-message = Das ist keine Nachricht.
admin-not-their-message = Das ist keine Nachricht dieses Spielers an dich.
admin-report-abuse = Beleidigung oder Belästigung
admin-report-cheating = Betrug (Engine-Hilfe, mehrere Konten)
admin-report-spam = Spam
admin-report-other = Etwas anderes

## The tournament form (admins and organisers).
admin-tf-new = Neues Turnier
admin-tf-edit = Turnier bearbeiten
admin-tf-name = Name
admin-tf-description = Beschreibung (optional)
admin-tf-format = Modus
admin-tf-round-robin = Rundenturnier: jedes Paar spielt einmal gegeneinander
admin-tf-double = doppeltes Rundenturnier: jedes Paar spielt mit beiden Farben
admin-tf-groups = Gruppen: die Besten jeder Gruppe kommen in die nächste Phase (bis 256 Spieler)
admin-tf-knockout = K.-o.-System: Paarungen nach Setzliste (Wertungszahl), der Sieger kommt weiter (2 bis 256 Spieler)
admin-tf-groups-legend = Gruppen (für den Gruppenmodus)
admin-tf-group-size = Größte Gruppe (3 bis 16 Spieler; die Gruppen sind ausgeglichen und nach Wertungszahl in Schlangenlinie gesetzt)
admin-tf-group-double = jede Gruppe spielt ein doppeltes Rundenturnier
admin-tf-advance = Spieler, die aus jeder Gruppe weiterkommen
admin-tf-ties-tiebreak = Gleichstand an der Grenze: die Feinwertung entscheidet
admin-tf-ties-all = Gleichstand an der Grenze: alle Punktgleichen kommen weiter
admin-tf-final-rr = danach eine Finalrunde als Rundenturnier
admin-tf-final-double = danach eine Finalrunde als doppeltes Rundenturnier
admin-tf-final-groups = danach wieder Gruppen, bis eine Gruppe übrig ist
admin-tf-knockout-legend = K.-o.-System (für den K.-o.-Modus)
admin-tf-games-2 = 2 Partien je Wettkampf (ein Paar: eine Stellung, Farben getauscht)
admin-tf-games-4 = 4 Partien je Wettkampf (zwei Paare)
admin-tf-tiebreak-pairs = Paare von Stichkampfpartien bei Gleichstand, jedes aus einer neuen Stellung (danach kommt der besser Gesetzte weiter)
admin-tf-vacation = Urlaub erlaubt (die Uhren stehen, solange ein Spieler im Urlaub ist)
admin-tf-give-time = Spieler dürfen ihren Gegnern mehr Zeit geben (1 bis 7 Tage, einmal pro Zug)
admin-tf-vacation-cap = Höchstzahl an Urlaubstagen, die in den Partien dieses Turniers zählen, je Spieler (optional, 0 bis 365; darüber hinaus läuft die Uhr im Urlaub weiter)
admin-tf-rated = gewertet
admin-tf-tiebreaks = Feinwertungen nach den Punkten, in dieser Reihenfolge, durch Kommas getrennt: sb (Sonneborn-Berger), wins (Baumbach), direct (direkter Vergleich), koya, rating
admin-tf-positions = Startstellungen
admin-tf-policy-tournament = eine zufällige Stellung für das ganze Turnier
admin-tf-policy-stage = eine je Turnierphase (Gruppen)
admin-tf-policy-round = eine je Runde
admin-tf-policy-pairing = eine je Paarung (beide Partien eines Paars im doppelten Rundenturnier, Farben getauscht)
admin-tf-policy-game = eine neue zufällige für jede Partie
admin-tf-policy-fixed = die Nummer unten
admin-tf-start-number = Nummer der Startstellung für „die Nummer unten“ (0 bis 959)
admin-tf-min-players = Mindestzahl an Spielern (3 bis 16; Gruppen bis 256; K.-o.-System ab 2)
admin-tf-max-players = Höchstzahl an Spielern (3 bis 16; Gruppen und K.-o.-System bis 256)
admin-tf-entry = Teilnahmebedingungen (optional)
admin-tf-min-rating = Niedrigste Wertungszahl, die teilnehmen darf
admin-tf-max-rating = Höchste Wertungszahl, die teilnehmen darf
admin-tf-min-games = Beendete gewertete Partien, die ein Spieler braucht
admin-tf-password = Turnierpasswort (optional: Spieler müssen es zur Anmeldung angeben)
admin-tf-password-edit = Turnierpasswort (Spieler müssen es zur Anmeldung angeben; leer lässt das bisherige)
admin-tf-remove-password = Turnierpasswort entfernen
admin-tf-deadline = Anmeldeschluss, in deiner Zeitzone ({ $zone }) (optional; leer: Start von Hand)
admin-tf-deadline-hint = Beim Anmeldeschluss beginnt das Turnier, oder es wird abgesagt, wenn sich weniger als die Mindestzahl angemeldet haben.
admin-tf-save = Speichern
admin-tf-one-game-final = Das Finale dieses Turniers kann eine einzige Partie zwischen zwei Spielern sein, in der die Farbe viel entscheidet. Eine doppelrundige Finalrunde (zwei Partien mit getauschten Farben) oder mehr Weiterkommende je Gruppe vermeiden das. Speichere erneut, um die Einstellungen so zu behalten.

## The tournament form's field errors.
admin-tfe-name = Gib dem Turnier einen Namen mit 1 bis { $max } Zeichen.
admin-tfe-description = Die Beschreibung darf höchstens { $max } Zeichen haben.
admin-tfe-format = Wähle Rundenturnier, doppeltes Rundenturnier, Gruppen oder K.-o.-System.
admin-tfe-fair-play = Wähle die Regel der Seite, keine Engines oder Engines erlaubt.
admin-tfe-group-size = Die Gruppengröße muss eine ganze Zahl von { $min } bis { $max } sein.
admin-tfe-advance = Aus jeder Gruppe kommt mindestens ein Spieler weiter, aber weniger, als die Gruppe Spieler hat.
admin-tfe-ties = Wähle, ob bei Gleichstand an der Grenze die Feinwertung entscheidet oder alle Punktgleichen weiterkommen.
admin-tfe-final = Wähle als Finalrunde ein Rundenturnier, ein doppeltes Rundenturnier oder wieder Gruppen.
admin-tfe-games = Ein Wettkampf hat 2 oder 4 Partien (Paare aus einer Stellung, Farben getauscht).
admin-tfe-tiebreak-pairs = Erlaube 0 bis { $max } Paare von Stichkampfpartien.
admin-tfe-vacation-cap = Gib die Höchstzahl an zählenden Urlaubstagen als ganze Zahl von 0 bis 365 an, oder lass das Feld leer für keine Grenze.
admin-tfe-start-number = Gib für eine feste Stellung ihre Nummer von 0 bis 959 an.
admin-tfe-policy = Wähle, wie die Startstellungen ausgelost werden.
admin-tfe-min-players = Die Mindestzahl muss eine ganze Zahl von { $min } bis { $max } sein.
admin-tfe-max-players = Die Höchstzahl muss eine ganze Zahl von { $min } bis { $max } sein.
admin-tfe-max-below-min = Die Höchstzahl darf nicht unter der Mindestzahl liegen.
admin-tfe-optional-number = Gib eine ganze Zahl von 0 bis { $max } an, oder lass das Feld leer.
admin-tfe-rating-band = Die höchste Wertungszahl darf nicht unter der niedrigsten liegen.
admin-tfe-password = Das Turnierpasswort darf höchstens { $max } Zeichen haben.
admin-tfe-registered = { $count ->
    [one] { $count } Spieler ist schon angemeldet; entferne erst Spieler oder erlaube mehr.
   *[other] { $count } Spieler sind schon angemeldet; entferne erst Spieler oder erlaube mehr.
}
admin-tfe-tiebreak-unknown = „{ $name }“ ist keine Feinwertung; verwende sb, wins, direct, koya oder rating.
admin-tfe-tiebreak-twice = { $name } ist doppelt genannt.
admin-tfe-deadline-past = Der Anmeldeschluss muss in der Zukunft liegen.
admin-tfe-deadline = Gib den Anmeldeschluss als JJJJ-MM-TT oder JJJJ-MM-TTTHH:MM (in deiner Zeitzone) an, oder lass das Feld leer, um von Hand zu starten.
admin-report-yourself = Du kannst dich nicht selbst melden.
admin-report-closed-already = Diese Meldung ist schon geschlossen.
admin-no-such-report = Diese Meldung gibt es nicht.
admin-block-yourself = Du kannst dich nicht selbst blockieren.
admin-tf-started = Das Turnier hat begonnen oder ist beendet; seine Einstellungen lassen sich nicht mehr ändern.
admin-choose-game = Wähle eine Partie dieses Turniers.

## The organisers' section of a tournament's page.
admin-org-heading = Turnierleitung
admin-org-edit = Bearbeiten
admin-org-start-tick = Jetzt starten
admin-org-needs-players = Es kann mit { $min ->
        [one] einem Spieler
       *[other] { $min } Spielern
    } starten; { $count } angemeldet.
admin-org-cancel-tick = Absagen
admin-org-add = Spieler hinzufügen (Benutzername)
admin-org-add-button = Hinzufügen
admin-org-remove = Spieler entfernen (Benutzername)
admin-org-remove-button = Entfernen
admin-org-adjudicate = Eine laufende Partie werten
admin-org-round = Runde { $round }:
admin-org-reason = Grund (die Spieler sehen ihn)
admin-org-withdraw = Spieler zurückziehen (Benutzername)
admin-org-replace = Spieler ersetzen (Benutzername)
admin-org-replace-by = durch (Benutzername)
admin-org-replace-button = Ersetzen
admin-withdraw-not-running = Nur die Spieler eines laufenden Turniers können zurückgezogen oder ersetzt werden (vor dem Start: entfernen).
admin-adjudicate-ended = Diese Partie ist schon beendet.
admin-no-player-called = Es gibt keinen Spieler namens „{ $name }“.
admin-not-playing = { $name } spielt nicht in diesem Turnier.
admin-withdrawn-already = { $name } wurde schon zurückgezogen.
admin-already-playing = { $name } gehört schon zu diesem Turnier.
admin-adjudicate-result = Wähle 1-0, 0-1 oder 1/2-1/2.
admin-adjudicate-reason = Gib den Spielern einen Grund von 1 bis { $max } Zeichen.
