## Afvisninger, som en spiller læser ved en formular eller på en fejlside.

error-stale-ply = Stillingen har ændret sig: der er spillet { $current } halvtræk. Se partiet igen, og beslut dig på ny.
error-no-such-game = Det parti findes ikke.
error-no-such-challenge = Den udfordring findes ikke.
error-no-such-tournament = Den turnering findes ikke.
error-no-such-line = Du har ingen sådan betinget variant i dette parti.
error-no-such-player = Der er ingen spiller med det navn.
error-not-a-player = Kun spillerne i dette parti kan gøre det.
error-not-admin = Dette er kun for administratorer.
error-unverified = Bekræft først din e-mailadresse: følg linket, vi har sendt dig.
error-not-your-turn = Du er ikke i trækket; vent på din modstander.
error-not-running = Partiet er slut; der kan ikke spilles flere træk eller udføres flere handlinger.
error-move-form-ply = Formularen mangler den stilling, den blev lavet i; genindlæs siden, og prøv igen.
error-move-stale = Partiet er gået videre, siden din side blev indlæst: her er den aktuelle stilling. Dit træk blev ikke spillet; tjek det nedenfor, og send det igen, hvis det stadig passer.
# The heading of the box at the top of the game page that shows error-move-stale.
game-position-changed-heading = Stillingen har ændret sig
error-title-not-found = Ikke fundet
error-title-not-allowed = Ikke tilladt
error-title-too-many = For mange forsøg
error-title-busy = Optaget
error-title-bad-request = Ugyldig forespørgsel
error-title-conflict = Konflikt
error-title-not-accepted = Ikke accepteret
error-title-internal = Noget gik galt
error-title-form-expired = Formularen er udløbet
error-title-timeout = Forespørgslen tog for lang tid
error-title-too-large = For stor
error-nothing-here = Der er intet på denne adresse.
error-internal = Noget gik galt hos os. Det skyldes ikke noget, du har gjort; prøv igen senere.
error-form-expired = Denne formular blev ikke sendt fra dette websted eller er udløbet. Gå tilbage, genindlæs siden, og prøv igen.
error-draw-action = Remishandlingen skal være »offer«, »accept«, »decline« eller »claim«.
error-too-many-wait = For mange forsøg. Prøv igen om { $wait }.
error-busy-wait = Serveren har travlt med at kontrollere adgangskoder. Intet blev ændret; prøv igen om { $wait }.
error-busy-bodies = Serveren modtager for mange forespørgsler på én gang. Intet blev ændret; prøv igen om et par sekunder.
error-wait-seconds = { $n ->
    [one] { $n } sekund
   *[other] { $n } sekunder
}
error-wait-minutes = { $n ->
    [one] { $n } minut
   *[other] { $n } minutter
}
error-organizers-only = Denne side er kun for administratorer og arrangører.
error-admins-only = Denne side er kun for administratorer.
error-timeout-page = Din forespørgsel nåede ikke helt frem i tide. Prøv igen.
error-form-too-large = Denne formular er større, end webstedet accepterer. Forkort det, du skrev, og prøv igen.
tournament-no-such-group = Denne turnering har ingen sådan fase eller gruppe.
settings-token-unknown = Du har intet aktivt API-token med det nummer.
onward-game = Tilbage til partiet
onward-games = Dine partier
onward-tournament = Tilbage til turneringen
onward-tournaments = Alle turneringer
onward-challenges = Udfordringerne
onward-settings = Dine indstillinger
onward-admin = Administrationssiden
onward-players = Alle spillere
onward-positions = Alle 960 stillinger
onward-reset = Bed om et nyt nulstillingslink
onward-match = Tilbage til holdkampen
onward-clubs = Alle klubber
