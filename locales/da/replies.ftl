## Svar pr. mail, forsøg på oprettelse, afmelding og API-siden.

## Et træk sendt pr. mail: bekræftelsen, afvisningen og grundene.
reply-confirmed-your-move = dit træk
reply-confirmed-played = i parti { $id } mod { $opponent } er spillet.
reply-confirmed-message = Din besked blev sendt med:
reply-confirmed-draw = Du tilbød remis sammen med trækket.
reply-confirmed-conditional = { $opponent } havde forberedt et betinget svar, og det blev spillet med det samme: { $reply }.
reply-confirmed-over = Partiet er slut: { $how }.
reply-confirmed-your-move-again = Du er i trækket igen; din frist: { $deadline }
reply-confirmed-their-move = { $name } er i trækket; modstanderens frist: { $deadline }
reply-refused-nothing = din mail om parti { $id } blev læst, men intet blev spillet.
reply-refused-move = dit træk »{ $move }« i parti { $id } blev ikke spillet.
reply-refused-legal = Lovlige træk:
reply-status-over = Partiet er slut: { $how } ({ $result }).
reply-status-your-move = Du er i trækket; din frist: { $deadline }.
reply-status-their-move = { $name } er i trækket.
reply-stale-ply = Partiet er gået videre siden den mail, du svarede på: der er spillet { $current } halvtræk. Her er stillingen, som den står nu.
reply-wrong-sender = Den kom fra { $from }, som ikke er din kontos adresse, så intet blev spillet. Svar fra { $account }, eller spil på webstedet.
reply-no-sender = Den kom ikke fra nogen adresse og dermed ikke fra din kontos adresse, så intet blev spillet. Svar fra { $account }, eller spil på webstedet.
reply-too-large = Den var større end { $kb } KB, så intet blev spillet. Svar kun med trækket, uden vedhæftede filer.
reply-no-move = Der blev ikke fundet noget træk i den: skriv trækket på første linje i dit svar, over den citerede mail.

## Mails til en adresse om en konto, den har eller ikke har.
account-mail-attempt-subject = corrchess: nogen prøvede at oprette en konto med din adresse
account-mail-attempt = nogen (måske dig) prøvede at oprette en ny corrchess-konto med denne e-mailadresse. Den tilhører allerede din konto { $name }, så der blev ikke oprettet nogen ny konto.
account-mail-attempt-login = Hvis det var dig, så log ind her:
account-mail-attempt-reset = Glemt din adgangskode? Vælg en ny her:
account-mail-attempt-login-link = Hvis det var dig, så log ind
account-mail-attempt-reset-link = Glemt din adgangskode? Vælg en ny
account-mail-attempt-not-you = Hvis det ikke var dig, så se bort fra denne mail: intet ved din konto er ændret.
account-mail-no-account-subject = corrchess: nulstilling af adgangskode for en adresse uden konto
account-mail-hello = Hej,
account-mail-no-account = nogen (måske dig) har bedt om at nulstille adgangskoden til en corrchess-konto med denne e-mailadresse, men ingen konto bruger den. Hvis du har en konto, har den måske en anden adresse.
account-mail-no-account-create = Sådan opretter du en:
account-mail-create = Opret en konto

## Afmeldingssiden, som et link i en mail åbner.
unsub-title = Mailindstillinger
unsub-done-account = Udført: din konto
unsub-gets-no-more = får ikke flere { $what }.
unsub-still-arrive = Partiresultater og mails om din konto kommer stadig.
unsub-back-on-before = Du kan slå det til igen på din
unsub-back-on-after = .
unsub-settings-page = indstillingsside
unsub-ask-account = Slå { $what } fra for din konto
unsub-ask-after = ?
unsub-button = Slå dem fra
unsub-change-before = Du kan ændre alle mailindstillinger på din
unsub-change-after = .
unsub-invalid = Dette afmeldingslink er ikke gyldigt. Brug linket fra en nylig mail, eller skift dine mailindstillinger på siden med indstillinger.

## API-siden (kodeeksempler, ruter og JSON-navne forbliver, som de er).
api-heading = corrchess' API
api-intro = Et JSON-API til apps, bots og scripts, ved siden af websiderne og med de samme regler: alt, hvad du kan gøre i et parti her, gennemgår de samme kontroller som på partisiden. Den maskinlæsbare beskrivelse er OpenAPI 3-dokumentet på
api-auth = Godkendelse
api-send-token = Send et personligt adgangstoken med hver forespørgsel:
api-create-before = Opret tokens på
api-settings-page = indstillingssiden
api-create-after = (hvert token vises kun én gang; tilbagekald det dér, når et script ikke længere har brug for det), eller med dit login og din adgangskode:
api-answer-holds = Svaret (201) indeholder
api-hash = Kun en hash af det gemmes: opbevar det sikkert. API'et bruger ingen cookies, så der kræves intet CSRF-token. Oprettelse af konto virker også
api-with = med
api-signup-after = ; kontoen kan spille, så snart adressen er bekræftet via linket i mailen.
api-limit-before = Forespørgsler er begrænset pr. token; over grænsen er svaret 429 med en
api-limit-after = header (sekunder). Oprettelse af konto og tokens er begrænset pr. adresse og pr. login ligesom formularerne.
api-endpoints = Endpoints
api-method = Metode
api-path = Sti
api-what = Hvad det gør
api-token = Token
api-bodies-before = Forespørgslernes body er JSON
api-bodies-after = Tider er RFC 3339 i UTC.
api-examples = Eksempler
api-ex-me = Hvem er jeg:
api-ex-challenge = Udfordr bob til et parti i udgangsstilling 518 (den klassiske opstilling), 3 dage pr. træk:
api-ex-accept = Tag imod udfordring 7; svaret indeholder partiets nummer
api-ex-games = Partier, der venter på mit træk, og derefter ét partis tilstand (stilling, træk, lovlige træk, frist):
api-ex-move-ply = Spil et træk. Send antallet af allerede spillede halvtræk, partiets eget
api-ex-move-stale = Hvis stillingen har ændret sig imens, er svaret 409
api-ex-move-twice = det samme træk sendt to gange spilles én gang (det andet svar er 200 med
api-ex-move-forms = Træk kan være SAN, koordinater eller, ved rokade, kongen hen på sit eget tårn:
api-ex-draw = Tilbyd remis, eller svar på eller kræv remis; giv op; hent PGN
api-ex-tournaments = Turneringer: listen, én turnering (spillere, turneringsstilling med Sonneborn-Berger, partier, anvendte udgangsstillinger), tilmelding før start eller afmelding. Efter starten spilles turneringens partier med partiernes endpoints
api-errors = Fejl
api-problems = Hver fejl er et RFC 9457-problem
api-problems-errors = ugyldige felter tilføjer feltnavnene med deres beskeder, og en forældet ply tilføjer den aktuelle ply
api-problems-branch = Programmer bør reagere ud fra typen
api-problems-english = Typerne, titlerne og feltnavnene nedenfor er API'ets og forbliver på engelsk.
api-type = Type
api-status = Status
api-meaning = Betydning

## API-sidens forklaringer af problemtyperne.
api-problem-malformed-request = Body er ikke JSON med den dokumenterede form, Content-Type er ikke application/json, eller en sti- eller forespørgselsparameter har forkert form. Ret forespørgslen.
api-problem-unauthorized = Der blev ikke sendt noget bearer-token, eller det er ukendt eller tilbagekaldt. Send `Authorization: Bearer TOKEN` med et gyldigt token. Svaret indeholder `WWW-Authenticate: Bearer`.
api-problem-invalid-credentials = Oprettelse af token: login og adgangskode passer ikke til nogen konto.
api-problem-not-a-player = Kun spillerne i et parti (eller den udfordrede spiller) må gøre dette.
api-problem-email-unverified = Kontoens e-mailadresse er ikke bekræftet endnu: følg først linket i mailen.
api-problem-rating-out-of-range = Den åbne udfordring er begrænset til spillere med en rating inden for dens `min_rating` og `max_rating`, og kalderens rating ligger uden for; `detail` nævner begge.
api-problem-entry-refused = Turneringens adgangsregler holder kalderen ude: en rating uden for `min_rating`/`max_rating`, færre afsluttede ratede partier end `min_rated_games`, en manglende eller forkert adgangskode til turneringen eller flere tab på tid inden for 90 dage end webstedets `TIMEOUT_LIMIT`; `detail` siger hvilken.
api-problem-admin-only = Kun administratorer (turneringsarrangører) må gøre dette. Intet endpoint i v1 kræver det endnu; det er reserveret til arrangørhandlinger.
api-problem-not-found = Intet parti, ingen udfordring, turnering eller endpoint på denne adresse.
api-problem-method-not-allowed = Endpointet findes, men ikke med denne HTTP-metode.
api-problem-not-your-turn = Modstanderen er i trækket.
api-problem-game-not-running = Partiet er slut; ikke flere træk eller partihandlinger.
api-problem-stale-ply = Den sendte `ply` er ikke antallet af spillede halvtræk: stillingen har ændret sig. `current_ply` angiver det faktiske antal; hent partiet, og beslut dig igen.
api-problem-action-refused = Handlingen passer ikke til tilstanden (en udfordring, der allerede er taget imod, intet remistilbud at tage imod, ingen remis at kræve, en turnering, der allerede er startet eller fuld, ...). `detail` siger hvorfor.
api-problem-payload-too-large = Forespørgslens body er større, end API'et accepterer.
api-problem-request-timeout = Body nåede ikke helt frem inden for serverens tidsgrænse (`REQUEST_TIMEOUT`, 30 s, medmindre den driftsansvarlige har ændret den), f.eks. var den kortere end sin `Content-Length`. Intet blev gjort; forbindelsen er lukket. Send forespørgslen igen.
api-problem-illegal-move = Trækket kan ikke læses eller er ikke lovligt i stillingen; `detail` siger hvorfor. Intet blev spillet.
api-problem-validation-failed = Nogle felter har værdier, reglerne ikke tillader, eller en streng indeholder et kontroltegn (slet ingen i enkeltlinjefelter, kun linjeskift og tabulatorer i en note); `errors` knytter en besked til hvert felt. Intet blev gjort.
api-problem-rate-limited = For mange forespørgsler med dette token (eller fra denne adresse eller for denne konto). Vent det antal sekunder, `Retry-After` angiver.
api-problem-internal-error = Noget mislykkedes på serveren. Intet af det er din skyld; prøv igen senere.
api-problem-busy = Serveren kontrollerer for mange adgangskoder på én gang (log ind, oprettelse af konti, oprettelse af tokens); intet blev gjort. Vent det antal sekunder, `Retry-After` angiver, og send forespørgslen igen. Ligeså, mens den modtager for mange forespørgselskroppe på én gang (`MAX_BODY_BYTES_IN_FLIGHT`).

## API-sidens beskrivelser af endpoints.
api-ep-post-accounts = Opretter en konto og sender linket, der bekræfter adressen, pr. mail (samme regler og mail som formularen til oprettelse). En adresse, der har en konto, får samme svar, og ejeren får en mail om det. Begrænset pr. klientadresse.
api-ep-get-challenges = Åbne udfordringer, som alle må tage imod, og dem til eller fra kalderen.
api-ep-post-challenges = Tilbyder et parti, til én spiller eller til alle. En direkte udfordring sendes til modstanderen pr. mail. En åben udfordring fra kalderen på nøjagtig de samme vilkår returneres i stedet for en ny (en anmodning sendt to gange giver én udfordring).
api-ep-delete-challenge = Trækker kalderens egen åbne udfordring tilbage.
api-ep-accept-challenge = Tager imod en udfordring: partiet begynder nu.
api-ep-decline-challenge = Afslår en udfordring rettet til kalderen.
api-ep-get-games = Kalderens partier: igangværende først (efter frist), derefter afsluttede.
api-ep-get-game = Et partis fulde tilstand (ethvert parti; partier er offentlige).
api-ep-get-conditionals = Kalderens betingede varianter i et parti, der stadig kan spilles.
api-ep-post-conditional = Gemmer en betinget variant, mens modstanderen er i trækket.
api-ep-delete-conditional = Sletter en af kalderens betingede varianter.
api-ep-draw = Tilbyder, tager imod, afslår eller kræver remis.
api-ep-move = Spiller et træk. Det samme træk sendt igen ved samme `ply` svarer 200 med `already_played: true` i stedet for at blive spillet to gange.
api-ep-get-note = Kalderens private note til et parti.
api-ep-put-note = Erstatter kalderens private note til et parti.
api-ep-pgn = Partiet som PGN (med Chess960-taggene `Variant`, `SetUp` og `FEN`).
api-ep-record = Partiets verificerbare protokol: hver post hash-kædet og hovedet signeret med serverens Ed25519-nøgle (nøgler på `/.well-known/jwks.json`).
api-ep-resign = Giver partiet op: modstanderen vinder.
api-ep-give-time = Giver modstanderen (i trækket) 1 til 7 dage mere, én gang pr. træk.
api-ep-me = Kontoen bag bearer-tokenet.
api-ep-players = Ranglistens bedste spillere eller en søgning efter begyndelsen af et navn.
api-ep-player = En spillers rating, resultater og medlemskab.
api-ep-player-games = En spillers partier: afsluttede side for side (nyeste først) eller de igangværende.
api-ep-tokens = Opretter et personligt adgangstoken. Begrænset ligesom login-formularen, pr. klientadresse og pr. konto (uanset hvordan login skrives).
api-ep-tournaments = Alle turneringer: åbne for tilmelding først, derefter igangværende, derefter afsluttede og aflyste (nyeste først).
api-ep-tournament = Én turnering: indstillinger, spillere, turneringsstilling med korrektioner, partier og de anvendte udgangsstillinger (turneringer er offentlige).
api-ep-join = Tilmelder kalderen til en turnering, der er åben for tilmelding (kun bekræftede konti), hvis adgangsregler kalderen opfylder.
api-ep-leave = Forlader en turnering før starten.
api-ep-problem = En problemtypes URI fører til dens beskrivelse på siden `/api`.

## Remis sendt pr. mail: bekræftelsen.
reply-draw-offered = Du har tilbudt { $name } remis; tilbuddet gælder, indtil spilleren tager imod det, afslår det eller trækker
api-ep-get-analysis = Et partis computeranalyse: `status` (`none`, `queued`, `running`, `done`, `failed`), `positions_done` af `positions` og, når den er færdig, `plies` (pr. halvtræk: `ply`, `cp` eller `mate` efter det set fra hvids side, `best` skakprogrammets valg før det, `mark`) og `accuracy` pr. spiller.
api-ep-post-analysis = Anmoder om computeranalyse af et afsluttet parti (en af de to spillere): 202 med analysen, som `GET` viser den; 409 `game-still-running`, mens partiet er i gang.
api-ep-position-stats = Hvad en udgangsstilling giver i partier, der er afsluttet her: `games`, `white_wins`, `draws`, `black_wins`, `average_plies`.
api-problem-game-still-running = Computeranalysen er kun for afsluttede partier: hjælp fra et skakprogram under et parti ville være uretfærdigt spil. Spørg igen, når partiet er slut.
