## Registrieren, Anmelden, Adresse bestätigen und Passwort zurücksetzen.

signup-username = Benutzername
signup-username-hint = 3 bis 20 Buchstaben, Ziffern, _ oder -.
signup-email = E-Mail-Adresse
signup-email-hint = Hier kommen die Züge deiner Gegner an. Anderen wird sie nie gezeigt.
signup-password = Passwort
signup-password-hint = Mindestens 10 Zeichen.
signup-have-account = Du hast schon ein Konto?
login-name = Benutzername oder E-Mail-Adresse
login-forgot = Passwort vergessen?
login-empty = Gib deinen Benutzernamen (oder deine E-Mail-Adresse) und dein Passwort ein.
login-refused = Benutzername bzw. E-Mail-Adresse und Passwort passen zu keinem Konto.
