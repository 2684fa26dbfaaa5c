## turneringer
tournaments-new = Ny turnering
tournaments-open = Åben for tilmelding
tournaments-none-open = Ingen turnering er åben for tilmelding lige nu.
tournaments-players = { $min } til { $max } spillere
tournaments-players-exactly = { $count ->
    [one] 1 spiller
   *[other] { $count } spillere
}
tournaments-started-by-organisers = startes af arrangørerne
tournaments-registration-until = tilmelding indtil { $deadline }
tournaments-running = I gang
tournaments-none-running = Ingen turnering er i gang.
tournaments-done = Afsluttede og aflyste
tournaments-none-done = Ingen endnu.
tournament-status = Status:
tournament-started-by-hand = Arrangørerne starter den manuelt.
tournament-registration-closes = Tilmeldingen lukker { $deadline }; turneringen starter derefter, hvis mindst { $min ->
        [one] én spiller
       *[other] { $min } spillere
    } har tilmeldt sig, og aflyses ellers.
tournament-cancelled = Denne turnering blev aflyst.
tournament-rounds = { $rounds ->
    [one] 1 runde
   *[other] { $rounds } runder
}
tournament-all-at-once = alle partier i alle runder starter på én gang, som det er sædvanligt i korrespondanceturneringer.
tournament-entry = Adgang:
tournament-positions = Udgangsstillinger:
tournament-positions-drawn = Serveren trækker lod om dem med en kryptografisk tilfældighedskilde, når partierne oprettes.
tournament-leave = Forlad turneringen
tournament-cannot-join = Du kan ikke tilmelde dig:
tournament-entry-password = Adgangskode til turneringen (fra arrangørerne)
tournament-join = Tilmeld dig turneringen
tournament-login-to-join = {" "}for at tilmelde dig.
tournament-registered = Tilmeldte spillere
tournament-nobody-joined = Ingen har tilmeldt sig endnu.
tournament-standings = Stilling
tournament-place = Placering
tournament-points = Point
tournament-sb = SB
tournament-wins = Gevinster
tournament-direct = Indbyrdes
tournament-games = Partier
tournament-replacing = erstatter { $names }
tournament-withdrawn = trukket sig
tournament-results-deleted = , resultater slettet
tournament-crosstable = Krydstabel
tournament-crosstable-key = 1 gevinst, ½ remis, 0 tab, · stadig i gang; resultater i parentes er slettet, fordi en spiller trak sig.
tournament-advanced = gået videre
tournament-advanced-by-rating = (efter rating)
tournament-positions-used = Anvendte udgangsstillinger
tournament-games-heading = Partier
tournament-round = Runde
tournament-position = Udgangsstilling
tournament-game-status = Status
tournament-group = Gruppe
tournament-group-n = Gruppe { $number }
tournament-adjudication = Afgørelse:
tournament-download = Hent:
tournament-all-games-pgn = alle partier (PGN)
tournament-crosstable-csv = krydstabel (CSV)
tournament-tiebreaks-order = Korrektioner i denne rækkefølge:
tournament-bracket = Turneringstræ
tournament-bye = oversidder
tournament-group-games-on-page = Hver gruppes partier står på gruppens side (linket ovenfor).
tournament-stage-n = Fase { $number }
tournament-the-final = finalen
tournament-then-seeding = derefter seedningen (rating).
tournament-group-n-in-stage = gruppe { $number }
tournament-entry-limited = For mange forkerte adgangskoder. Prøv igen om { $minutes ->
    [one] et minut
   *[other] { $minutes } minutter
}.
tournament-use-every-game = hvert parti
tournament-use-stage = fase { $stage }
tournament-use-round = runde { $round }
tournament-use-pairing = { $a } – { $b }
tournament-use-stage-pairing = fase { $stage }: { $a } – { $b }
tournament-use-game = runde { $round }: { $white } – { $black }
tournament-notice-joined = Du er tilmeldt: turneringens partier sendes til dig pr. mail, når den starter.
tournament-notice-left = Du har forladt turneringen.
