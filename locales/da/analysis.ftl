## Partisidens analysebræt, betingede varianter og private note, brætscripternes ord,
## feltnavnene på det tegnede bræt og afviste tegn i formularer.

analysis-heading = Analysebræt
analysis-badge-strong = Analyse, ikke sendt.
analysis-badge = Prøv træk for begge sider: intet, der spilles på dette bræt, når frem til din modstander.
analysis-line = Variant:
analysis-take-back = Tag tilbage
analysis-redo = Gentag
analysis-reset = Nulstil
analysis-try-label = Prøv et træk
analysis-try = Prøv
analysis-hint-start = Som i trækformularen
analysis-hint-end = eller på brættet. Med piletasterne tager du træk tilbage og gentager dem, mens brættet eller en knap her har fokus.
analysis-save = Gem som betinget variant

# Brætscripternes ord (static/game.js, static/analysis.js, static/board-kit.js).
analysis-board-name = Analysebræt, ikke sendt
analysis-from-current = Fra den aktuelle stilling.
analysis-from-after = Fra stillingen efter halvtræk { $start } af { $played }.
analysis-no-moves = ingen træk endnu
analysis-taken-back = (taget tilbage: { $line })
analysis-note-not-current = Betingede varianter starter fra den aktuelle stilling: gå til den på partibrættet, og tryk på Nulstil for at lave en.
analysis-note-play-both = Spil din modstanders træk og dit svar for at gemme dem som en betinget variant.
analysis-note-ends-with-reply = En betinget variant slutter med dit svar: tilføj det, eller tag { $move } tilbage.
analysis-note-your-move = Du er i trækket: betingede varianter, der starter med din modstanders træk, kan gemmes, når du har trukket.
analysis-not-legal = »{ $text }« er ikke et lovligt træk i stillingen på analysebrættet.
analysis-pending = Dit træk { $move }. Spil det, eller annuller.
analysis-pending-castling = Dit træk { $move } — rokade { $castling }. Spil det, eller annuller.
analysis-pending-king-step = Dit træk { $move }: et kongetræk. For at rokere, sæt kongen på dens tårn, eller vælg "Rokér i stedet".
analysis-promote-pawn = Forvandl bonden på { $square }: vælg en brik, eller annuller.
analysis-sending = Sender dit træk…

# En spillers egne forberedelser.
analysis-conditionals-heading = Dine betingede træk
analysis-conditionals-intro = Kun du kan se dem. Når din modstander spiller det første træk i en variant, spilles dit svar med det samme; varianter, der ikke forudså trækket, slettes.
analysis-no-lines = Ingen varianter gemt.
analysis-with-message = (med beskeden: { $message })
analysis-delete = Slet
analysis-add-line = Tilføj en variant: din modstanders træk, dit svar, modstanderens næste træk, …
analysis-line-hint-start = Træk adskilt af mellemrum, i enhver notation, trækformularen forstår, f.eks.
analysis-line-hint-castling = ; rokade som
analysis-line-hint-end = eller som kongen hen på tårnet.
analysis-line-message = Besked, der sendes med det første svar (valgfri)
analysis-store-line = Gem varianten
analysis-lines-later = Varianter kan gemmes, mens din modstander er i trækket.
analysis-note-heading = Din private note
analysis-note-label = Kun du kan se denne note, også efter partiet.
analysis-save-note = Gem noten
analysis-note-pgn = Hent PGN med din note

# Hvorfor en betinget variant eller en note blev afvist.
analysis-line-too-short = En variant skal have din modstanders træk og dit svar på det, f.eks. »{ $example }«.
analysis-line-too-long = En variant må højst have { $max ->
        [one] ét træk
       *[other] { $max } træk
    }.
analysis-line-odd = En variant slutter med dit svar: tilføj dit svar på »{ $move }«, eller udelad det træk.
analysis-line-bad-move = Træk { $number } i varianten, »{ $move }« ({ $whose ->
    [opponent] din modstanders træk
   *[reply] dit svar
}), kan ikke spilles: { $reason }.
analysis-line-too-many = Du har allerede { $max } varianter i dette parti; slet nogle først.
analysis-line-disagrees = Efter { $before } svarer du { $stored } i en variant, du allerede har gemt; her svarer du { $typed }. Slet en af dem først.
analysis-line-your-move = Du er i trækket: betingede varianter starter med din modstanders træk, så gem dem, når du har trukket.
analysis-line-message-refused = En besked må højst have { $max } tegn og ingen kontroltegn.
analysis-note-too-long = En note må højst have { $max } tegn.
analysis-note-control = En note må ikke indeholde kontroltegn.

# Det tegnede bræts felter, til skærmlæsere.
analysis-start-board-title = Udgangsstilling { $number }: { $pieces }
analysis-square-empty = { $square }, tomt
analysis-square-piece = { $square }, { $piece ->
    [white-rook] hvidt
   *[other] { $color ->
        [white] hvid
       *[black] sort
    }
} { $name }

# Et formularfelt med et tegn, som den slags felt afviser ($field: feltets navn i koden).
analysis-field-name = { $field ->
    [move] Træk
    [mv] Træk
    [message] Besked
    [line] Variant
    [note] Note
    [username] Brugernavn
    [login] Brugernavn eller e-mailadresse
    [email] E-mailadresse
    [password] Adgangskode
    [current_password] Nuværende adgangskode
    [new_password] Ny adgangskode
    [entry_password] Adgangskode til turneringen
    [name] Navn
    [description] Beskrivelse
    [reason] Årsag
    [replacement] Erstatning
    [text] Tekst
    [q] Søgning
    [search] Søgning
    [opponent] Modstander
    [color] Farve
    [start_number] Udgangsstilling
    [time_control] Betænkningstid
    [days] Dage
    [days_per_move] Dage pr. træk
    [increment_days] Tillægsdage
    [max_days] Maksimal tidsbank
    [time_zone] Tidszone
    [language] Sprog
    [lang] Sprog
    [vacation] Ferie
    [max_vacation_days] Feriedage
    [start_date] Startdato
    [end_date] Slutdato
    [registration_deadline] Tilmeldingsfrist
    [min_players] Mindste antal spillere
    [max_players] Største antal spillere
    [min_rating] Laveste rating
    [max_rating] Højeste rating
    [tiebreaks] Korrektioner
    [group_size] Gruppestørrelse
    [dark_bishop] Løber på mørkt felt
    [light_bishop] Løber på lyst felt
    [queen] Dronning
    [knight] Første springer
    [second_knight] Anden springer
    [result] Resultat
    [page] Side
   *[other] { $label }
}
analysis-field-single-line = Feltet »{ $label }« indeholder et tegn, der ikke er tilladt: linjeskift, tabulatorer og andre kontroltegn kan ikke bruges her.
analysis-field-multi-line = Feltet »{ $label }« indeholder et tegn, der ikke er tilladt: andre kontroltegn end linjeskift og tabulatorer kan ikke bruges her.
analysis-field-direction = Feltet »{ $label }« indeholder et tegn, der ikke er tilladt: tegn, der ændrer, indlejrer eller isolerer skriveretningen (U+202A til U+202E, U+2066 til U+2069), kan ikke bruges her.
analysis-form-unreadable = Formularen kunne ikke læses. Gå tilbage, genindlæs siden, og prøv igen.
analysis-query-unreadable = Adressen har en forespørgselsparameter, som denne side ikke forstår.
# En profils eller en listes forespørgsel afvist.
analysis-page-number = Siden skal være et helt tal fra 1 til 100000.
analysis-result-filter = Resultatfilteret skal være »won«, »drawn« eller »lost« (eller tomt for alle).
# En besked i et parti afvist.
analysis-message-empty = Skriv først en besked.
analysis-message-long = En besked må højst have 2000 tegn.
analysis-message-control = En besked må ikke indeholde kontroltegn.
# Bekræftelsessiderne for opgivelse og afbrydelse (uden flueben i feltet).
analysis-resign-title = Vil du give partiet op?
analysis-resign-consequence = Når du giver op, slutter partiet straks som et tab for dig. Før begge spillere har trukket, afbrydes partiet i stedet: ingen vinder, og det bliver ikke ratet (et turneringsparti beholder sit resultat, men uden rating).
analysis-resign-tick = Jeg giver dette parti op
analysis-resign-button = Giv op
analysis-abort-title = Vil du afbryde partiet?
analysis-abort-consequence = Et afbrudt parti slutter uden resultat og bliver ikke ratet.
analysis-abort-tick = Afbryd dette parti
analysis-abort-button = Afbryd partiet
# Regelsidens rokadebrætter, til skærmlæsere.
analysis-rules-before = Før rokaden: hvid konge på { $king }, rokadetårn på { $rook }
analysis-rules-after = Efter rokaden: { $description }
