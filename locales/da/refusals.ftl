## Afvisninger, som tjenesterne returnerer som id'er (se docs/design/words.md), formuleret her.

error-not-organizer = Kun denne turnerings arrangør eller en administrator kan gøre det.
error-rating-out-of-range = Denne udfordring er for spillere { $range }; din rating er { $rating }.
error-fields-invalid = Nogle felter er ikke gyldige.
refusal-delete-own-account = Din egen konto sletter du under dine indstillinger med din adgangskode.
refusal-token-session-ended = Din session er udløbet; log ind igen for at oprette et token.
refusal-challenge-accepted = Der er allerede taget imod denne udfordring.
refusal-challenge-declined = Denne udfordring blev afslået.
refusal-challenge-withdrawn = Denne udfordring blev trukket tilbage.
refusal-challenge-own = Du kan ikke tage imod din egen udfordring.
refusal-challenger-blocks = Udfordreren modtager ingen udfordringer fra dig.
refusal-challenge-decline-others = Kun den udfordrede spiller kan afslå en udfordring.
refusal-challenge-not-open = Denne udfordring er ikke længere åben.
refusal-challenge-withdraw-others = Kun udfordreren kan trække en udfordring tilbage.
refusal-abort-too-late = Et parti kan kun afbrydes, før begge spillere har trukket; giv op eller tilbyd remis i stedet.
refusal-suspend-self = Du kan ikke suspendere din egen konto.
refusal-suspended-already = Kontoen er allerede suspenderet.
refusal-not-suspended = Kontoen er ikke suspenderet.
refusal-time-ran-out = Din tid løb ud, før dette træk nåede frem: partiet er tabt på tid.
refusal-draw-time-ran-out = Din tid løb ud, før dette nåede frem: partiet er tabt på tid, ikke remis.
refusal-draw-opponent-time-ran-out = Din modstanders tid løb ud, før dette nåede frem: partiet er afgjort på tid, ikke remis.
refusal-rematch-running = Partiet er stadig i gang; en revanche kan tilbydes, når det er slut.
refusal-player-registered = Den spiller er allerede tilmeldt.
refusal-player-not-registered = Den spiller er ikke tilmeldt.
refusal-player-suspended = { $name } er suspenderet og kan ikke spille.
refusal-too-few-players = Turneringen kræver mindst { $min ->
        [one] én spiller
       *[other] { $min } spillere
    }; { $count } er tilmeldt.
refusal-current-password-wrong = Den nuværende adgangskode er forkert.
refusal-email-other-account = Den e-mailadresse tilhører en anden konto.
refusal-email-taken = Den e-mailadresse er allerede i brug.
refusal-enter-login = Skriv dit brugernavn eller din e-mailadresse.
refusal-enter-password = Skriv din adgangskode.
refusal-message-long = En besked må højst have { $max } tegn.
refusal-no-such-vacation = Du har ingen sådan ferie.
refusal-password-wrong = Adgangskoden er forkert.
refusal-reset-link-invalid = Dette nulstillingslink er ugyldigt, brugt eller udløbet. Bed om et nyt.
refusal-suspended = Denne konto er suspenderet af administratorerne: { $reason }
refusal-token-name-control = Et tokennavn må ikke indeholde kontroltegn.
refusal-token-name-empty = Giv tokenet et navn, f.eks. det script eller den app, der skal bruge det.
refusal-token-name-long = Et tokennavn må højst have { $max } tegn.
refusal-vacation-end = Skriv den sidste dag som en dato (ÅÅÅÅ-MM-DD).
refusal-vacation-over = Denne ferie er allerede slut.
refusal-vacation-start = Skriv den første dag som en dato (ÅÅÅÅ-MM-DD).
refusal-new-password-short = Den nye adgangskode skal have mindst 10 tegn.
refusal-new-password-long = Den nye adgangskode er for lang.
refusal-vacation-ends-before = Den sidste dag må ikke ligge før den første dag.
refusal-vacation-past = En ferie kan ikke begynde i fortiden.
refusal-vacation-overlaps = Denne ferie overlapper en, du allerede har booket.
refusal-vacation-allowance = Det ville bruge { $wanted ->
    [one] 1 feriedag
   *[other] { $wanted } feriedage
} i { $year }, men du har kun { $left } tilbage af dine { $allowance }.
refusal-rated-band = med rating { $min } til { $max }
refusal-rated-min = med rating { $min } eller mere
refusal-rated-max = med rating { $max } eller mindre
refusal-rated-any = uanset rating
refusal-delete-confirm = Sæt flueben for at bekræfte: sletning kan ikke fortrydes.
refusal-draw-offer-stands = Du har allerede tilbudt remis, og tilbuddet gælder stadig.
refusal-draw-offered-to-you = Din modstander har tilbudt remis: tag imod det eller afslå det.
refusal-draw-none-to-accept = Der er intet remistilbud fra din modstander at tage imod.
refusal-draw-none-to-decline = Der er intet remistilbud fra din modstander at afslå.
refusal-draw-claim-not-your-move = Du kan kun kræve remis, når du er i trækket.
refusal-draw-nothing-to-claim = Der kan ikke kræves remis i denne stilling: hverken trefoldig gentagelse eller 50-trækreglen gælder.
refusal-text = { $text }
error-unverified-page = Bekræft først din e-mailadresse: følg linket, vi har sendt dig. Du kan få det sendt igen fra banneret øverst på siden.
refusal-time-zone-choose = Vælg en tidszone fra listen, f.eks. Europe/Copenhagen eller America/New_York.
refusal-time-zone-unknown = Serveren kan endnu ikke bruge den tidszone; vælg en nabozone.
refusal-digest-hour = Vælg et klokkeslæt fra 0 til 23.
refusal-mail-option = Vælg en af de tilbudte muligheder.
refusal-reminder-option = Vælg et af de tilbudte tidspunkter for påmindelser.
refusal-push-endpoint = Abonnementets endpoint skal være https://-adressen på en push-tjeneste.
refusal-push-p256dh = Abonnementets nøgle p256dh skal være 65 bytes i base64url (et ukomprimeret P-256-punkt).
refusal-push-auth = Abonnementets hemmelighed auth skal være 16 bytes i base64url.
refusal-tc-moves = Antal træk pr. periode skal være et helt tal fra { $min } til { $max }.
refusal-tc-period-days = Antal dage pr. periode skal være et helt tal fra { $min } til { $max }.
refusal-tc-double-after = Dage tælles dobbelt efter: et helt tal fra { $min } til { $max }, eller tomt.
refusal-tc-silence = Tavshedsreglens dage skal være et helt tal fra { $min } til { $max }, eller tomt.
refusal-gift-on-move = Du er i trækket: kun din modstander kan give dig mere tid.
refusal-gift-twice = Du har allerede givet mere tid ved dette træk; det kan du gøre igen efter næste træk.
refusal-gift-tournament = Denne turnering tillader ikke at give mere tid.
refusal-gift-days = Giv fra { $min } til { $max } dage.
