## De 960 udgangsstillinger, en enkelt stilling, terningen.

positions-title = Alle 960 udgangsstillinger
positions-intro = Alle Chess960-udgangsstillinger med deres nummer og grundrække fra a-linjen til h-linjen (K konge, D dronning, T tårn, L løber, S springer). Nummer 518 er den klassiske opstilling.
positions-draw-random = Træk lod om en
positions-with-die = med en terning
positions-filter-label = Filtrer stillingerne
positions-king-on = Kongen på
positions-any-file = vilkårlig linje
positions-a-file = brik på a-linjen
positions-h-file = brik på h-linjen
positions-any-piece = vilkårlig brik
positions-show = Vis
positions-show-all = Vis alle
positions-all-960 = Alle 960 stillinger.
positions-match = { $count ->
    [one] 1 af 960 stillinger passer.
   *[other] { $count } af 960 stillinger passer.
}
positions-classical = klassisk
positions-error-king = Kongen starter på en af linjerne b til g.
positions-error-a-file = På a-linjen står et tårn, en springer, en løber eller en dronning.
positions-error-h-file = På h-linjen står et tårn, en springer, en løber eller en dronning.
position-drawn = Fundet ved lodtrækning blandt alle 960 udgangsstillinger.
position-classical-setup = den klassiske opstilling
position-number-label = Nummer
position-back-rank = Grundrække, a til h
position-link = Link til denne stilling
position-letters = Bogstaver: K konge, D dronning, T tårn, L løber, S springer. Sorts brikker spejler hvids på 8. række.
position-play = Spil denne stilling
position-login-to-play = Log ind for at spille denne stilling
position-draw-again = Træk lod igen
position-draw-random = Træk lod om en stilling
position-neighbours = Nabostillinger
position-all-960 = Alle 960
position-prefer-dice = Vil du hellere bruge en terning?
position-dice-link = Træk lod om en stilling med en terning
position-step-by-step = , trin for trin. Sådan fungerer rokaden herfra:

## Regelsiden.

rules-lead = Chess960, også kaldet Fischer Random skak, er almindelig skak, hvor brikkerne bag bønderne blandes før partiet. Kun to ting ændrer sig: udgangsstillingen, og hvor rokaden fører konge og tårn hen. Alt andet (hvordan brikkerne går, skak, mat, remis) er det samme som i klassisk skak.
rules-on-this-page = På denne side
rules-start-position = Udgangsstillingen
rules-castling = Rokade
rules-cases = De fire rokadetilfælde
rules-entering = Sådan skriver du træk her
rules-start-intro = Bønderne står som sædvanlig på anden og syvende række. Hvids otte brikker stilles på første række i en tilfældig rækkefølge, der følger to regler:
rules-start-bishops = De to løbere står på felter af forskellig farve, et lyst og et mørkt.
rules-start-king = Kongen står et sted mellem de to tårne, så rokade er mulig til begge sider.
rules-start-black = Sorts brikker spejler hvids: hver sort brik står på ottende række på samme linje som den tilsvarende hvide brik. Stillingen er den samme for begge spillere, blot set fra den anden side af brættet.
rules-why-960 = Hvorfor der er 960
rules-count-intro = Placer brikkerne én slags ad gangen, og tæl mulighederne:
rules-count-dark-bishop = den sortfeltede løber: 4 felter (a1, c1, e1 eller g1);
rules-count-light-bishop = den hvidfeltede løber: 4 felter (b1, d1, f1 eller h1);
rules-count-queen = dronningen: et hvilket som helst af de 6 felter, der stadig er tomme;
rules-count-knights = de to springere: 2 af de 5 felter, der stadig er tomme, hvilket kan gøres på 10 måder;
rules-count-rest = tårn, konge, tårn: de 3 resterende felter, i den rækkefølge, altså kun 1 måde.
rules-count-result = Det giver 4 × 4 × 6 × 10 = 960 udgangsstillinger. De er nummereret fra 0 til 959 (Reinhard Scharnagls nummerering); nummer 518 er opstillingen i klassisk skak.
rules-browse-all = Se alle 960
rules-draw-random = træk lod om en
rules-draw-die = træk lod om en med en terning
rules-as-a-club = {" "}som man gør i en klub.
rules-server-draws = Her begynder hvert parti fra en stilling, som serveren trækker lod om, når partiet starter, medmindre udfordringen angiver et nummer.
rules-castling-intro = Hver spiller må rokere én gang pr. parti, med tårnet på den ene eller den anden side af kongen. Uanset hvor konge og tårn startede, står de efter rokaden præcis der, hvor de ville stå efter rokade i klassisk skak:
rules-written = Skrives
rules-king-ends = Kongen ender på
rules-rook-ends = Tårnet ender på
rules-kingside = kort, med tårnet mod h-linjen
rules-queenside = lang, med tårnet mod a-linjen
rules-when-allowed = Hvornår rokade er tilladt
rules-allowed-unmoved = Hverken kongen eller det tårn, den rokerer med, er blevet flyttet endnu i dette parti.
rules-allowed-no-check = Kongen står ikke i skak.
rules-allowed-not-attacked = Intet felt, som kongen passerer eller ender på, er angrebet af en af modstanderens brikker.
rules-allowed-empty = Alle felter mellem kongens start- og slutfelt og mellem tårnets start- og slutfelt er tomme, bortset fra kongen og tårnet selv.
rules-odd-cases = Fordi konge og tårn kan starte næsten hvor som helst, kan en af dem allerede stå på sit slutfelt, eller de to kan endda være nødt til at bytte plads. De samme regler gælder stadig; en rokade, hvor kun én brik flytter, bruger alligevel begge rokaderettigheder op.
rules-cases-intro = Hvert eksempel nedenfor er spillet af denne servers regelmotor fra den viste stilling, så brættet »Efter« er præcis det, du får, når du skriver det samme træk. De felter, konge og tårn brugte, er fremhævet. Kun konger, tårne og bønder vises, så vejene er lette at se.
rules-before = Før
rules-after = Efter
rules-enter-it-as = Skriv det her som
rules-king-onto-rook = kongen hen på tårnet
rules-server-reports = Serveren melder:
rules-fen-before-after = FEN før og efter
rules-entering-short = Skriv træk i den sædvanlige korte notation
rules-entering-squares = eller som fra- og tilfelt
rules-entering-castle = For at rokere skriver du O-O eller O-O-O (nuller virker også), eller du flytter kongen hen på det tårn, den rokerer med, for eksempel
rules-entering-classical = I den klassiske opstilling virker e1g1 og e1c1 også. Hvis en rokade ikke er tilladt, fortæller serveren hvorfor.

## Terningsiden.
dice-title = Træk lod om en udgangsstilling med en terning
dice-intro = Ingen computer i klubben? Én almindelig terning er nok (Hans Bodlaenders metode). Slå fem gange; et kast, der er for højt til sit trin, slår du bare om. Hver af de 960 stillinger har samme sandsynlighed for at komme ud.
dice-piece = { $step ->
    [dark_bishop] løberen på et mørkt felt
    [light_bishop] løberen på et lyst felt
    [queen] dronningen
    [knight] den første springer
   *[second_knight] den anden springer
}
dice-instruction = { $step ->
    [dark_bishop] Løberen på et mørkt felt: 1 = a1, 2 = c1, 3 = e1, 4 = g1; slå om ved 5 eller 6.
    [light_bishop] Løberen på et lyst felt: 1 = b1, 2 = d1, 3 = f1, 4 = h1; slå om ved 5 eller 6.
    [queen] Dronningen: tæl de 6 tomme felter fra venstre.
    [knight] Den første springer: tæl de 5 tomme felter fra venstre; slå om ved 6.
   *[second_knight] Den anden springer: tæl de 4 tomme felter fra venstre; slå om ved 5 eller 6.
}
dice-rook-king-rook-step = På de tre resterende felter stilles tårn, konge, tårn i den rækkefølge, så kongen står mellem tårnene.
dice-black-step = Sort stiller de samme brikker op på 8. række, og bønderne står som sædvanlig på 2. og 7. række.
dice-your-rolls = Dine kast
dice-server-draw = En lodtrækning med serverens terning
dice-step = Trin
dice-rolls = Kast
dice-square = Felt
dice-rank-so-far = Grundrækken indtil nu
dice-rolled-again = slået om
dice-rook-king-rook = tårn, konge, tårn
dice-no-roll = (intet kast)
dice-rook-king-rook-squares = tårn { $rook }, konge { $king }, tårn { $other_rook }
dice-result = Dette er
dice-start-position = udgangsstilling { $number }
dice-roll-again = Slå igen
dice-own-heading = Find stillingen til dine egne kast
dice-own-intro = Skriv det kast, der talte, ved hvert trin (ikke dem, du slog om).
dice-field = { $step ->
    [dark_bishop] Løberen på et mørkt felt
    [light_bishop] Løberen på et lyst felt
    [queen] Dronningen
    [knight] Den første springer
   *[second_knight] Den anden springer
} (1 til { $faces })
dice-show = Vis stillingen
dice-roll-range = { $step ->
    [dark_bishop] For løberen på et mørkt felt
    [light_bishop] For løberen på et lyst felt
    [queen] For dronningen
    [knight] For den første springer
   *[second_knight] For den anden springer
} skal det kast, der tæller, være fra 1 til { $faces }
rules-case-both-move = Både konge og tårn flytter
rules-case-swap = Konge og tårn bytter plads
rules-case-only-king = Kun kongen flytter
rules-case-only-rook = Kun tårnet flytter
rules-case-both-move-note = Kongen går fra d1 til g1 og tårnet fra h1 til f1, ligesom kongen i klassisk skak (udgangsstilling 518) går fra e1.
rules-case-swap-note = Kongen står på f1 og tårnet på g1: efter rokaden står kongen på g1 og tårnet på f1. På et rigtigt bræt tager du først kongen af, flytter tårnet og sætter så kongen ned.
rules-case-only-king-note = Tårnet står allerede på d1, så lang rokade flytter kun kongen, fra e1 over tårnet til c1. Kongens vej (d1, c1) skal være fri for andre brikker og må ikke være angrebet.
rules-case-only-rook-note = Kongen står allerede på c1, så lang rokade flytter kun tårnet, fra a1 til d1. Det tæller stadig som rokade: kongen må ikke stå i skak, og bagefter kan der ikke rokeres igen til nogen af siderne.
positions-no-such = Den udgangsstilling findes ikke. Chess960-udgangsstillinger er nummereret fra 0 til 959.
positions-file-name = { $file }-linjen
