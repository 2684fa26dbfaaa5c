## Siden med indstillinger.

settings-title = Indstillinger
settings-logged-in-as = Logget ind som
settings-not-confirmed = , endnu ikke bekræftet
settings-language = Sprog
settings-language-label = Vis webstedet og send mails på
settings-language-hint = Det gælder siderne og alle mails, du får.
settings-mail = Mail
settings-mail-moves = Send mig en mail, når min modstander trækker
settings-mail-each = efter hvert træk
settings-mail-digest = én gang om dagen: en oversigt over de partier, hvor jeg er i trækket
settings-mail-off = aldrig (du får stadig partiresultater)
settings-digest-hour = Send den daglige oversigt kl.
settings-in-your-zone = i din tidszone
settings-digest-hint = Oversigten viser hvert parti, hvor du er i trækket, med fristen; ingen mail på en dag uden sådan et parti. Svarer du på en trækmail, spilles dit træk.
settings-remind = Mind mig om det, når et træk skal spilles inden for
settings-hours = { $hours ->
        [one] { $hours } time
       *[other] { $hours } timer
    }
settings-no-reminders = ingen påmindelser
settings-time-zone = Tidszone
settings-show-times-in = Vis tider i
settings-time-zone-hint = Et sted fra listen, f.eks. Europe/Copenhagen eller America/New_York. Frister, tidspunkter for træk og mails vises i den; den daglige oversigt kommer på det valgte klokkeslæt dér.
settings-board = Bræt
settings-confirm-moves = Bed mig bekræfte træk, jeg laver på brættet, før de spilles
settings-confirm-moves-hint = Uden dette sendes et træk, der slippes på brættet, med det samme. Indtastede træk vises altid, før de spilles, når siden kører sit script.
settings-auto-vacation-heading = Når tiden løber ud
settings-auto-vacation = Book feriedage automatisk i stedet for at tabe på tid
settings-auto-vacation-hint = Når din tid løber ud, bookes en dag af din årlige ferie, så partiet fortsætter, hvis du har dage tilbage, og turneringen tillader det.
settings-change-password = Skift adgangskode
settings-current-password = Nuværende adgangskode
settings-new-password = Ny adgangskode
settings-new-password-hint = Mindst 10 tegn. Dine andre sessioner bliver logget ud.
settings-change-email = Skift e-mailadresse
settings-new-email = Ny e-mailadresse
settings-your-password = Din adgangskode
settings-new-email-hint = Vi sender et link til den nye adresse; ændringen træder i kraft, når du følger det.
settings-api-tokens = API-tokens
settings-tokens-intro-before = Med personlige adgangstokens kan dine egne scripts, bots og apps bruge
settings-tokens-intro-link = JSON-API'et
settings-tokens-intro-after = på dine vegne. Hvert token vises én gang, når det oprettes; hold det hemmeligt, og tilbagekald det, når det ikke længere skal bruges.
settings-tokens-xfcc = Skrivebordsprogrammer til korrespondanceskak (Scid, ChessBase, Fritz) kan spille her via Xfcc: giv dem dit brugernavn, et token som adgangskode og dette websteds adresse efterfulgt af /xfcc.
settings-new-token = Dit nye token
settings-new-token-once = , vist kun denne ene gang (kopiér det nu):
settings-send-it-as = Send det som
settings-no-tokens = Du har ingen API-tokens.
settings-token-name = Navn
settings-token-created = Oprettet
settings-token-last-used = Sidst brugt
settings-token-never = aldrig
settings-revoke-tick = Tilbagekald { $name }
settings-revoke = Tilbagekald
settings-new-token-name = Navn på et nyt token
settings-new-token-name-hint = Hvad der skal bruge det, f.eks. »min bot«.
settings-create-token = Opret token
settings-your-data = Dine data
settings-your-data-text = Alt, hvad der er gemt om dig (din konto og dine indstillinger, din rating og dens historik, hvert parti med dets PGN, de beskeder, du har sendt, dine noter og betingede varianter, ferier og navnene på dine API-tokens), som én JSON-fil:
settings-download-data = hent mine data
settings-delete-account = Slet min konto
settings-saved-password = Din adgangskode er ændret. Dine andre sessioner er logget ud.
settings-saved-email = Vi har sendt et link til din nye adresse. Ændringen træder i kraft, når du følger linket.
settings-saved-mail = Dine indstillinger for mails og påmindelser er gemt.
settings-saved-board = Din brætindstilling er gemt.
settings-saved-auto-vacation = Din indstilling for automatisk ferie er gemt.
settings-saved-time-zone = Din tidszone er gemt; tider vises i den.
settings-saved-language = Dit sprog er gemt; sider og mails bruger det.
settings-saved-token-revoked = Tokenet er tilbagekaldt; forespørgsler med det afvises nu.
settings-saved-vacation = Din ferie er booket. Dine ure står stille, mens den varer.
settings-saved-vacation-cancelled = Ferien er aflyst eller afsluttet; ubrugte dage er dine igen.

vacation-heading = Ferie
vacation-intro = Mens du holder ferie, står dine ure stille i alle dine partier (undtagen partier, der ikke tillader ferie); dine modstandere kan stadig trække.
vacation-days-left = Du har { $left } af { $allowance ->
        [one] { $allowance } dag
       *[other] { $allowance } dage
    } tilbage i
vacation-utc-days = Dage er hele dage i UTC.
vacation-none = Ingen ferie booket.
vacation-span = { $start } til { $end }
vacation-day-count = { $days ->
    [one] 1 dag
   *[other] { $days } dage
}
vacation-on-now = , i gang nu
vacation-cancel-tick = Aflys den
vacation-end-tick = Afslut den i dag
vacation-end-today = Afslut i dag
vacation-first-day = Første dag
vacation-last-day = Sidste dag
vacation-book = Book ferien
calendar-heading = Kalender
calendar-intro = Abonnér på dine trækfrister fra din kalenderapp. Adressen er hemmelig: alle, der har den, kan se dine frister.
calendar-shown-once = Din kalenderadresse, vist kun denne ene gang (kopiér den ind i din kalenderapp nu):
calendar-have-one = Du har en kalenderadresse. Den vises kun, når den oprettes: hvis du ikke længere har den, så opret en ny.
calendar-new-address = Opret en ny adresse (den gamle holder op med at virke)
calendar-make-address = Opret min kalenderadresse
calendar-summary = Trækfrist: parti { $id } mod { $opponent }
calendar-description = Dit træk i parti { $id } mod { $opponent } skal spilles senest { $due }.

## Sletning af sin konto.

delete-title = Slet min konto
delete-intro = Sletning af din konto kan ikke fortrydes. Når du sletter den:
delete-running-games = slutter dine igangværende partier: turnerings- og holdkampspartier tabes uden kamp (du trækker dig fra turneringerne); af de andre afbrydes dem, hvor ikke begge spillere har trukket endnu, og resten giver du op; dine modstandere får besked;
delete-challenges = trækkes dine åbne udfordringer og dine tilmeldinger til turneringer, der ikke er begyndt, tilbage;
delete-removed = fjernes de beskeder, du har sendt, dine noter, betingede træk, ferier, sessioner og API-tokens, og din adresse bliver fri til en ny konto;
delete-finished-games = bliver dine afsluttede partier stående for dine modstandere, med dit navn erstattet af »slettet spiller« og et nummer.
delete-export-before = Du vil måske hente dine data først:
delete-export-link = hent mine data
delete-password = Din adgangskode
delete-confirm = Jeg forstår: slet min konto endegyldigt
delete-back = Tilbage til indstillingerne
deleted-title = Konto slettet
deleted-heading = Din konto er slettet
deleted-gone = Din konto og det, du har skrevet, er væk, og du er logget ud. Tak, fordi du spillede.
deleted-front-page = Til forsiden

## Bekræftelse af tilbagekaldelse af et token og afslutning af en ferie.

settings-revoke-confirm-title = Vil du tilbagekalde tokenet?
settings-revoke-confirm-consequence = Scripts og apps, der bruger det, bliver afvist fra nu af.
settings-revoke-confirm-tick = Tilbagekald dette token
settings-revoke-confirm-button = Tilbagekald
settings-vacation-cancel-title = Vil du aflyse eller afslutte ferien?
settings-vacation-cancel-consequence = En ferie, der ikke er begyndt, aflyses; en igangværende ferie slutter i dag, og dine ure går igen fra i morgen. Ubrugte dage er dine igen.
settings-vacation-cancel-tick = Aflys eller afslut denne ferie
settings-vacation-cancel-button = Aflys eller afslut den
settings-push = Notifikationer på denne enhed
settings-push-intro = Din telefon eller browser kan vise en notifikation, når din modstander trækker, tilbyder remis, eller et parti slutter. Notifikationer om træk kommer efter hvert træk, uanset hvordan dine trækmails er indstillet, så du kan slå de mails fra og beholde notifikationerne; de andre hændelser kommer med deres mails.
settings-push-devices = { $count ->
    [0] Ingen enhed modtager notifikationer endnu.
    [one] Én enhed modtager notifikationer.
   *[other] { $count } enheder modtager notifikationer.
}
settings-push-parked = { $count ->
    [one] Notifikationer til én enhed er sat på pause: dens push-tjeneste fejlede igen og igen. Slå notifikationer fra og til igen på den enhed for at genoptage dem.
   *[other] Notifikationer til { $count } enheder er sat på pause: deres push-tjenester fejlede igen og igen. Slå notifikationer fra og til igen på de enheder for at genoptage dem.
}
settings-push-no-script = Notifikationer kræver JavaScript, som er slået fra i denne browser.
settings-push-unsupported = Denne browser kan ikke modtage push-notifikationer.
settings-push-state-on = Denne browser modtager notifikationer.
settings-push-state-off = Denne browser modtager ingen notifikationer.
settings-push-state-blocked = Notifikationer er blokeret for dette websted i browserens indstillinger.
settings-push-failed = Det lykkedes ikke at slå notifikationer til. Prøv igen.
settings-push-subscribe = Slå notifikationer til
settings-push-unsubscribe = Slå notifikationer fra her
settings-saved-push = Denne browser modtager nu notifikationer.
settings-saved-push-off = Denne browser modtager ikke flere notifikationer.
settings-saved-calendar = Din nye kalenderadresse står nedenfor og vises kun denne ene gang; den gamle virker ikke længere.
