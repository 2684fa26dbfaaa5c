## Tournament stages and knockouts: their page sections and their mails, and the refusals of tournament and challenge fields.

## A tournament's state, and a stage's
stages-status-registration = offen für Anmeldungen
stages-status-running = läuft
stages-status-finished = beendet
stages-status-cancelled = abgesagt

## Formats, ties at the cut, the final, tie-breaks
stages-format-round-robin = Rundenturnier
stages-format-double = doppeltes Rundenturnier (jede Paarung spielt mit beiden Farben)
stages-format-groups = Gruppen, die Besten jeder Gruppe kommen in die nächste Phase
stages-format-knockout = K.-o.-System, der Sieger jedes Matches kommt weiter
stages-ties-tiebreak = bei Gleichstand an der Grenze entscheidet die Feinwertung, dann die Wertungszahl
stages-ties-all = wer an der Grenze punktgleich ist, kommt weiter
stages-final-round-robin = eine Finalrunde als Rundenturnier
stages-final-double = eine Finalrunde als doppeltes Rundenturnier
stages-final-groups = wieder Gruppen, bis eine Gruppe übrig bleibt: die Finalrunde
stages-tiebreak-points = Punkte
stages-tiebreak-sb = Sonneborn-Berger (SB)
stages-tiebreak-wins = Anzahl der Siege (Baumbach)
stages-tiebreak-direct = direkter Vergleich
stages-tiebreak-koya = Koya (Punkte gegen die Spieler mit mindestens 50 %)
stages-tiebreak-rating = Wertungszahl
stages-terms = { $format }, { $tc }, { $rated ->
        [yes] gewertet
       *[no] ungewertet
    }{ $vacation ->
        [yes] {""}
       *[no] , ohne Urlaub
    }
stages-withdrawal-rule = Zieht sich ein Spieler zurück, bevor die Hälfte seiner Partien gespielt ist, werden alle seine Ergebnisse aus der Tabelle gestrichen; sonst bleiben seine Ergebnisse stehen, und seine übrigen Partien gehen kampflos verloren.
stages-game-running = läuft
stages-game-aborted = abgebrochen, zählt nicht

## The tournament page's rules
stages-knockout-rules = Matches über { $games ->
        [one] { $games } Partie
       *[other] { $games } Partien
    }, gesetzt nach Wertungszahl mit Freilosen für die Topgesetzten; bei Gleichstand folgen bis zu { $pairs ->
        [one] einem Stichkampf aus zwei Partien
       *[other] { $pairs } Stichkämpfen aus je zwei Partien
    }, danach kommt der höher Gesetzte weiter. Jede Runde beginnt, wenn das letzte Match der vorigen entschieden ist.
stages-groups-rules = Gruppen zu höchstens { $size ->
        [one] { $size } Spieler
       *[other] { $size } Spielern
    }{ $double ->
        [yes] , jede als doppeltes Rundenturnier
       *[no] {""}
    }, ausgeglichen und nach Wertungszahl in Schlangenlinie gesetzt; aus jeder Gruppe { $advance ->
        [one] kommt 1 Spieler
       *[other] kommen { $advance } Spieler
    } weiter ({ $ties }); danach { $final }. Jede Phase beginnt, wenn die letzte Partie der vorigen endet.
stages-vacation-cap = Urlaub: In den Partien dieses Turniers { $days ->
        [one] zählt ab seinem Beginn höchstens 1 Urlaubstag
       *[other] zählen ab seinem Beginn höchstens { $days } Urlaubstage
    } pro Spieler; darüber hinaus läuft die Uhr hier auch im Urlaub.
stages-vacation-used = Du hast { $used } von { $cap } verbraucht
stages-vacation-booked = (gebuchte Urlaube eingerechnet).

## The bracket
stages-bracket-rules = Setzliste nach Wertungszahl. Jedes Partienpaar wird aus einer Startstellung mit getauschten Farben gespielt; mehr Punkte gewinnen das Match; bei Gleichstand folgen zwei weitere Partien aus einer neuen Stellung, { $pairs ->
        [one] einmal
       *[other] bis zu { $pairs }-mal
    }, danach kommt der höher Gesetzte weiter.
stages-round-heading = Runde { $round }{ $left ->
        [0] : Finale
        [1] : Halbfinale
        [2] : Viertelfinale
        [3] : Achtelfinale
       *[other] {""}
    }
stages-round-name = Runde { $round }{ $left ->
        [0] {" "}(Finale)
        [1] {" "}(Halbfinale)
        [2] {" "}(Viertelfinale)
        [3] {" "}(Achtelfinale)
       *[other] {""}
    }
stages-col-match = Match
stages-col-seed = Setzplatz
stages-col-score = Stand
stages-col-through = Kommt weiter
stages-on-seeding = (nach Setzliste)
stages-won-final = Finale gewonnen
stages-out-in = ausgeschieden in { $round }
stages-still-in = noch dabei

## A groups event's stages
stages-each-group = Jede Gruppe: { $format }.
stages-final-crosstable = Kreuztabelle und Partien der Finalrunde
stages-group-crosstable = Kreuztabelle und Partien der Gruppe { $number }

## Mails
stages-mail-game = Runde { $round }: { $color ->
        [white] mit Weiß
       *[black] mit Schwarz
    } gegen { $opponent }, Startstellung Nr. { $number }
stages-mail-match-game = { $color ->
        [white] Mit Weiß
       *[black] Mit Schwarz
    } gegen { $opponent }, Startstellung Nr. { $number }
stages-mail-tournament-page = Die Turnierseite
stages-mail-the-tournament = Das Turnier
stages-mail-your-games = Deine Partien:
stages-started-subject = corrchess: Turnier „{ $tournament }“ hat begonnen: { $count ->
        [one] deine Partie
       *[other] deine { $count } Partien
    }
stages-started-body = Das Turnier „{ $tournament }“ hat begonnen ({ $terms }). Alle Partien aller Runden beginnen jetzt, wie im Fernschach üblich.
stages-started-terms-stage = Phase 1: { $terms }; du spielst in Gruppe { $group }
stages-replace-terms = du ersetzt { $name }
stages-cancelled-subject = corrchess: Turnier „{ $tournament }“ ist abgesagt
stages-cancelled-body = Das Turnier „{ $tournament }“, für das du dich angemeldet hast, ist abgesagt.
stages-finished-subject = corrchess: Turnier „{ $tournament }“ ist beendet: du bist Nr. { $place }
stages-finished-body = Alle Partien des Turniers „{ $tournament }“ sind beendet; die Tabelle steht fest. Du bist Nr. { $place } mit { $points } Punkten.
stages-finished-link = Kreuztabelle und Partien
stages-line-scores = SB { $sb }, { $wins ->
        [one] 1 Sieg
       *[other] { $wins } Siege
    }
stages-stage-terms = { $final ->
        [yes] Finalrunde, { $format }
       *[no] Gruppen, jede als { $format }
    }, { $tc }
stages-stage-started-subject = corrchess: Turnier „{ $tournament }“: Phase { $stage } hat begonnen: { $count ->
        [one] deine Partie
       *[other] deine { $count } Partien
    }
stages-stage-started-body = Phase { $stage } des Turniers „{ $tournament }“ hat begonnen ({ $terms }).
stages-you-play-final = Du spielst in der Finalrunde. Alle Partien aller Runden beginnen jetzt.
stages-you-play-group = Du spielst in Gruppe { $group }. Alle Partien aller Runden beginnen jetzt.
stages-stage-ended-subject = corrchess: Turnier „{ $tournament }“: Phase { $stage } ist beendet, du bist nicht weitergekommen
stages-stage-ended-body = Alle Partien der Phase { $stage } des Turniers „{ $tournament }“ sind beendet.
stages-stage-ended-place = Du bist Nr. { $place } in Gruppe { $group } und kommst nicht in die nächste Phase. Danke fürs Mitspielen! Die Abschlusstabelle deiner Gruppe:
stages-knockout-terms = K.-o.-System, { $tc }
stages-bye-subject = corrchess: Turnier „{ $tournament }“: Freilos in { $round }
stages-tiebreak-subject = corrchess: Turnier „{ $tournament }“: Stichkampf gegen { $opponent }
stages-match-subject = corrchess: Turnier „{ $tournament }“: { $round } gegen { $opponent }, { $count ->
        [one] deine Partie
       *[other] deine { $count } Partien
    }
stages-bye-body = Du hast im K.-o.-Turnier „{ $tournament }“ ({ $terms }) in { $round } ein Freilos und kommst in die nächste Runde.
stages-tiebreak-body = Dein Match gegen { $opponent } in { $round } des K.-o.-Turniers „{ $tournament }“ steht unentschieden: Ein Stichkampf aus zwei weiteren Partien aus einer neuen Stellung entscheidet es, mit getauschten Farben.
stages-match-body = K.-o.-Turnier „{ $tournament }“, { $round } ({ $terms }): Du spielst ein Match gegen { $opponent }; jedes Partienpaar wird aus einer Startstellung mit getauschten Farben gespielt, und alle Partien beginnen jetzt.
stages-mail-bracket = Der Turnierbaum

## A challenge's terms, as its mails and the list quote them
stages-challenge-terms = { $tc }, { $position }, { $colour }, { $rated ->
        [yes] gewertet
       *[no] ungewertet
    }{ $vacation ->
        [yes] {""}
       *[no] , ohne Urlaub
    }
stages-challenge-classical = klassische Startstellung (Nr. 518)
stages-challenge-number = Startstellung Nr. { $number }
stages-challenge-random = zufällige Startstellung
stages-challenge-white = Herausforderer spielt Weiß
stages-challenge-black = Herausforderer spielt Schwarz
stages-challenge-colours-random = Farben werden ausgelost

## Refusals of the challenge form's fields
stages-refuse-yourself = Du kannst dich nicht selbst herausfordern.
stages-refuse-no-player = Es gibt keinen Spieler namens „{ $name }“.
stages-refuse-blocked = { $name } nimmt keine Herausforderungen von dir an.
stages-refuse-colour = Wähle Weiß, Schwarz oder Zufall.
stages-refuse-note-long = Die Notiz darf höchstens { $max } Zeichen haben.
stages-refuse-note-chars = Die Notiz darf keine Steuerzeichen enthalten.
stages-refuse-rating = Die { $which ->
        [lowest] niedrigste
       *[highest] höchste
    } Wertungszahl muss eine ganze Zahl von 0 bis 4000 sein, oder leer.
stages-refuse-rating-order = Die höchste Wertungszahl darf nicht unter der niedrigsten liegen.
stages-refuse-range-direct = Ein Wertungsbereich gilt nur für offene Herausforderungen: Lass den Gegner oder den Bereich leer.
stages-refuse-start-number = Die Nummer der Startstellung muss zwischen 0 und 959 liegen.
stages-refuse-start = Wähle Zufall, eine Nummer oder klassisch.
stages-refuse-days = Die Tage müssen eine ganze Zahl von { $min } bis { $max } sein.
stages-refuse-tc-kind = Wähle Tage pro Zug, Fischer oder Züge in Tagen.
stages-refuse-increment = Der Zuschlag muss eine ganze Zahl von { $min } bis { $max } Tagen sein.
stages-refuse-cap-below = Die Obergrenze muss mindestens so hoch sein wie die Anfangstage.
stages-refuse-cap = Die Obergrenze muss eine ganze Zahl von { $min } bis { $max } Tagen sein, oder leer.

## Entry rules and refusals of joining and leaving
stages-entry-band = Wertungszahl { $min } bis { $max }
stages-entry-band-min = Wertungszahl { $min } oder mehr
stages-entry-band-max = Wertungszahl { $max } oder weniger
stages-entry-games = mindestens { $games ->
        [one] 1 beendete gewertete Partie
       *[other] { $games } beendete gewertete Partien
    }
stages-entry-password = ein Teilnahmepasswort von der Turnierleitung
stages-entry-min-rating = Dieses Turnier ist für Spieler mit einer Wertungszahl von mindestens { $min }; deine ist { $rating }.
stages-entry-max-rating = Dieses Turnier ist für Spieler mit einer Wertungszahl von höchstens { $max }; deine ist { $rating }.
stages-entry-min-games = Dieses Turnier ist für Spieler mit mindestens { $games ->
        [one] { $games } beendeten gewerteten Partie
       *[other] { $games } beendeten gewerteten Partien
    }; du hast { $played }.
stages-entry-timeouts = Wer { $days ->
        [one] am letzten Tag
       *[other] in den letzten { $days } Tagen
    } mehr als { $limit ->
        [one] { $limit } Partie
       *[other] { $limit } Partien
    } durch Zeitüberschreitung verloren hat, kann an keinem Turnier teilnehmen; du hast { $losses } verloren.
stages-entry-wrong-password = Dieses Turnier braucht sein Teilnahmepasswort, und das angegebene stimmt nicht.
stages-entry-full = Das Turnier ist voll ({ $max } Spieler).
stages-entry-not-registered = Du bist für dieses Turnier nicht angemeldet.

## What a tournament game's start mail says it belongs to
stages-occasion-round = Runde { $round } im Turnier „{ $tournament }“
stages-occasion-group = Phase { $stage }, Gruppe { $group }, Runde { $round } im Turnier „{ $tournament }“
stages-occasion-match = { $round } im Turnier „{ $tournament }“

## How a tournament's start positions are drawn
stages-policy-tournament = eine zufällige Startstellung für das ganze Turnier
stages-policy-stage = eine zufällige Startstellung pro Phase
stages-policy-round = eine zufällige Startstellung pro Runde
stages-policy-pairing = { $format ->
        [double_round_robin] eine zufällige Startstellung pro Paarung: Beide Partien einer Paarung spielen sie, mit getauschten Farben
        [groups] eine zufällige Startstellung pro Paarung (spielt eine Gruppe ein doppeltes Rundenturnier, spielen beide Partien einer Paarung sie, mit getauschten Farben)
        [knockout] eine zufällige Startstellung für jedes Partienpaar eines Matches (ein Stichkampfpaar bekommt eine neue), mit getauschten Farben
       *[other] eine zufällige Startstellung pro Paarung
    }
stages-policy-game = für jede Partie eine neue zufällige Startstellung
stages-policy-fixed = Startstellung Nr. { $number } in jeder Partie

## Warum ein Turnier abgesagt wurde.

stages-cancelled-by-organisers = Die Organisatoren haben das Turnier abgesagt.
stages-cancelled-too-few = Bis zum Meldeschluss hatten sich zu wenige angemeldet: { $registered } der { $needed } nötigen Spieler.

## Eine Änderung, abgelehnt, weil das Turnier begonnen hat.

stages-locked-started = Das Turnier hat begonnen; das lässt sich nicht mehr ändern.
stages-locked-over = Das Turnier ist vorbei; es lässt sich nichts mehr ändern.
