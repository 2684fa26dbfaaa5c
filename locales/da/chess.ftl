## Skakord og grundene til, at et indtastet træk afvises.

list-or = eller
list-and = og
color-white = hvid
color-black = sort
side-kingside = kort
side-queenside = lang

-roles = { $role ->
    [pawn] bønder
    [knight] springere
    [bishop] løbere
    [rook] tårne
    [queen] dronninger
   *[king] konger
}

move-error-empty = Skriv et træk, for eksempel Sf3, exd5, O-O eller e2e4.
move-error-unreadable = »{ $text }« er ikke et træk; skriv det som Sf3, exd5, e8=D, O-O eller e2e4.
move-error-illegal = { $move } er ikke et lovligt træk i den aktuelle stilling.
move-error-game-over = Partiet er slut; der kan ikke spilles flere træk.
move-error-no-piece-on = Der står ingen brik på { $square }.
move-error-not-your-piece = På { $square } står { $role ->
    [rook] et
   *[other] en
} { $piece }, der tilhører { $owner ->
    [white] hvid; du spiller sort.
   *[black] sort; du spiller hvid.
}
move-error-no-such-piece = Du har { $role ->
    [rook] intet
   *[other] ingen
} { $piece } på brættet.
move-error-cannot-reach = { $role ->
    [king] Din konge kan ikke gå til { $to }.
    [queen] Din dronning kan ikke gå til { $to }.
   *[other] Ingen af dine { $pieces } kan gå til { $to }.
}
move-error-piece-cannot-go = { $role ->
    [rook] Dit
   *[other] Din
} { $piece } på { $from } kan ikke gå til { $to }.
move-error-own-piece-on-target = På { $to } står { $role ->
    [rook] dit eget
   *[other] din egen
} { $piece }.
move-error-nothing-to-capture = Der er intet at slå på { $square }.
move-error-pinned = { $role ->
    [rook] Dit
   *[other] Din
} { $piece } på { $from } er bundet: flytter du { $role ->
    [rook] det
   *[other] den
}, kommer din konge i skak.
move-error-still-in-check = Din konge står i skak, og { $move } ophæver ikke skakken.
move-error-king-attacked-square = Din konge kan ikke gå til { $square }: feltet er angrebet.
move-error-ambiguous = Trækket er flertydigt: mente du { $moves }?
move-error-file-or-bishop = Et lille kyrillisk с kan være c-linjen eller en løber, og her er begge træk lovlige: mente du { $moves }? Skriv et stort С for løberen eller et latinsk c for bonden.
move-error-promotion-missing = En bonde, der når { $square }, skal forvandles: tilføj brikken, for eksempel { $square }=D (D, T, L eller S).
move-error-not-a-promotion = Kun en bonde, der når sidste række, forvandles; udelad forvandlingsbrikken.
move-error-bad-promotion-piece = En bonde kan ikke forvandles til en { $piece }; vælg dronning, tårn, løber eller springer.
move-error-castling = Du kan ikke rokere { $side ->
    [kingside] kort (O-O)
   *[queenside] langt (O-O-O)
}: { $reason }.
move-error-use-king-onto-rook = { $king }{ $target } er ikke et træk her; for at rokere { $side ->
    [kingside] kort flytter du kongen hen på tårnet ({ $king }{ $rook }) eller skriver O-O.
   *[queenside] langt flytter du kongen hen på tårnet ({ $king }{ $rook }) eller skriver O-O-O.
}

castling-right-lost = retten til at rokere til den side er mistet (kongen eller tårnet er blevet flyttet, eller tårnet er blevet slået)
castling-in-check = din konge står i skak, og du kan ikke rokere ud af skak
castling-path-occupied = { $count ->
    [one] { $squares } skal være tomt, men der står en brik
   *[other] { $squares } skal være tomme, men der står brikker
}
castling-attacked-square = kongen ville passere eller ende på { $square }, som din modstander angriber
castling-king-exposed = din konge ville stå i skak bagefter

piece-pawn = bonde
piece-knight = springer
piece-bishop = løber
piece-rook = tårn
piece-queen = dronning
piece-king = konge
pieces-pawn = bønder
pieces-knight = springere
pieces-bishop = løbere
pieces-rook = tårne
pieces-queen = dronninger
pieces-king = konger
castling-leg-stays = { $piece } bliver stående på { $square }
end-checkmate = skakmat
end-stalemate = pat: siden i trækket har intet lovligt træk
end-insufficient-material = remis: ingen af siderne har materiale nok til at sætte mat
end-fivefold = remis: den samme stilling er opstået for femte gang
end-seventy-five = remis: 75 træk fra hver side uden slag eller bondetræk
end-claim-threefold = remis krævet: den samme stilling er opstået tre gange
end-claim-fifty = remis krævet: 50 træk fra hver side uden slag eller bondetræk
end-resignation = opgivelse
end-draw-agreed = remis efter aftale
end-time-forfeit = tidsoverskridelse
end-adjudication = afgjort af turneringslederen
end-forfeit = uden kamp: en spiller har forladt turneringen eller holdkampen
end-aborted = afbrudt, før det for alvor var begyndt
tc-per-move = { $days ->
    [one] 1 dag pr. træk
   *[other] { $days } dage pr. træk
}
tc-fischer = { $base ->
    [one] 1 dag
   *[other] { $base } dage
} + { $increment ->
    [one] 1 dag
   *[other] { $increment } dage
} pr. træk
tc-fischer-capped = { $base ->
    [one] 1 dag
   *[other] { $base } dage
} + { $increment ->
    [one] 1 dag
   *[other] { $increment } dage
} pr. træk, højst { $max ->
    [one] 1 dag
   *[other] { $max } dage
}
tc-moves-in-days = { $moves } træk på { $days ->
        [one] { $days } dag
       *[other] { $days } dage
    }
tc-moves-in-days-double = { $moves } træk på { $days ->
        [one] { $days } dag
       *[other] { $days } dage
    }; dage ud over { $after } på ét træk tæller dobbelt
tc-silence = højst { $days ->
        [one] { $days } dag
       *[other] { $days } dage
    } uden et træk
