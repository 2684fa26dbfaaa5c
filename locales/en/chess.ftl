## Chess words and the reasons a typed move is refused.

list-or = or
list-and = and
color-white = white
color-black = black
side-kingside = kingside
side-queenside = queenside

-roles = { $role ->
    [pawn] pawns
    [knight] knights
    [bishop] bishops
    [rook] rooks
    [queen] queens
   *[king] kings
}

move-error-empty = Please enter a move, for example Nf3, exd5, O-O or e2e4.
move-error-unreadable = “{ $text }” is not a move; write it like Nf3, exd5, e8=Q, O-O or e2e4.
move-error-illegal = { $move } is not a legal move in the current position.
move-error-game-over = The game is over; no more moves can be played.
move-error-no-piece-on = There is no piece on { $square }.
move-error-not-your-piece = The { $piece } on { $square } belongs to { $owner ->
    [white] White; you play Black.
   *[black] Black; you play White.
}
move-error-no-such-piece = You have no { $piece } on the board.
move-error-cannot-reach = { $role ->
    [king] Your king cannot move to { $to }.
    [queen] Your queen cannot move to { $to }.
   *[other] None of your { $pieces } can move to { $to }.
}
move-error-piece-cannot-go = Your { $piece } on { $from } cannot move to { $to }.
move-error-own-piece-on-target = Your own { $piece } stands on { $to }.
move-error-nothing-to-capture = There is nothing to capture on { $square }.
move-error-pinned = Your { $piece } on { $from } is pinned: moving it would expose your king to check.
move-error-still-in-check = Your king is in check, and { $move } does not get it out of check.
move-error-king-attacked-square = Your king cannot go to { $square }: that square is attacked.
move-error-ambiguous = That move is ambiguous: did you mean { $moves }?
move-error-file-or-bishop = A lower-case с can be the c-file or a bishop, and both moves are legal here: did you mean { $moves }? Type a capital С for the bishop, or a Latin c for the pawn.
move-error-promotion-missing = A pawn reaching { $square } must promote: add the piece, for example { $square }=Q (Q, R, B or N).
move-error-not-a-promotion = Only a pawn reaching the last rank promotes; leave out the promotion piece.
move-error-bad-promotion-piece = A pawn cannot promote to a { $piece }; choose a queen, rook, bishop or knight.
move-error-castling = You cannot castle { $side ->
    [kingside] kingside (O-O)
   *[queenside] queenside (O-O-O)
}: { $reason }.
move-error-use-king-onto-rook = { $king }{ $target } is not a move here; to castle { $side ->
    [kingside] kingside, move your king onto the rook ({ $king }{ $rook }) or type O-O.
   *[queenside] queenside, move your king onto the rook ({ $king }{ $rook }) or type O-O-O.
}

castling-right-lost = the right to castle on that side is lost (the king or that rook has moved, or the rook was captured)
castling-in-check = your king is in check, and you cannot castle out of check
castling-path-occupied = { $count ->
    [one] { $squares } must be empty, but a piece stands there
   *[other] { $squares } must be empty, but pieces stand there
}
castling-attacked-square = the king would pass through or land on { $square }, which your opponent attacks
castling-king-exposed = your king would be in check afterwards

piece-pawn = pawn
piece-knight = knight
piece-bishop = bishop
piece-rook = rook
piece-queen = queen
piece-king = king
pieces-pawn = pawns
pieces-knight = knights
pieces-bishop = bishops
pieces-rook = rooks
pieces-queen = queens
pieces-king = kings
castling-leg-stays = { $piece } stays on { $square }
end-checkmate = checkmate
end-stalemate = stalemate: the side to move has no legal move
end-insufficient-material = draw: neither side has enough material left to checkmate
end-fivefold = draw: the same position occurred for the fifth time
end-seventy-five = draw: 75 moves by each side without a capture or a pawn move
end-claim-threefold = draw claimed: the same position occurred three times
end-claim-fifty = draw claimed: 50 moves by each side without a capture or a pawn move
end-resignation = resignation
end-draw-agreed = draw by agreement
end-time-forfeit = time forfeit
end-adjudication = adjudicated by the tournament director
end-forfeit = forfeit: a player left the tournament or team match
end-aborted = aborted before it really started
tc-per-move = { $days ->
    [one] 1 day per move
   *[other] { $days } days per move
}
tc-fischer = { $base ->
    [one] 1 day
   *[other] { $base } days
} + { $increment ->
    [one] 1 day
   *[other] { $increment } days
} per move
tc-fischer-capped = { $base ->
    [one] 1 day
   *[other] { $base } days
} + { $increment ->
    [one] 1 day
   *[other] { $increment } days
} per move, at most { $max ->
    [one] 1 day
   *[other] { $max } days
}
tc-moves-in-days = { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    } in { $days ->
        [one] { $days } day
       *[other] { $days } days
    }
tc-moves-in-days-double = { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    } in { $days ->
        [one] { $days } day
       *[other] { $days } days
    }, days beyond { $after } on one move count twice
tc-silence = at most { $days ->
        [one] { $days } day
       *[other] { $days } days
    } without a move
