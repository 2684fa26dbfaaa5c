## Sidens ramme (navigation, sidefod, banner) og forsiden.

lang-name = Dansk
skip-to-content = Gå til indholdet
nav-main = Hovedmenu
nav-games = Mine partier
nav-games-badge = partier, hvor du er i trækket
nav-challenges = Udfordringer
nav-challenges-badge = udfordringer, der venter på dit svar
nav-tournaments = Turneringer
nav-players = Spillere
nav-draw-position = Træk lod om en stilling
nav-admin = Administration
nav-logout = Log ud
nav-login = Log ind
nav-signup = Opret konto
footer-rules = Chess960-regler
footer-positions = Alle 960 stillinger
footer-licence = corrchess er fri software (AGPL-3.0-or-later)
footer-language = Sprog
footer-language-switch = Skift
language-unknown = Det sprog findes ikke her; vælg English, Deutsch, Русский eller Dansk.
banner-unverified = Bekræft venligst din e-mailadresse: følg linket, vi har sendt dig. Indtil da kan du se dig omkring, men ikke tilbyde eller tage imod partier.
banner-resend = Send mailen igen

home-title = Chess960 som korrespondanceskak
home-lead = Spil Fischer Random skak i dit eget tempo: dage pr. træk, en ny udgangsstilling i hvert parti, træk kontrolleret af serveren og en mail, så snart din modstander har trukket.
home-welcome-back = Velkommen tilbage, { $name }.
games-on-move = { $count ->
    [one] 1 parti venter på dit træk
   *[other] { $count } partier venter på dit træk
}
home-no-game-on-move = Intet parti venter på dit træk.
home-challenges-waiting = { $count ->
    [one] En udfordring venter på dit svar.
   *[other] { $count } udfordringer venter på dit svar.
}
home-offer-game = Tilbyd et parti
home-open-challenges = Åbne udfordringer
home-create-account = Opret en konto
home-how-it-works = Sådan fungerer det
home-step-offer = Tilbyd et parti eller tag imod et. Når partiet begynder, trækker serveren lod om en af de 960 udgangsstillinger.
home-step-move-before = Skriv dit træk
home-step-move-castling = , eller rokér ved at flytte kongen hen på tårnet, f.eks.
home-step-move-after = eller klik på brikkerne.
home-step-mail = Din modstander får en mail og har dage til at svare.
home-new-to-960 = Er Chess960 nyt for dig? Læs
home-rules-link = reglerne, især om rokade
home-or = , eller
home-draw-link = træk lod om en udgangsstilling

yes = ja
no = nej
save = Gem
cancel = Annuller
white = Hvid
black = Sort

## Spillerlisten.

players-find = Find en spiller
players-find-placeholder = begyndelsen af et navn
players-search = Søg
players-leaderboard = Rangliste
players-leaderboard-rule = Etablerede spillere (ratingafvigelse højst 110) med et ratet parti inden for de sidste 365 dage.
players-nobody = Ingen endnu.
players-rank = Placering
players-player = Spiller
players-rating = Rating
players-last-game = Seneste ratede parti
players-pages = Ranglistens sider
players-higher = Højere
players-page-of = Side { $page } af { $pages }
players-lower = Lavere
players-names-starting = Navne, der begynder med »{ $search }«
players-none-found = Ingen spillers navn begynder sådan.
players-back = Tilbage til ranglisten
report-title = Anmeld { $name }
report-thanks = Tak: administratorerne har modtaget din anmeldelse og ser på den.
report-back = Tilbage til { $name }
report-intro = Administratorerne læser hver anmeldelse.
report-about-message = Anmeldelsen gælder den besked, du valgte; skriv, hvad der er galt med den.
report-reason = Årsag
report-choose = Vælg…
report-what = Hvad skete der
report-send = Send anmeldelsen
report-limited = Du har sendt mange anmeldelser på kort tid; administratorerne læser dem. Du kan sende en ny om { $minutes ->
    [one] et minut
   *[other] { $minutes } minutter
}.
player-you-block = Du blokerer { $name }: ingen udfordringer og ingen beskeder fra denne spiller når frem til dig.
player-unblock = Fjern blokering
player-block = Bloker { $name }

## En spillers profilside.

profile-provisional = Foreløbig rating (RD { $rd }: den falder til under 110 efter flere ratede partier).
profile-rating = Rating { $rating }, RD { $rd }.
profile-volatility-since = Volatilitet { $volatility }. Medlem siden { $since }.
profile-challenge = Udfordr denne spiller
profile-record = Resultater
profile-played = Spillede
profile-won-col = Vundne
profile-drawn-col = Remis
profile-lost-col = Tabte
profile-all-games = Alle partier
profile-as-white = Som hvid
profile-as-black = Som sort
profile-rating-history = Ratingudvikling
profile-chart-title = Rating for { $name } efter { $count ->
        [one] det sidste ratede parti
       *[other] hvert af de sidste { $count } ratede partier
    } (tabellen ved siden af har tallene)
profile-history-caption = Rating efter hvert ratet parti, ældste først
profile-date = Dato
profile-game-col = Parti
profile-rating-col = Rating
profile-no-rated-game = Intet ratet parti endnu.
profile-current-games = Igangværende partier ({ $count })
profile-none = Ingen.
profile-game = Parti { $id }
profile-as-against = som { $color } mod
profile-deadline = frist { $when }
profile-white = hvid
profile-black = sort
profile-finished-games = Afsluttede partier ({ $count })
profile-show = Vis
profile-filter-all = alle
profile-won = vundet
profile-drawn = remis
profile-lost = tabt
profile-aborted = afbrudt
profile-filter = Filtrer
profile-no-finished = Ingen afsluttede partier.
profile-no-finished-with-result = Ingen afsluttede partier med dette resultat.
profile-no-finished-on-page = Ingen afsluttede partier på denne side.
profile-ended = Afsluttet
profile-colour = Farve
profile-opponent = Modstander
profile-result = Resultat
profile-rating-change = Ratingændring
profile-pages = Sider med afsluttede partier
profile-newer = Nyere
profile-older = Ældre
profile-download-pgn = Hent alle afsluttede partier (PGN)
profile-none-yet = Ingen endnu.
form-error-summary = Ret venligst dette:
players-provisional = Foreløbige ratings
players-provisional-rule = Spillere med et ratet parti inden for de sidste 365 dage, hvis rating endnu ikke er fastlagt (ratingafvigelse over 110), sorteret efter rating; »?« markerer en foreløbig rating. De kommer på ranglisten ovenfor, så snart deres afvigelse er 110 eller mindre.

# <meta name="description"> of pages: what a search engine shows under the link.
meta-description-site = Chess960 som korrespondanceskak: spil Fischer Random-skak i dit eget tempo, dage pr. træk, på nettet, pr. mail eller med et skrivebordsprogram.
meta-description-home = Spil Chess960 (Fischer Random-skak) som korrespondanceskak: udfordr en spiller, træk inden for dage, og spil turneringer og klubkampe.
meta-description-game = { $white } mod { $black }: et Chess960-korrespondanceparti med bræt, træk og ure.
meta-description-player = { $name } på corrchess: Chess960-korrespondancerating, partier og resultater.
meta-description-tournaments = Chess960-korrespondanceturneringer: åbne tilmeldinger, igangværende turneringer og slutstillinger.
meta-description-tournament = { $name }: en Chess960-korrespondanceturnering med spillere, partier og stilling.
meta-description-rules = Reglerne for Chess960: de 960 startstillinger, rokade og hvordan urene i korrespondanceskak går her.
