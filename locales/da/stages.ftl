## Turneringsfaser og knockout: deres afsnit på siden og deres mails, og afvisninger af felter for turneringer og udfordringer.

## En turnerings tilstand og en fases
stages-status-registration = åben for tilmelding
stages-status-running = i gang
stages-status-finished = afsluttet
stages-status-cancelled = aflyst

## Formater, lighed ved grænsen, finalen, korrektioner
stages-format-round-robin = alle mod alle
stages-format-double = dobbeltrundig alle mod alle (hvert par spiller med begge farver)
stages-format-groups = grupper, hvor de bedste i hver går videre til næste fase
stages-format-knockout = knockout, hvor vinderen af hver match går videre
stages-ties-tiebreak = pointlighed ved grænsen afgøres ved korrektion, derefter ved rating
stages-ties-all = alle med samme pointtal ved grænsen går videre
stages-final-round-robin = en finale alle mod alle
stages-final-double = en dobbeltrundig finale alle mod alle
stages-final-groups = grupper igen, indtil der er én gruppe tilbage, som er finalen
stages-tiebreak-points = point
stages-tiebreak-sb = Sonneborn-Berger (SB)
stages-tiebreak-wins = antal gevinster (Baumbach)
stages-tiebreak-direct = indbyrdes opgør
stages-tiebreak-koya = Koya (point mod spillerne med 50 % eller mere)
stages-tiebreak-rating = rating
stages-terms = { $format }, { $tc }, { $rated ->
        [yes] ratet
       *[no] ikke ratet
    }{ $vacation ->
        [yes] {""}
       *[no] , ingen ferie
    }
stages-withdrawal-rule = Hvis en spiller trækker sig, før halvdelen af spillerens partier er spillet, slettes alle spillerens resultater fra tabellen; ellers bliver resultaterne stående, og de resterende partier tabes uden kamp.
stages-game-running = i gang
stages-game-aborted = afbrudt, tæller ikke

## Turneringssidens regler
stages-knockout-rules = matcher over { $games ->
        [one] { $games } parti
       *[other] { $games } partier
    }, seedet efter rating med oversiddere til de højest seedede; en uafgjort match får op til { $pairs ->
        [one] ét par
       *[other] { $pairs } par
    } omkampspartier, derefter går den højest seedede videre. Hver runde begynder, når den sidste match i runden før er afgjort.
stages-groups-rules = Grupper på højst { $size ->
        [one] { $size } spiller
       *[other] { $size } spillere
    }{ $double ->
        [yes] , hver spillet dobbeltrundigt alle mod alle
       *[no] {""}
    }, afbalanceret og seedet efter rating i slangeorden; { $advance ->
        [one] vinderen af hver gruppe går videre
       *[other] de { $advance } bedste fra hver gruppe går videre
    } ({ $ties }); derefter { $final }. Hver fase begynder, når det sidste parti i fasen før er slut.
stages-vacation-cap = Ferie: højst { $days ->
        [one] 1 feriedag
       *[other] { $days } feriedage
    } pr. spiller tæller i denne turnerings partier, fra starten; ud over dem går uret her under ferie.
stages-vacation-used = Du har brugt { $used } af { $cap }
stages-vacation-booked = (bookede ferier medregnet).

## Turneringstræet
stages-bracket-rules = Seedning efter rating. Hvert par partier spilles fra én udgangsstilling med byttede farver; flest point vinder matchen; en uafgjort match får to partier mere fra en ny stilling, { $pairs ->
        [one] én gang
       *[other] op til { $pairs } gange
    }, derefter går den højest seedede videre.
stages-round-heading = Runde { $round }{ $left ->
        [0] : finalen
        [1] : semifinalerne
        [2] : kvartfinalerne
        [3] : ottendedelsfinalerne
       *[other] {""}
    }
stages-round-name = { $left ->
        [0] finalen
        [1] semifinalerne
        [2] kvartfinalerne
        [3] ottendedelsfinalerne
       *[other] runde { $round }
    }
stages-col-match = Match
stages-col-seed = Seedning
stages-col-score = Point
stages-col-through = Går videre
stages-on-seeding = (efter seedning)
stages-won-final = vandt finalen
stages-out-in = slået ud i { $round }
stages-still-in = stadig med

## En gruppeturnerings faser
stages-each-group = Hver gruppe: { $format }.
stages-final-crosstable = Finalens krydstabel og partier
stages-group-crosstable = Krydstabel og partier for gruppe { $number }

## Mails
stages-mail-game = Runde { $round }: { $color ->
        [white] hvid
       *[black] sort
    } mod { $opponent }, udgangsstilling nr. { $number }
stages-mail-match-game = { $color ->
        [white] hvid
       *[black] sort
    } mod { $opponent }, udgangsstilling nr. { $number }
stages-mail-tournament-page = Turneringssiden
stages-mail-the-tournament = Turneringen
stages-mail-your-games = Dine partier:
stages-started-subject = corrchess: turneringen »{ $tournament }« er begyndt: { $count ->
        [one] dit ene parti
       *[other] dine { $count } partier
    }
stages-started-body = Turneringen »{ $tournament }« er begyndt ({ $terms }). Alle partier i alle runder begynder nu, som det er sædvanligt i korrespondanceturneringer.
stages-started-terms-stage = fase 1: { $terms }; du spiller i gruppe { $group }
stages-replace-terms = du erstatter { $name }
stages-cancelled-subject = corrchess: turneringen »{ $tournament }« er aflyst
stages-cancelled-body = Turneringen »{ $tournament }«, som du var tilmeldt, er aflyst.
stages-finished-subject = corrchess: turneringen »{ $tournament }« er slut: du blev nr. { $place }
stages-finished-body = Alle partier i turneringen »{ $tournament }« er slut; stillingen er endelig. Du sluttede som nr. { $place } med { $points } point.
stages-finished-link = Krydstabel og partier
stages-line-scores = SB { $sb }, { $wins ->
        [one] 1 gevinst
       *[other] { $wins } gevinster
    }
stages-stage-terms = { $final ->
        [yes] finale, { $format }
       *[no] grupper, hver spillet som { $format }
    }, { $tc }
stages-stage-started-subject = corrchess: turneringen »{ $tournament }«: fase { $stage } er begyndt: { $count ->
        [one] dit ene parti
       *[other] dine { $count } partier
    }
stages-stage-started-body = Fase { $stage } af turneringen »{ $tournament }« er begyndt ({ $terms }).
stages-you-play-final = Du spiller i finalen. Alle partier i alle runder begynder nu.
stages-you-play-group = Du spiller i gruppe { $group }. Alle partier i alle runder begynder nu.
stages-stage-ended-subject = corrchess: turneringen »{ $tournament }«: fase { $stage } er slut, du gik ikke videre
stages-stage-ended-body = Alle partier i fase { $stage } af turneringen »{ $tournament }« er slut.
stages-stage-ended-place = Du sluttede som nr. { $place } i gruppe { $group } og går ikke videre til næste fase. Tak, fordi du spillede. Din gruppes endelige stilling:
stages-knockout-terms = knockout, { $tc }
stages-bye-subject = corrchess: turneringen »{ $tournament }«: oversidder i { $round }
stages-tiebreak-subject = corrchess: turneringen »{ $tournament }«: omkampspartier mod { $opponent }
stages-match-subject = corrchess: turneringen »{ $tournament }«: { $round } mod { $opponent }, { $count ->
        [one] dit ene parti
       *[other] dine { $count } partier
    }
stages-bye-body = Du er oversidder i { $round } af knockoutturneringen »{ $tournament }« ({ $terms }) og går videre til næste runde.
stages-tiebreak-body = Din match mod { $opponent } i { $round } af knockoutturneringen »{ $tournament }« er uafgjort: to partier mere fra en ny stilling afgør den, med byttede farver.
stages-match-body = Knockoutturneringen »{ $tournament }«, { $round } ({ $terms }): du spiller en match mod { $opponent }; hvert par partier spilles fra én udgangsstilling med byttede farver, og alle partier begynder nu.
stages-mail-bracket = Turneringstræet

## En udfordrings betingelser, som dens mails og listen gengiver dem
stages-challenge-terms = { $tc }, { $position }, { $colour }, { $rated ->
        [yes] ratet
       *[no] ikke ratet
    }{ $vacation ->
        [yes] {""}
       *[no] , ingen ferie
    }
stages-challenge-classical = klassisk udgangsstilling (nr. 518)
stages-challenge-number = udgangsstilling nr. { $number }
stages-challenge-random = tilfældig udgangsstilling
stages-challenge-white = udfordreren spiller hvid
stages-challenge-black = udfordreren spiller sort
stages-challenge-colours-random = farverne fordeles ved lodtrækning

## Afvisninger af felterne i udfordringsformularen
stages-refuse-yourself = Du kan ikke udfordre dig selv.
stages-refuse-no-player = Der er ingen spiller ved navn »{ $name }«.
stages-refuse-blocked = { $name } modtager ingen udfordringer fra dig.
stages-refuse-colour = Vælg hvid, sort eller tilfældig.
stages-refuse-note-long = Beskeden må højst have { $max } tegn.
stages-refuse-note-chars = Beskeden må ikke indeholde kontroltegn.
stages-refuse-rating = Den { $which ->
        [lowest] laveste
       *[highest] højeste
    } rating skal være et helt tal fra 0 til 4000, eller tom.
stages-refuse-rating-order = Den højeste rating må ikke være under den laveste.
stages-refuse-range-direct = Et ratinginterval er til åbne udfordringer: lad modstanderen eller intervallet være tomt.
stages-refuse-start-number = Udgangsstillingens nummer skal være fra 0 til 959.
stages-refuse-start = Vælg tilfældig, et nummer eller klassisk.
stages-refuse-days = Antal dage skal være et helt tal fra { $min } til { $max }.
stages-refuse-tc-kind = Vælg dage pr. træk, Fischer eller træk på dage.
stages-refuse-increment = Tillægget skal være et helt antal dage fra { $min } til { $max }.
stages-refuse-cap-below = Loftet skal være mindst lige så mange dage som ved starten.
stages-refuse-cap = Loftet skal være et helt antal dage fra { $min } til { $max }, eller tomt.

## Adgangsregler og afvisninger af tilmelding og afmelding
stages-entry-band = rating { $min } til { $max }
stages-entry-band-min = rating { $min } eller mere
stages-entry-band-max = rating { $max } eller mindre
stages-entry-games = mindst { $games ->
        [one] 1 afsluttet ratet parti
       *[other] { $games } afsluttede ratede partier
    }
stages-entry-password = en adgangskode til turneringen fra arrangørerne
stages-entry-min-rating = Denne turnering er for spillere med rating { $min } eller mere; din rating er { $rating }.
stages-entry-max-rating = Denne turnering er for spillere med rating { $max } eller mindre; din rating er { $rating }.
stages-entry-min-games = Denne turnering er for spillere med mindst { $games ->
        [one] 1 afsluttet ratet parti
       *[other] { $games } afsluttede ratede partier
    }; du har { $played }.
stages-entry-timeouts = Spillere, der har tabt mere end { $limit ->
        [one] 1 parti
       *[other] { $limit } partier
    } på tid inden for { $days ->
        [one] det sidste døgn
       *[other] de sidste { $days } dage
    }, må ikke tilmelde sig turneringer; du har tabt { $losses }.
stages-entry-wrong-password = Denne turnering kræver en adgangskode, og den angivne er forkert.
stages-entry-full = Turneringen er fuld ({ $max ->
        [one] { $max } spiller
       *[other] { $max } spillere
    }).
stages-entry-not-registered = Du er ikke tilmeldt denne turnering.

## Hvad et turneringspartis startmail siger, det hører til
stages-occasion-round = runde { $round } i { $tournament }
stages-occasion-group = fase { $stage }, gruppe { $group }, runde { $round } i { $tournament }
stages-occasion-match = { $round } i { $tournament }

## Hvordan der trækkes lod om en turnerings udgangsstillinger
stages-policy-tournament = én tilfældig udgangsstilling for hele turneringen
stages-policy-stage = én tilfældig udgangsstilling pr. fase
stages-policy-round = én tilfældig udgangsstilling pr. runde
stages-policy-pairing = { $format ->
        [double_round_robin] én tilfældig udgangsstilling pr. parring: begge partier i et par bruger den, med byttede farver
        [groups] én tilfældig udgangsstilling pr. parring (spiller en gruppe dobbeltrundigt, bruger begge partier i et par den, med byttede farver)
        [knockout] én tilfældig udgangsstilling for hvert par af partier i en match (et omkampspar får en ny), med byttede farver
       *[other] én tilfældig udgangsstilling pr. parring
    }
stages-policy-game = en ny tilfældig udgangsstilling i hvert parti
stages-policy-fixed = udgangsstilling nr. { $number } i hvert parti

## Hvorfor en turnering blev aflyst.

stages-cancelled-by-organisers = Arrangørerne har aflyst turneringen.
stages-cancelled-too-few = For få spillere havde tilmeldt sig inden fristen: { $registered } af de { $needed } nødvendige.

## En ændring, der afvises, når turneringen er begyndt.

stages-locked-started = Turneringen er begyndt; det kan ikke længere ændres.
stages-locked-over = Turneringen er slut; intet kan ændres.
