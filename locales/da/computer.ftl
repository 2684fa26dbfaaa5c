## Computeranalysen af afsluttede partier (partisidens afsnit, dens afvisninger) og
## hvad hver udgangsstilling giver (stillingssider, tabellen over alle 960, profiler).

computer-heading = Computeranalyse
computer-request = Anmod om computeranalyse
computer-request-hint = Skakprogrammet vurderer hver stilling i dette afsluttede parti.
computer-refused-running = Computeren analyserer først et parti, når det er afsluttet: hjælp fra et skakprogram under partiet ville være uretfærdigt spil.
computer-refused-off = Computeranalysen er slået fra på denne server: den har intet skakprogram.
computer-refused-aborted = Et afbrudt parti har intet at analysere.
computer-refused-retry = Analysen af dette parti mislykkedes for kort tid siden. Den kan bestilles igen { $minutes ->
    [one] et minut
   *[other] { $minutes } minutter
} efter fejlen.
computer-refused-broken = Skakprogrammet kan ikke genspille dette partis træk, så en ny bestilling ville ikke hjælpe.
computer-refused-too-many = Du har allerede { $max ->
    [one] én analyse
   *[other] { $max } analyser
}, der venter eller kører: bed om denne, når en af dem er færdig.
computer-queued = Venter på skakprogrammet: { $done } af { $total } { $total ->
    [one] stilling
   *[other] stillinger
} analyseret.
computer-running = Analyserer, { $done } af { $total } { $total ->
    [one] stilling
   *[other] stillinger
}.
computer-failed = Analysen mislykkedes: { $reason }. Den bliver forsøgt igen senere.
computer-reason-start = skakprogrammet kunne ikke startes
computer-reason-crashed = skakprogrammet gik ned
computer-reason-timeout = skakprogrammet brugte for lang tid på en stilling
computer-reason-garbage = skakprogrammet svarede noget, der ikke er et skakprograms svar
computer-reason-game = partiets træk kunne ikke spilles igennem
computer-graph-label = Vurderingsgraf: hvids vinderchancer efter hvert træk
computer-graph-caption = Hvids vinderchancer efter hvert træk (øverst: hvid vinder, nederst: sort vinder). Hvert punkt fører til sin stilling.
computer-graph-point = Efter { $move }: { $eval }
computer-accuracy = Nøjagtighed
computer-marked-moves = Markerede træk
computer-mark-inaccuracy = unøjagtighed
computer-mark-mistake = fejl
computer-mark-blunder = grov fejl
computer-best-was = skakprogrammet foretrak { $best }
computer-no-marks = Intet træk sænkede spillerens vinderchancer med 10 point eller mere.

stats-heading = Resultater fra denne stilling
stats-none = Intet parti fra denne stilling er afsluttet her endnu.
stats-games = Spillede partier
stats-white-wins = Sejre til hvid
stats-draws = Remis
stats-black-wins = Sejre til sort
stats-average-length = Gennemsnitlig længde
stats-average-length-value = { $moves } træk
stats-average-rating = Gennemsnitlig rating
stats-latest = Seneste partier
stats-bar-label = Hvid vinder { $white } %, remis { $draws } %, sort vinder { $black } %
stats-all-link = Resultater for alle 960 stillinger
stats-table-heading = Udgangsstillingernes resultater
stats-table-intro = Hver udgangsstilling med afsluttede partier her. Sorter ved at klikke på en kolonneoverskrift.
stats-position = Stilling
stats-rated-only = Kun ratede partier
stats-min-games = Mindst så mange partier
stats-min-error = Skriv et helt antal partier, f.eks. 5.
stats-filter = Vis
stats-table-none = Ingen stilling har så mange afsluttede partier endnu.
stats-profile-heading = Udgangsstillinger
stats-profile-best-white = Bedste stillinger som hvid
stats-profile-worst-white = Dårligste stillinger som hvid
stats-profile-best-black = Bedste stillinger som sort
stats-profile-worst-black = Dårligste stillinger som sort
stats-profile-record = { $games ->
    [one] { $games } parti
   *[other] { $games } partier
}, +{ $wins } ={ $draws } −{ $losses } ({ $score } %)

## Issue 45: the graph's legend, the evaluations table, the engine beside the board.
computer-done = Analysen er færdig: motoren har vurderet { $total } stillinger.
computer-legend = Grafens signaturforklaring
computer-legend-white = Hvids vinderchancer
computer-legend-black = Sorts vinderchancer
computer-legend-point = et træk (fører til dets stilling)
computer-evals-heading = Vurdering efter hvert træk
computer-col-move = Træk
computer-col-eval = Vurdering
computer-col-best = Motoren foretrak
computer-engine-heading = Motoren om denne stilling
computer-engine-eval = Vurdering
computer-engine-best = Motorens træk
computer-engine-no-move = intet, partiet er slut
computer-engine-mated = skakmat
computer-engine-note = Set fra hvids side: + er godt for hvid, # tæller trækkene til mat.
computer-engine-more = Hele analysen
