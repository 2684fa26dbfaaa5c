## Administration: konti, anmeldelser, revisionsloggen og turneringsformularerne.

## Administrationens sider.
admin-title = Administration
admin-new-tournament = Ny turnering
admin-accounts = Konti
admin-reports = Anmeldelser
admin-audit = Revisionslog
admin-mail-pending = Mails, der venter på levering: { $count }
admin-mail-given-up = Opgivne mails (afvist i over 3 dage; se { $column }, gemmes i 30 dage): { $count }
admin-username = Brugernavn
admin-email = E-mail
admin-confirmed = Bekræftet
admin-admin = Admin
admin-organiser = Arrangør
admin-joined = Oprettet
admin-account = Konto
admin-state = Tilstand
admin-view = administratorvisning
admin-take-organiser = Fjern arrangørrollen
admin-make-organiser = Gør til arrangør
admin-delete-tick = Slet { $name }
admin-delete = Slet
admin-search-label = Navn eller e-mailadresse begynder med
admin-search = Søg
admin-found = { $count ->
    [one] { $count } konto
   *[other] { $count } konti
}
admin-found-starting = { $count ->
    [one] { $count } konto, der begynder med »{ $q }«
   *[other] { $count } konti, der begynder med »{ $q }«
}
admin-suspended = suspenderet
admin-active = aktiv
admin-deleted = slettet
admin-previous = Forrige
admin-next = Næste
admin-pages-accounts = Sider med konti
admin-pages-reports = Sider med anmeldelser
admin-pages-audit = Revisionsloggens sider
admin-user-title = { $name } (administration)
admin-public-profile = Offentlig profil
admin-not-confirmed = (ikke bekræftet)
admin-role = Rolle
admin-role-admin = administrator
admin-role-player = spiller
admin-suspended-since = suspenderet siden { $at }:
admin-actions = Handlinger
admin-lift = Ophæv suspenderingen
admin-suspend = Suspender
admin-reason = Begrundelse (sendes til spilleren pr. mail)
admin-running-games = Spillerens igangværende partier
admin-games-adjudicate = afgøres: hvert parti tabes af { $name }
admin-games-abort = afbrydes: intet resultat
admin-suspend-tick = Suspender { $name }: spilleren kan ikke logge ind eller spille, og spillerens sessioner og tokens ophører
admin-suspend-button = Suspender kontoen
admin-send-reset = Send mailen til nulstilling af adgangskode
admin-time-losses = Tab på tid inden for { $days ->
        [one] det sidste døgn
       *[other] de sidste { $days } dage
    }: { $count }
admin-same-network = Oprettelser fra samme netværk
admin-none-known = Ingen kendte.
admin-joined-on = oprettet { $date }
admin-games = Partier (seneste 100)
admin-no-games = Ingen partier.
admin-game = Parti
admin-white = Hvid
admin-black = Sort
admin-result = Resultat
admin-ending = Afslutning
admin-notice-suspended = Kontoen er suspenderet; spilleren har fået begrundelsen pr. mail.
admin-notice-unsuspended = Suspenderingen er ophævet; spilleren har fået en mail.
admin-notice-reset = En mail til nulstilling af adgangskoden er på vej til spilleren.
admin-audit-empty = Ingen administratorhandlinger endnu.
admin-when = Hvornår
admin-action = Handling
admin-target = Mål
admin-detail = Detaljer
admin-newer = Nyere
admin-older = Ældre
admin-target-user = bruger
admin-target-tournament = turnering
admin-target-report = anmeldelse
admin-reports-open = Åbne anmeldelser
admin-reports-closed = Lukkede anmeldelser
admin-no-open = Ingen åbne anmeldelser.
admin-no-closed = Ingen lukkede anmeldelser.
admin-report-heading = Anmeldelse #{ $id }:
admin-report-by = Af { $name }, { $at }
admin-reported-message = Den anmeldte besked:
admin-reported-message-in = Den anmeldte besked i
admin-game-link = parti { $id }
admin-message-removed = Den anmeldte besked er fjernet.
admin-closed-by = Lukket { $at } af { $name }:
admin-note = Note (hvad der blev gjort)
admin-close-report = Luk anmeldelsen

## Revisionsloggens handlinger.
admin-do-report-close = anmeldelse lukket
admin-do-tournament-add-player = spiller tilføjet
admin-do-tournament-adjudicate = parti afgjort
admin-do-tournament-cancel = turnering aflyst
admin-do-tournament-create = turnering oprettet
admin-do-tournament-edit = turnering redigeret
admin-do-tournament-remove-player = spiller fjernet
admin-do-tournament-replace = spiller erstattet
admin-do-tournament-start = turnering startet
admin-do-tournament-withdraw = spiller trukket ud
admin-do-user-delete = konto slettet
admin-do-user-organizer = gjort til arrangør
admin-do-user-organizer-revoke = arrangørrolle fjernet
admin-do-user-password-reset = mail til nulstilling af adgangskode sendt
admin-do-user-suspend = konto suspenderet
admin-do-user-unsuspend = suspendering ophævet

## Bekræftelser af administratorens og arrangørernes handlinger.
admin-delete-title = Vil du slette denne konto?
admin-delete-consequence = Spillerens igangværende partier slutter (turnerings- og holdkampspartier tabt uden kamp, de andre afbrudt eller opgivet), beskeder, noter og sessioner forsvinder, og afsluttede partier bliver stående under »slettet spiller«. Det kan ikke fortrydes.
admin-delete-confirm = Slet denne konto
admin-delete-button = Slet kontoen
admin-cancel-title = Vil du aflyse turneringen?
admin-cancel-consequence = Turneringen aflyses, og spillerne får besked pr. mail.
admin-cancel-tick = Aflys denne turnering
admin-cancel-button = Aflys turneringen
admin-start-title = Vil du starte turneringen nu?
admin-start-consequence = Tilmeldingen lukker, parringerne laves, og alle partier i første runde begynder.
admin-start-tick = Start denne turnering nu
admin-start-button = Start nu
admin-withdraw-title = Vil du trække spilleren ud?
admin-withdraw-consequence = { $name } forlader turneringen; spillerens resterende partier afgøres efter reglen for spillere, der trækker sig.
admin-withdraw-tick = Træk denne spiller ud
admin-withdraw-button = Træk ud
admin-adjudicate-title = Vil du afgøre partiet?
admin-adjudicate-consequence = Parti { $id } slutter med resultatet { $result }; spillerne ser begrundelsen: { $reason }
admin-adjudicate-tick = Afslut dette parti med dette resultat
admin-adjudicate-button = Afgør
admin-not-ticked = Sæt flueben i dette felt for at bekræfte; intet er blevet ændret.

## Afvisninger af administratorens handlinger og af anmeldelser.
admin-write-text = { $max ->
    [one] Skriv 1 tegn.
   *[other] Skriv 1 til { $max } tegn.
}
admin-choose-games = Vælg, hvad der skal ske med de igangværende partier: afgør eller afbryd.
admin-choose-reason = Vælg en årsag.
admin-no-message = Det er ikke en besked.
admin-not-their-message = Det er ikke en besked fra denne spiller til dig.
admin-report-abuse = Krænkelse eller chikane
admin-report-cheating = Snyd (brug af skakprogram, flere konti)
admin-report-spam = Spam
admin-report-other = Noget andet

## Turneringsformularen (administratorer og arrangører).
admin-tf-new = Ny turnering
admin-tf-edit = Rediger turnering
admin-tf-name = Navn
admin-tf-description = Beskrivelse (valgfri)
admin-tf-format = Format
admin-tf-round-robin = alle mod alle: hvert par mødes én gang
admin-tf-double = dobbeltrundig alle mod alle: hvert par spiller med begge farver
admin-tf-groups = grupper: de bedste i hver gruppe går videre til næste fase (op til 256 spillere)
admin-tf-knockout = knockout: matcher seedet efter rating, vinderen går videre (2 til 256 spillere)
admin-tf-groups-legend = Grupper (til gruppeformatet)
admin-tf-group-size = Største gruppe (3 til 16 spillere; grupperne afbalanceres og seedes efter rating i slangeorden)
admin-tf-group-double = hver gruppe spiller dobbeltrundigt alle mod alle
admin-tf-advance = Spillere, der går videre fra hver gruppe
admin-tf-ties-tiebreak = pointlighed ved grænsen: korrektionerne afgør
admin-tf-ties-all = pointlighed ved grænsen: alle med samme pointtal går videre
admin-tf-final-rr = derefter en finale alle mod alle
admin-tf-final-double = derefter en dobbeltrundig finale alle mod alle
admin-tf-final-groups = derefter grupper igen, indtil der er én gruppe tilbage
admin-tf-knockout-legend = Knockout (til knockoutformatet)
admin-tf-games-2 = 2 partier pr. match (ét par: én stilling, byttede farver)
admin-tf-games-4 = 4 partier pr. match (to par)
admin-tf-tiebreak-pairs = Antal par omkampspartier ved uafgjort match, hvert fra en ny stilling (derefter går den højest seedede videre)
admin-tf-vacation = ferie tilladt (urene står stille, mens en spiller holder ferie)
admin-tf-give-time = spillerne må give deres modstandere mere tid (1 til 7 dage, én gang pr. træk)
admin-tf-vacation-cap = Højeste antal feriedage, der tæller i denne turnerings partier, pr. spiller (valgfrit, 0 til 365; ud over dem går uret under ferie)
admin-tf-rated = ratet
admin-tf-tiebreaks = Korrektioner efter point, i rækkefølge, adskilt af kommaer: sb (Sonneborn-Berger), wins (antal gevinster, Baumbach), direct (indbyrdes opgør), koya, rating
admin-tf-positions = Udgangsstillinger
admin-tf-policy-tournament = én tilfældig stilling for hele turneringen
admin-tf-policy-stage = én pr. fase (grupper)
admin-tf-policy-round = én pr. runde
admin-tf-policy-pairing = én pr. parring (begge partier i et par i en dobbeltrundig turnering, byttede farver)
admin-tf-policy-game = en ny tilfældig i hvert parti
admin-tf-policy-fixed = nummeret nedenfor
admin-tf-start-number = Udgangsstillingens nummer til »nummeret nedenfor« (0 til 959)
admin-tf-min-players = Mindste antal spillere (3 til 16; grupper op til 256; knockout fra 2)
admin-tf-max-players = Største antal spillere (3 til 16; grupper og knockout op til 256)
admin-tf-entry = Adgangsregler (valgfrit)
admin-tf-min-rating = Laveste rating, der må tilmelde sig
admin-tf-max-rating = Højeste rating, der må tilmelde sig
admin-tf-min-games = Afsluttede ratede partier, en spiller skal have
admin-tf-password = Adgangskode til turneringen (valgfri: spillerne skal angive den for at tilmelde sig)
admin-tf-password-edit = Adgangskode til turneringen (spillerne skal angive den for at tilmelde sig; tom beholder den nuværende)
admin-tf-remove-password = fjern adgangskoden til turneringen
admin-tf-deadline = Tilmeldingsfrist, i din tidszone ({ $zone }) (valgfri; tom: start manuelt)
admin-tf-deadline-hint = Ved fristen starter turneringen, eller den aflyses, hvis færre end minimum har tilmeldt sig.
admin-tf-save = Gem
admin-tf-one-game-final = Finalen i denne turnering kan blive et enkelt parti mellem to spillere, så farven afgør meget. En dobbeltrundig finale (to partier med byttede farver) eller flere videre fra hver gruppe undgår det. Gem igen for at beholde indstillingerne, som de er.

## Turneringsformularens feltfejl.
admin-tfe-name = Giv turneringen et navn på 1 til { $max } tegn.
admin-tfe-description = Beskrivelsen må højst have { $max } tegn.
admin-tfe-format = Vælg alle mod alle, dobbeltrundig alle mod alle, grupper eller knockout.
admin-tfe-fair-play = Vælg sidens regel, ingen skakprogrammer eller skakprogrammer tilladt.
admin-tfe-group-size = Gruppestørrelsen skal være et helt tal fra { $min } til { $max }.
admin-tfe-advance = Mindst én spiller og færre end gruppestørrelsen går videre fra hver gruppe.
admin-tfe-ties = Vælg, om korrektionerne afgør ved grænsen, eller om alle med samme pointtal går videre.
admin-tfe-final = Vælg en finale alle mod alle, dobbeltrundig alle mod alle eller grupper igen.
admin-tfe-games = En match har 2 eller 4 partier (par fra én stilling, byttede farver).
admin-tfe-tiebreak-pairs = Tillad fra 0 til { $max } par omkampspartier.
admin-tfe-vacation-cap = Angiv det højeste antal feriedage, der tæller, som et helt tal fra 0 til 365, eller lad feltet være tomt for intet loft.
admin-tfe-start-number = For en fast stilling skal du angive dens nummer fra 0 til 959.
admin-tfe-policy = Vælg, hvordan der trækkes lod om udgangsstillingerne.
admin-tfe-min-players = Minimum skal være et helt tal fra { $min } til { $max }.
admin-tfe-max-players = Maksimum skal være et helt tal fra { $min } til { $max }.
admin-tfe-max-below-min = Maksimum kan ikke være under minimum.
admin-tfe-optional-number = Angiv et helt tal fra 0 til { $max }, eller lad feltet være tomt.
admin-tfe-rating-band = Den højeste rating kan ikke være under den laveste.
admin-tfe-password = Adgangskoden til turneringen må højst have { $max } tegn.
admin-tfe-registered = { $count ->
    [one] { $count } spiller er allerede tilmeldt; fjern nogle først, eller tillad flere.
   *[other] { $count } spillere er allerede tilmeldt; fjern nogle først, eller tillad flere.
}
admin-tfe-tiebreak-unknown = »{ $name }« er ikke en korrektion; brug sb, wins, direct, koya eller rating.
admin-tfe-tiebreak-twice = { $name } er nævnt to gange.
admin-tfe-deadline-past = Tilmeldingsfristen skal ligge i fremtiden.
admin-tfe-deadline = Angiv fristen som ÅÅÅÅ-MM-DD eller ÅÅÅÅ-MM-DDTHH:MM (i din tidszone), eller lad feltet være tomt for at starte manuelt.
admin-report-yourself = Du kan ikke anmelde dig selv.
admin-report-closed-already = Den anmeldelse er allerede lukket.
admin-no-such-report = Den anmeldelse findes ikke.
admin-block-yourself = Du kan ikke blokere dig selv.
admin-tf-started = Turneringen er begyndt eller slut; dens indstillinger kan ikke længere ændres.
admin-choose-game = Vælg et parti i denne turnering.

## Arrangørernes afsnit på en turnerings side.
admin-org-heading = Arrangør
admin-org-edit = Rediger
admin-org-start-tick = Start den nu
admin-org-needs-players = Den kan starte med { $min ->
        [one] én spiller
       *[other] { $min } spillere
    }; { $count } er tilmeldt.
admin-org-cancel-tick = Aflys den
admin-org-add = Tilføj en spiller (brugernavn)
admin-org-add-button = Tilføj
admin-org-remove = Fjern en spiller (brugernavn)
admin-org-remove-button = Fjern
admin-org-adjudicate = Afgør et igangværende parti
admin-org-round = Runde { $round }:
admin-org-reason = Begrundelse (spillerne ser den)
admin-org-withdraw = Træk en spiller ud (brugernavn)
admin-org-replace = Erstat en spiller (brugernavn)
admin-org-replace-by = med (brugernavn)
admin-org-replace-button = Erstat
admin-withdraw-not-running = Kun spillere i en igangværende turnering kan trækkes ud eller erstattes (før starten fjerner du dem).
admin-adjudicate-ended = Det parti er allerede slut.
admin-no-player-called = Der er ingen spiller ved navn »{ $name }«.
admin-not-playing = { $name } spiller ikke i denne turnering.
admin-withdrawn-already = { $name } har allerede trukket sig.
admin-already-playing = { $name } er allerede med i denne turnering.
admin-adjudicate-result = Vælg 1-0, 0-1 eller 1/2-1/2.
admin-adjudicate-reason = Giv spillerne en begrundelse på 1 til { $max } tegn.
