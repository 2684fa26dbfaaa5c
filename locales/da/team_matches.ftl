# Holdkampe mellem klubber (issue 34).
match-status-proposed = udfordret, venter på svar
match-status-registration = åben for tilmelding
match-status-running = i gang
match-status-finished = afsluttet
match-status-declined = afslået
match-status-aborted = afbrudt
match-start-per-board = Én tilfældig udgangsstilling pr. bræt
match-start-one = Én tilfældig udgangsstilling for hele holdkampen
match-start-number = Udgangsstilling nr. { $number } på alle brætter
match-start-chosen = En valgt udgangsstilling
match-reason-declined = Den udfordrede klub afslog.
match-reason-not-accepted = Den udfordrede klub tog ikke imod udfordringen før tilmeldingsfristen.
match-reason-too-few = Ved tilmeldingsfristen var { $boards ->
        [one] kun ét bræt
       *[other] kun { $boards } brætter
    } besat; en holdkamp kræver mindst to.
match-refuse-opponent = Angiv den klub, du udfordrer (dens adressenavn, som i /clubs/name).
match-refuse-boards = Antallet af brætter skal være fra 2 til 100, eller tomt for en åben holdkamp.
match-refuse-days = Tilmeldingen skal være åben i 1 til 60 dage.
match-refuse-no-club = Der findes ingen klub ved navn »{ $slug }«.
match-refuse-no-match = Den holdkamp findes ikke.
match-refuse-status = { $status ->
        [proposed] Denne holdkamp venter stadig på svar fra den udfordrede klub.
        [registration] Denne holdkamp er nu åben for tilmelding.
        [running] Denne holdkamp er allerede begyndt.
        [finished] Denne holdkamp er slut.
        [declined] Denne holdkamp blev afslået.
       *[aborted] Denne holdkamp blev aflyst.
    }
match-refuse-deadline = Tilmeldingsfristen for denne holdkamp er overskredet.
match-refuse-not-admin = Kun en klubadministrator kan gøre det.
match-refuse-self = En klub kan ikke udfordre sig selv.
match-refuse-no-opponent = Der findes ingen åben klub med det navn.
match-refuse-not-member = Kun medlemmer af de to klubber kan tilmelde sig denne holdkamp.
match-refuse-signed-up = Du er allerede tilmeldt denne holdkamp: en spiller spiller kun for den ene side.
match-refuse-not-signed-up = Du er ikke tilmeldt denne holdkamp.
match-refuse-too-few = Hver side skal have mindst to spillere for at starte (nu { $home } og { $away }).
match-mail-page = Holdkampens side
match-mail-challenge-subject = corrchess: { $home } udfordrer { $away } til en holdkamp
match-mail-challenge-body = { $admin } fra { $home } udfordrer { $away } til en holdkamp. Som klubadministrator i { $away } kan du tage imod eller afslå den på holdkampens side.
match-mail-terms = Betingelser: { $layout }; { $clock }; { $rated }.
match-mail-accepted-subject = corrchess: { $away } tog imod holdkampen
match-mail-accepted-body = { $away } tog imod holdkampen mod { $home }. Medlemmer af begge klubber kan nu tilmelde sig.
match-mail-aborted-subject = corrchess: holdkampen { $home } – { $away } startede ikke
match-mail-started-subject = corrchess: holdkampen { $home } – { $away } er begyndt
match-mail-started-body = Holdkampen { $home } – { $away } er begyndt. Du spiller på bræt { $board }: to partier fra samme stilling, et med hver farve.
match-mail-game = { $color ->
        [white] Hvid
       *[black] Sort
    } mod { $opponent }, udgangsstilling nr. { $number }
match-mail-finished-subject = corrchess: holdkampen { $home } – { $away } er slut
match-mail-finished-body = Holdkampen er slut: { $home } { $home_score }, { $away } { $away_score }.
match-mail-reminder-subject = corrchess: sidste dag for tilmelding til { $home } – { $away }
match-mail-reminder-body = Tilmeldingen til holdkampen { $home } – { $away } lukker inden for et døgn, og du har endnu ikke tilmeldt dig.
match-new-title = Udfordr en anden klub
match-opponent = Den klub, du udfordrer
match-rating-range = Spillernes ratinginterval (valgfrit)
match-opponent-hint = Skriv dens navn for at søge; dens adressenavn (som i /clubs/name) virker også.
match-boards = Brætter
match-boards-hint = Fra 2 til 100; lad feltet være tomt for en åben holdkamp (så mange brætter, som den mindste side besætter).
match-registration-days = Dage åben for tilmelding
match-send-challenge = Send udfordringen
match-notice-signed = Du er tilmeldt.
match-notice-withdrawn = Du har trukket dig fra holdkampen.
match-notice-accepted = Du har taget imod holdkampen: medlemmer kan nu tilmelde sig.
match-notice-declined = Du har afslået holdkampen.
match-notice-started = Holdkampen er begyndt.
match-terms-boards = { $boards ->
        [one] { $boards } bræt
       *[other] { $boards } brætter
    }
match-terms-open = Åben: så mange brætter, som den mindste side besætter
match-terms-rated = Ratet
match-terms-unrated = Ikke ratet
match-game-on-move = i gang, { $name } er i trækket
match-game-aborted = afbrudt
match-status = Status:
match-score = Resultat i partipoint:
match-deadline = Tilmeldingen lukker { $deadline }.
match-accept = Tag imod holdkampen
match-decline = Afslå
match-sign-up = Tilmeld dig
match-withdraw = Træk dig
match-start = Start holdkampen nu
match-boards-heading = Brætter
match-col-board = Bræt
match-col-position = Udgangsstilling
match-col-games = Partier
match-game-home-colour = { $color ->
        [white] Hjemmeholdet med hvid
       *[black] Hjemmeholdet med sort
    }
match-sign-ups = Tilmeldinger
match-nobody-signed = Ingen har tilmeldt sig endnu.
match-reserve = reserve
api-ep-post-team-match = Udfordrer en anden klub til en holdkamp; kalderen skal være klubadministrator i klubben.
api-ep-team-match = Én holdkamp: status, resultat i partipoint, brætter med deres to partier.
api-ep-accept-team-match = Tager imod en udfordring til kalderens klub (kun dens administratorer): tilmeldingen åbner.
api-ep-sign-up-team-match = Tilmelder kalderen på dennes klubs side (et medlem af begge klubber angiver den med `side`).
api-ep-start-team-match = Starter holdkampen nu (en klubadministrator i en af de to klubber; hver side skal have to spillere).
match-club-record = Resultater: { $won } vundet, { $drawn } remis, { $lost } tabt; partipoint { $for } : { $against }.
match-decline-confirm-title = Afslå holdkampen?
match-decline-confirm-consequence = Holdkampen slutter, før den begynder, og dens side viser, at din klub afslog.
match-decline-confirm-tick = Afslå denne holdkamp
match-decline-confirm-button = Afslå
match-refuse-abort = Et parti i en holdkamp kan ikke afbrydes: det tæller for begge klubber. Giv partiet op, hvis det er nødvendigt.
match-reason-club-closed = En klub blev lukket af sidens administratorer før starten.
match-refuse-club-closed = Klubben “{ $club }” er lukket: den deltager ikke i nye handlinger i holdkampe.
match-club-closed-note = Klubben “{ $club }” er blevet lukket af sidens administratorer: denne kamp tager ikke imod udfordringer, svar eller tilmeldinger og afbrydes ved sin start.
match-notice-aborted = Kampen startede ikke: en af dens klubber blev lukket.
match-refuse-pending = En udfordring mellem disse to klubber venter allerede på svar: vent på den eller på dens frist.
match-refuse-choose-side = Du er medlem af begge klubber: vælg den side, du spiller for (en spiller spiller kun for én side).
match-choose-side-note = Du er medlem af begge klubber. En spiller spiller kun for én side: vælg din.
match-sign-up-for = Tilmeld dig for { $club }
