## Schachwörter und die Gründe, aus denen ein eingegebener Zug abgelehnt wird.

list-or = oder
list-and = und
color-white = Weiß
color-black = Schwarz
side-kingside = kurz
side-queenside = lang

-role-acc = { $role ->
    [pawn] Bauern
    [knight] Springer
    [bishop] Läufer
    [rook] Turm
    [queen] Dame
   *[king] König
}

move-error-empty = Bitte gib einen Zug ein, zum Beispiel Sf3, exd5, O-O oder e2e4.
move-error-unreadable = „{ $text }“ ist kein Zug; schreib ihn etwa als Sf3, exd5, e8=D, O-O oder e2e4.
move-error-illegal = { $move } ist in dieser Stellung kein regelgerechter Zug.
move-error-game-over = Die Partie ist beendet; es können keine Züge mehr gespielt werden.
move-error-no-piece-on = Auf { $square } steht keine Figur.
move-error-not-your-piece = { $role ->
    [queen] Die Dame
   *[other] Der { $piece }
} auf { $square } gehört { $owner ->
    [white] Weiß; du spielst Schwarz.
   *[black] Schwarz; du spielst Weiß.
}
move-error-no-such-piece = { $role ->
    [queen] Du hast keine Dame mehr auf dem Brett.
    [pawn] Du hast keinen Bauern mehr auf dem Brett.
   *[other] Du hast keinen { $piece } mehr auf dem Brett.
}
move-error-cannot-reach = { $role ->
    [king] Dein König kann nicht nach { $to } ziehen.
    [queen] Deine Dame kann nicht nach { $to } ziehen.
    [pawn] Keiner deiner Bauern kann nach { $to } ziehen.
    [rook] Keiner deiner Türme kann nach { $to } ziehen.
   *[other] Keiner deiner { $piece } kann nach { $to } ziehen.
}
move-error-piece-cannot-go = { $role ->
    [queen] Deine Dame
   *[other] Dein { $piece }
} auf { $from } kann nicht nach { $to } ziehen.
move-error-own-piece-on-target = Auf { $to } steht { $role ->
    [queen] deine eigene Dame.
   *[other] dein eigener { $piece }.
}
move-error-nothing-to-capture = Auf { $square } gibt es nichts zu schlagen.
move-error-pinned = { $role ->
    [queen] Deine Dame
   *[other] Dein { $piece }
} auf { $from } ist gefesselt: Zöge { $role ->
    [queen] sie
   *[other] er
}, stünde dein König im Schach.
move-error-still-in-check = Dein König steht im Schach, und { $move } hebt das Schach nicht auf.
move-error-king-attacked-square = Dein König kann nicht nach { $square }: Das Feld wird angegriffen.
move-error-ambiguous = Der Zug ist mehrdeutig: meintest du { $moves }?
move-error-file-or-bishop = Ein kleines kyrillisches с kann die c-Linie oder ein Läufer sein, und hier sind beide Züge möglich: meintest du { $moves }? Schreib ein großes С für den Läufer oder ein lateinisches c für den Bauern.
move-error-promotion-missing = Ein Bauer, der { $square } erreicht, muss sich umwandeln: Gib die Figur an, zum Beispiel { $square }=D (D, T, L oder S).
move-error-not-a-promotion = Nur ein Bauer, der die letzte Reihe erreicht, wandelt sich um; lass die Umwandlungsfigur weg.
move-error-bad-promotion-piece = Ein Bauer kann sich nicht in { $role ->
    [king] einen König
   *[other] einen Bauern
} umwandeln; wähle Dame, Turm, Läufer oder Springer.
move-error-castling = Du kannst nicht { $side ->
    [kingside] kurz rochieren (O-O)
   *[queenside] lang rochieren (O-O-O)
}: { $reason }.
move-error-use-king-onto-rook = { $king }{ $target } ist hier kein Zug; für die { $side ->
    [kingside] kurze Rochade ziehst du den König auf den Turm ({ $king }{ $rook }) oder schreibst O-O.
   *[queenside] lange Rochade ziehst du den König auf den Turm ({ $king }{ $rook }) oder schreibst O-O-O.
}

castling-right-lost = das Rochaderecht auf dieser Seite ist verloren (der König oder dieser Turm hat schon gezogen, oder der Turm wurde geschlagen)
castling-in-check = dein König steht im Schach, und aus dem Schach heraus darfst du nicht rochieren
castling-path-occupied = { $count ->
    [one] { $squares } muss frei sein, aber dort steht eine Figur
   *[other] { $squares } müssen frei sein, aber dort stehen Figuren
}
castling-attacked-square = der König würde über { $square } ziehen oder dort landen, und dieses Feld greift dein Gegner an
castling-king-exposed = dein König stünde danach im Schach

piece-pawn = Bauer
piece-knight = Springer
piece-bishop = Läufer
piece-rook = Turm
piece-queen = Dame
piece-king = König
pieces-pawn = Bauern
pieces-knight = Springer
pieces-bishop = Läufer
pieces-rook = Türme
pieces-queen = Damen
pieces-king = Könige
castling-leg-stays = { $piece } bleibt auf { $square }
end-checkmate = Schachmatt
end-stalemate = Patt: Die Seite am Zug hat keinen regelgerechten Zug
end-insufficient-material = Remis: Keine Seite hat genug Material zum Mattsetzen
end-fivefold = Remis: Dieselbe Stellung ist zum fünften Mal entstanden
end-seventy-five = Remis: 75 Züge jeder Seite ohne Schlagen oder Bauernzug
end-claim-threefold = Remis beansprucht: Dieselbe Stellung ist dreimal entstanden
end-claim-fifty = Remis beansprucht: 50 Züge jeder Seite ohne Schlagen oder Bauernzug
end-resignation = Aufgabe
end-draw-agreed = Remis durch Vereinbarung
end-time-forfeit = Zeitüberschreitung
end-adjudication = von der Turnierleitung entschieden
end-forfeit = kampflos: Ein Spieler hat das Turnier oder den Mannschaftskampf verlassen
end-aborted = abgebrochen, bevor sie richtig begann
tc-per-move = { $days ->
    [one] 1 Tag pro Zug
   *[other] { $days } Tage pro Zug
}
tc-fischer = { $base ->
    [one] 1 Tag
   *[other] { $base } Tage
} + { $increment ->
    [one] 1 Tag
   *[other] { $increment } Tage
} pro Zug
tc-fischer-capped = { $base ->
    [one] 1 Tag
   *[other] { $base } Tage
} + { $increment ->
    [one] 1 Tag
   *[other] { $increment } Tage
} pro Zug, höchstens { $max ->
    [one] 1 Tag
   *[other] { $max } Tage
}
tc-moves-in-days = { $moves ->
        [one] { $moves } Zug
       *[other] { $moves } Züge
    } in { $days ->
        [one] { $days } Tag
       *[other] { $days } Tagen
    }
tc-moves-in-days-double = { $moves ->
        [one] { $moves } Zug
       *[other] { $moves } Züge
    } in { $days ->
        [one] { $days } Tag
       *[other] { $days } Tagen
    }, Tage über { $after } an einem Zug zählen doppelt
tc-silence = höchstens { $days ->
        [one] { $days } Tag
       *[other] { $days } Tage
    } ohne Zug
