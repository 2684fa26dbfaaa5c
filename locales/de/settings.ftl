## Die Einstellungen.

settings-title = Einstellungen
settings-logged-in-as = Angemeldet als
settings-not-confirmed = , noch nicht bestätigt
settings-language = Sprache
settings-language-label = Seiten und Mails auf
settings-language-hint = Die Seiten und jede Mail an dich verwenden sie.
settings-mail = Mail
settings-mail-moves = Schick mir eine Mail, wenn mein Gegner zieht
settings-mail-each = nach jedem Zug
settings-mail-digest = einmal am Tag: eine Übersicht der Partien, in denen ich am Zug bin
settings-mail-off = nie (Partieergebnisse kommen trotzdem)
settings-digest-hour = Tägliche Übersicht schicken um
settings-in-your-zone = in deiner Zeitzone
settings-digest-hint = Die Übersicht nennt jede Partie, in der du am Zug bist, mit ihrer Frist; an Tagen ohne eine solche Partie kommt keine Mail. Eine Antwort auf eine Zugmail spielt deinen Zug.
settings-remind = Erinnere mich, wenn ein Zug fällig wird innerhalb von
settings-hours = { $hours ->
        [one] { $hours } Stunde
       *[other] { $hours } Stunden
    }
settings-no-reminders = keine Erinnerungen
settings-time-zone = Zeitzone
settings-show-times-in = Zeiten anzeigen in
settings-time-zone-hint = Ein Ort aus der Liste, z. B. Europe/Berlin oder America/New_York. Fristen, Zugzeiten und Mails verwenden ihn; die tägliche Übersicht kommt zu seiner Stunde.
settings-board = Brett
settings-confirm-moves = Einen auf dem Brett gemachten Zug erst nach meiner Bestätigung spielen
settings-confirm-moves-hint = Ohne diese Einstellung wird ein auf dem Brett abgelegter Zug sofort gesendet. Getippte Züge werden immer erst angezeigt, wenn die Seite ihr Skript ausführt.
settings-auto-vacation-heading = Wenn die Zeit abläuft
settings-auto-vacation = Urlaubstage automatisch buchen, statt auf Zeit zu verlieren
settings-auto-vacation-hint = Läuft deine Zeit ab, wird ein Tag deines Jahresurlaubs gebucht und die Partie geht weiter, sofern dir Tage bleiben und das Turnier sie erlaubt.
settings-change-password = Passwort ändern
settings-current-password = Aktuelles Passwort
settings-new-password = Neues Passwort
settings-new-password-hint = Mindestens 10 Zeichen. Deine anderen Sitzungen werden abgemeldet.
settings-change-email = E-Mail-Adresse ändern
settings-new-email = Neue E-Mail-Adresse
settings-your-password = Dein Passwort
settings-new-email-hint = Wir schicken einen Link an die neue Adresse; sie gilt, sobald du ihm folgst.
settings-api-tokens = API-Token
settings-tokens-intro-before = Mit persönlichen Zugangstoken können deine eigenen Skripte, Bots und Apps die
settings-tokens-intro-link = JSON-API
settings-tokens-intro-after = in deinem Namen nutzen. Jedes wird nur beim Erstellen einmal angezeigt; halte es geheim und widerrufe es, wenn du es nicht mehr brauchst.
settings-tokens-xfcc = Fernschach-Programme (Scid, ChessBase, Fritz) spielen hier über Xfcc: gib ihnen deinen Benutzernamen, ein Token als Passwort und die Adresse dieser Seite mit angehängtem /xfcc.
settings-new-token = Dein neues Token
settings-new-token-once = , nur dieses eine Mal angezeigt (kopiere es jetzt):
settings-send-it-as = Schick es als
settings-no-tokens = Du hast keine API-Token.
settings-token-name = Name
settings-token-created = Erstellt
settings-token-last-used = Zuletzt benutzt
settings-token-never = nie
settings-revoke-tick = { $name } widerrufen
settings-revoke = Widerrufen
settings-new-token-name = Name eines neuen Tokens
settings-new-token-name-hint = Wofür es gedacht ist, z. B. „mein Bot“.
settings-create-token = Token erstellen
settings-your-data = Deine Daten
settings-your-data-text = Alles, was über dich gespeichert ist (dein Konto und deine Einstellungen, deine Wertungszahl und ihr Verlauf, jede Partie mit ihrem PGN, deine gesendeten Nachrichten, deine Notizen und bedingten Zugfolgen, Urlaube und die Namen deiner API-Token), als eine JSON-Datei:
settings-download-data = meine Daten herunterladen
settings-delete-account = Mein Konto löschen
settings-saved-password = Dein Passwort ist geändert. Deine anderen Sitzungen wurden abgemeldet.
settings-saved-email = Wir haben einen Link an deine neue Adresse geschickt. Sie gilt, sobald du ihm folgst.
settings-saved-mail = Deine Einstellungen zu Mails und Erinnerungen sind gespeichert.
settings-saved-board = Deine Brett-Einstellung ist gespeichert.
settings-saved-auto-vacation = Deine Einstellung zum automatischen Urlaub ist gespeichert.
settings-saved-time-zone = Deine Zeitzone ist gespeichert; Zeiten werden in ihr angezeigt.
settings-saved-language = Deine Sprache ist gespeichert; Seiten und Mails verwenden sie.
settings-saved-token-revoked = Das Token ist widerrufen; Anfragen damit werden ab jetzt abgelehnt.
settings-saved-vacation = Dein Urlaub ist eingetragen. Deine Uhren stehen währenddessen still.
settings-saved-vacation-cancelled = Der Urlaub ist abgesagt oder beendet; nicht genutzte Tage bekommst du zurück.

vacation-heading = Urlaub
vacation-intro = Während deines Urlaubs stehen deine Uhren in allen deinen Partien still (außer in Partien, die keinen Urlaub erlauben); deine Gegner können weiter ziehen.
vacation-days-left = Du hast noch { $left } von { $allowance ->
        [one] { $allowance } Tag
       *[other] { $allowance } Tagen
    } übrig im Jahr
vacation-utc-days = Tage sind ganze Tage in UTC.
vacation-none = Kein Urlaub eingetragen.
vacation-span = { $start } bis { $end }
vacation-day-count = { $days ->
    [one] 1 Tag
   *[other] { $days } Tage
}
vacation-on-now = , läuft gerade
vacation-cancel-tick = Absagen
vacation-end-tick = Heute beenden
vacation-end-today = Heute beenden
vacation-first-day = Erster Tag
vacation-last-day = Letzter Tag
vacation-book = Urlaub eintragen
calendar-heading = Kalender
calendar-intro = Abonniere deine Zugfristen in deiner Kalender-App. Die Adresse ist geheim: Wer sie hat, sieht deine Fristen.
calendar-shown-once = Deine Kalenderadresse, nur dieses eine Mal angezeigt (kopiere sie jetzt in deine Kalender-App):
calendar-have-one = Du hast eine Kalenderadresse. Sie wird nur beim Erstellen angezeigt: Wenn du sie nicht mehr hast, erstelle eine neue.
calendar-new-address = Neue Adresse erstellen (die alte funktioniert dann nicht mehr)
calendar-make-address = Meine Kalenderadresse erstellen
calendar-summary = Zug fällig: Partie { $id } gegen { $opponent }
calendar-description = Dein Zug in Partie { $id } gegen { $opponent } ist fällig am { $due }.

## Das eigene Konto löschen.

delete-title = Mein Konto löschen
delete-intro = Das Löschen deines Kontos lässt sich nicht rückgängig machen. Wenn du es löschst:
delete-running-games = enden deine laufenden Partien: Turnier- und Mannschaftskampfpartien gehen kampflos verloren (du ziehst dich aus den Turnieren zurück); von den anderen werden die, in denen noch nicht beide gezogen haben, abgebrochen, die übrigen gibst du auf; deine Gegner erfahren es;
delete-challenges = werden deine offenen Herausforderungen und deine Anmeldungen zu Turnieren, die noch nicht begonnen haben, zurückgezogen;
delete-removed = werden deine gesendeten Nachrichten, Notizen, bedingten Züge, Urlaube, Sitzungen und API-Schlüssel entfernt, und deine Adresse ist frei für ein neues Konto;
delete-finished-games = bleiben deine beendeten Partien für deine Gegner erhalten, mit „deleted player“ und einer Nummer statt deines Namens.
delete-export-before = Vielleicht möchtest du vorher deine Daten herunterladen:
delete-export-link = meine Daten herunterladen
delete-password = Dein Passwort
delete-confirm = Ich habe verstanden: mein Konto endgültig löschen
delete-back = Zurück zu den Einstellungen
deleted-title = Konto gelöscht
deleted-heading = Dein Konto ist gelöscht
deleted-gone = Dein Konto und was du geschrieben hast sind entfernt, und du bist abgemeldet. Danke fürs Spielen.
deleted-front-page = Zur Startseite

## Widerruf eines Tokens und Ende eines Urlaubs bestätigen.

settings-revoke-confirm-title = Token widerrufen?
settings-revoke-confirm-consequence = Skripte und Apps, die ihn nutzen, werden ab sofort abgewiesen.
settings-revoke-confirm-tick = Diesen Token widerrufen
settings-revoke-confirm-button = Widerrufen
settings-vacation-cancel-title = Urlaub absagen oder beenden?
settings-vacation-cancel-consequence = Ein Urlaub, der noch nicht begonnen hat, wird abgesagt; ein laufender endet heute, und deine Bedenkzeit läuft ab morgen wieder. Nicht genutzte Tage stehen dir wieder zur Verfügung.
settings-vacation-cancel-tick = Diesen Urlaub absagen oder beenden
settings-vacation-cancel-button = Absagen oder beenden
settings-push = Benachrichtigungen auf diesem Gerät
settings-push-intro = Dein Handy oder Browser kann dich benachrichtigen, wenn dein Gegner zieht, Remis anbietet oder eine Partie endet. Zug-Benachrichtigungen kommen nach jedem Zug, wie auch immer deine Zug-Mails eingestellt sind: Du kannst diese Mails abschalten und die Benachrichtigungen behalten; die anderen Ereignisse kommen mit ihren Mails.
settings-push-devices = { $count ->
    [0] Noch kein Gerät erhält Benachrichtigungen.
    [one] Ein Gerät erhält Benachrichtigungen.
   *[other] { $count } Geräte erhalten Benachrichtigungen.
}
settings-push-parked = { $count ->
    [one] Benachrichtigungen an ein Gerät sind pausiert: sein Push-Dienst ist immer wieder gescheitert. Schalte die Benachrichtigungen auf diesem Gerät aus und wieder ein, um sie fortzusetzen.
   *[other] Benachrichtigungen an { $count } Geräte sind pausiert: ihre Push-Dienste sind immer wieder gescheitert. Schalte die Benachrichtigungen auf diesen Geräten aus und wieder ein, um sie fortzusetzen.
}
settings-push-no-script = Benachrichtigungen brauchen JavaScript, das in diesem Browser ausgeschaltet ist.
settings-push-unsupported = Dieser Browser kann keine Push-Benachrichtigungen empfangen.
settings-push-state-on = Dieser Browser erhält Benachrichtigungen.
settings-push-state-off = Dieser Browser erhält keine Benachrichtigungen.
settings-push-state-blocked = Benachrichtigungen sind für diese Seite in den Einstellungen dieses Browsers blockiert.
settings-push-failed = Das Einschalten der Benachrichtigungen hat nicht geklappt. Bitte versuch es noch einmal.
settings-push-subscribe = Benachrichtigungen einschalten
settings-push-unsubscribe = Benachrichtigungen hier ausschalten
settings-saved-push = Dieser Browser erhält jetzt Benachrichtigungen.
settings-saved-push-off = Dieser Browser erhält keine Benachrichtigungen mehr.
settings-saved-calendar = Deine neue Kalenderadresse steht unten, nur dieses eine Mal angezeigt; die alte funktioniert nicht mehr.
