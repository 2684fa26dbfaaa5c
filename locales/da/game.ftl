## Partisiden.

game-heading = Parti { $id }:
game-white-small = hvid
game-black-small = sort
game-versus = mod
game-next-waiting = Næste parti, der venter på dig:
game-next-link = parti { $id } mod { $opponent }
game-next-deadline = , din frist { $deadline }
game-status-label = Status
game-your-move = Du er i trækket
game-on-move = { $name } er i trækket
game-deadline = Frist:
game-rating-changes = Ratingændringer:
game-draw-offer-label = Remistilbud
game-opponent-offers-draw = Din modstander tilbyder remis.
game-accept-draw = Tag imod remis
game-decline-draw = Afslå
game-my-draw-offer = Dit remistilbud gælder, indtil din modstander svarer eller trækker.
game-adjudicated = Afgjort af arrangørerne:
game-board-label = Bræt
game-replay-label = Gennemgå partiet
game-first = Første
game-previous = Forrige
game-next = Næste
game-last = Sidste
game-current-position = Aktuel stilling
game-after-move = Efter { $move }
game-earlier-position = Dette er en tidligere stilling.
game-back-to-current = Tilbage til den aktuelle stilling
game-to-make-your-move = {" "}for at trække
game-move-section-label = Dit træk og dine handlinger
game-promote-to = Forvandl til:
game-play = Spil
fair-play-legend = Fair play
fair-play-choice-site = sidens regel
fair-play-choice-no-engines = ingen hjælp fra skakprogrammer eller slutspilsdatabaser under partierne (som lichess)
fair-play-choice-engines = skakprogrammer og slutspilsdatabaser tilladt (som ICCF)
fair-play-no-engines = ingen hjælp fra skakprogrammer eller slutspilsdatabaser under partiet; computeranalysen kommer, når det er slut
fair-play-engines = skakprogrammer og slutspilsdatabaser må bruges under partiet, som i ICCF
fair-play-by-site = sidens regel
fair-play-by-tournament = denne turnerings regel
fair-play-line = Fair play: { $rule } ({ $whose }).
game-castle-instead = Rokér i stedet
game-type-like = Skriv det som
game-type-castle = , eller rokér ved at flytte kongen hen på tårnet (f.eks.
game-board-castle = På brættet rokerer du ved at flytte kongen til dens rokadefelt eller hen på tårnet.
game-castling-link = Sådan fungerer rokade i Chess960
game-all-legal-moves = { $count ->
    [one] Det eneste lovlige træk
   *[other] Alle { $count } lovlige træk
}
game-message-optional = Besked til din modstander (valgfri)
game-offer-draw-with-move = Tilbyd remis med dette træk
game-play-move = Spil trækket
game-you-entered = Du skrev:
game-actions = Handlinger
game-offer-draw = Tilbyd remis
game-claim-draw = Kræv remis
game-abort-tick = Afbryd
game-abort = Afbryd partiet
game-resign-tick = Jeg giver op
game-resign = Giv op
game-moves = Træk
game-no-moves = Ingen træk endnu.
game-times-in = Tider i { $zone }
game-change = skift
game-number-short = Nr.
game-download-pgn = Hent PGN
game-record-link = Verificerbar protokol
game-record-head = post { $seq }, { $hash }…
game-record-receipt = Protokol: { $head }
game-record-broken = Dette partis protokol er brudt ved post { $entry }: partiets gemte forløb passer ikke længere med det protokollerede.
game-rematch = Revanche
game-rematch-hint = samme betingelser og udgangsstilling, med byttede farver
game-about = Om dette parti
game-round-of = Runde { $round } i
game-start-position = Udgangsstilling
position-number = Nr. { $number }
game-no-vacation = ingen ferie
game-rated = ratet
game-unrated = ikke ratet
game-messages = Beskeder
game-no-messages = Ingen beskeder endnu; kun I to kan se dem.
game-write-to-opponent = Skriv til din modstander
game-send-message = Send beskeden
game-board-title = Stillingen efter { $ply } halvtræk, set fra { $side ->
    [white] hvids
   *[black] sorts
} side
game-running = Partiet er i gang.
game-aborted-no-result = Partiet blev afbrudt; det har intet resultat.
game-result = Resultat { $result }: { $how }.
game-last-move = Sidste træk: { $move }
game-last-move-castling = Sidste træk: { $move } (rokade: { $castling })
span-minutes = { $minutes } min.
span-hours = { $hours } t. { $minutes } min.
span-days = { $days } d. { $hours } t.
time-is-up = tiden er gået
time-left = { $span } tilbage
clock-on-move = i trækket, { $span } tilbage
clock-next-move = { $span } til næste træk
vacation-until = på ferie indtil { $end }
vacation-until-clock-runs = på ferie indtil { $end } (dette parti tillader ikke ferie: uret går)
game-notice-played = Dit træk { $move } er spillet.
game-notice-already = Det træk var allerede registreret (formularen blev sendt to gange).
game-notice-declined = Du afslog remistilbuddet.
game-notice-resigned = Du gav op.
game-notice-aborted = Partiet er afbrudt.
game-notice-message = Din besked er sendt.
game-with-move = med { $move }

## Mine partier.

games-game = Parti { $id }
games-against = mod
games-you-play = du spiller { $color ->
    [white] hvid
   *[black] sort
}
games-you-played = du spillede { $color ->
    [white] hvid
   *[black] sort
}
games-deadline = frist { $deadline }
games-their-deadline = modstanderens frist { $deadline }
games-waiting = Venter på modstanderen
games-none = Ingen.
games-finished = Afsluttede
games-filter-all = alle
games-filter-won = vundet
games-filter-lost = tabt
games-filter-drawn = remis
games-filter-aborted = afbrudt
games-filter = Filtrer
games-no-finished = Ingen afsluttede partier.
games-no-finished-result = Ingen afsluttede partier med dette resultat.
games-outcome = { $outcome ->
    [won] vundet
    [lost] tabt
    [draw] remis
    [aborted] afbrudt
   *[other] { $outcome }
}
games-page-label = Afsluttede partier, side { $page }
games-newer = Nyere partier
games-page = Side { $page }
games-older = Ældre partier

## Oversigten med små brætter under "mine partier" og på forsiden.

grid-heading = Overblik over dine partier
grid-heading-on-move = Partier, der venter på dit træk
grid-their-move = Modstanderen er i trækket
grid-empty = Ingen igangværende partier endnu: tilbyd et parti eller tag imod en åben udfordring.
grid-tournament-round = { $name }, runde { $round }

game-report = Anmeld

## En besked til en spiller, der blokerer afsenderen.

game-message-refused = { $name } modtager ingen beskeder fra dig; lad beskeden være tom.
game-notice-drawn = Partiet er remis.
game-notice-draw-accepted = Du tog imod remistilbuddet: partiet er remis.
game-notice-draw-claimed = Du krævede remis: partiet er remis.
game-notice-line-saved = Din betingede variant er gemt.
game-notice-line-deleted = Den betingede variant er slettet.
game-notice-note-saved = Din note er gemt.
clock-period = { $days ->
    [one] 1 dag
   *[other] { $days } dage
} tilbage til { $moves ->
    [one] 1 træk
   *[other] { $moves } træk
} (frem til træk { $to })
time-left-silence = { $span } tilbage: tavshedsreglen ({ $days ->
        [one] { $days } dag
       *[other] { $days } dage
    } uden et træk) afslutter denne tur, før uret gør det
game-give-time-label = Dage, du vil give din modstander (1 til 7, én gang pr. træk):
game-give-time = Giv mere tid
game-notice-time-given = Din modstander har nu mere tid og har fået besked pr. mail.
clock-forecast = Hvis { $name } holder sit tempo ({ $pace } pr. træk over { $count ->
    [one] det seneste træk
   *[other] de seneste { $count } træk
}), nås træk { $to } den { $reached }; betænkningstiden rækker til { $allowed }.
clock-forecast-loses = Advarsel: i dette tempo løber tiden ud før træk { $to }.
push-prompt-text = Få en notifikation, når det er dit træk: denne telefon eller browser kan sige det til dig, også når trækmails er slået fra.
push-prompt-on = Slå notifikationer til
push-prompt-dismiss = Nej tak
push-prompt-busy = Tilmelder…
push-prompt-done = Færdig: denne browser siger til, når det er dit træk.
push-prompt-refused = Browseren afviste notifikationer for dette websted. Du kan tillade dem i dens webstedsindstillinger.
push-prompt-unsupported = Denne browser kan ikke modtage push-notifikationer.
push-prompt-failed = Det lykkedes ikke at slå notifikationer til. Prøv igen.
