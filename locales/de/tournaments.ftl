## tournaments
tournaments-new = Neues Turnier
tournaments-open = Offen für Anmeldungen
tournaments-none-open = Gerade ist kein Turnier für Anmeldungen offen.
tournaments-players = { $min } bis { $max } Spieler
tournaments-started-by-organisers = Start durch die Turnierleitung
tournaments-registration-until = Anmeldung bis { $deadline }
tournaments-running = Laufend
tournaments-none-running = Kein Turnier läuft gerade.
tournaments-done = Beendet und abgesagt
tournaments-none-done = Noch keine.
