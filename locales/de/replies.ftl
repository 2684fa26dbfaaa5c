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
