## Шахматные слова и причины, по которым введённый ход не принят.

list-or = или
list-and = и
color-white = белые
color-black = чёрные
# В шахматах Фишера говорят «рокировка на h-фланг / на a-фланг», а не «короткая / длинная».
side-kingside = на h-фланг
side-queenside = на a-фланг

-roles = { $role ->
    [pawn] пешки
    [knight] кони
    [bishop] слоны
    [rook] ладьи
    [queen] ферзи
   *[king] короли
}

move-error-empty = Введите ход, например Кf3, exd5, O-O или e2e4.
move-error-unreadable = «{ $text }» — это не ход; записывайте ход так: Кf3, exd5, e8=Ф, O-O или e2e4.
move-error-illegal = В текущей позиции ход { $move } невозможен.
move-error-game-over = Партия окончена; ходить больше нельзя.
move-error-no-piece-on = На { $square } нет фигуры.
move-error-not-your-piece = На { $square } стоит { $piece } { $owner ->
    [white] белых; вы играете чёрными.
   *[black] чёрных; вы играете белыми.
}
move-error-no-such-piece = У вас на доске нет { $role ->
    [pawn] ни одной пешки.
    [knight] ни одного коня.
    [bishop] ни одного слона.
    [rook] ни одной ладьи.
    [queen] ферзя.
    [king] короля.
   *[other] фигуры «{ $piece }».
}
move-error-cannot-reach = { $role ->
    [king] Ваш король не может пойти на { $to }.
    [queen] Ваш ферзь не может пойти на { $to }.
    [pawn] Ни одна из ваших пешек не может пойти на { $to }.
    [rook] Ни одна из ваших ладей не может пойти на { $to }.
    [knight] Ни один из ваших коней не может пойти на { $to }.
    [bishop] Ни один из ваших слонов не может пойти на { $to }.
   *[other] Ни одна из ваших фигур ({ $pieces }) не может пойти на { $to }.
}
move-error-piece-cannot-go = { $role ->
    [pawn] Ваша пешка
    [rook] Ваша ладья
   *[other] Ваш { $piece }
} на { $from } не может пойти на { $to }.
move-error-own-piece-on-target = На { $to } уже стоит { $role ->
    [pawn] ваша пешка.
    [rook] ваша ладья.
   *[other] ваш { $piece }.
}
move-error-nothing-to-capture = На { $square } нечего бить.
move-error-pinned = { $role ->
    [pawn] Ваша пешка на { $from } связана
    [rook] Ваша ладья на { $from } связана
   *[other] Ваш { $piece } на { $from } связан
}: ход этой фигурой подставил бы вашего короля под шах.
move-error-still-in-check = Вашему королю объявлен шах, а ход { $move } не устраняет шах.
move-error-king-attacked-square = Ваш король не может пойти на { $square }: это поле под боем.
move-error-ambiguous = Ход неоднозначен: вы имели в виду { $moves }?
move-error-file-or-bishop = Строчная «с» может означать и вертикаль c, и слона, а здесь возможны оба хода: вы имели в виду { $moves }? Напишите заглавную «С» для слона или латинскую «c» для пешки.
move-error-promotion-missing = Пешка, дошедшая до { $square }, должна превратиться в фигуру: допишите её, например { $square }=Ф (Ф, Л, С или К).
move-error-not-a-promotion = Превращается только пешка, дошедшая до последней горизонтали; уберите фигуру превращения.
move-error-bad-promotion-piece = Пешка не может превратиться в { $role ->
    [king] короля
    [pawn] пешку
    [queen] ферзя
    [rook] ладью
    [bishop] слона
    [knight] коня
   *[other] фигуру «{ $piece }»
}; выберите ферзя, ладью, слона или коня.
move-error-castling = Рокировка { $side ->
    [kingside] на h-фланг (O-O)
   *[queenside] на a-фланг (O-O-O)
} невозможна: { $reason }.
move-error-use-king-onto-rook = { $king }{ $target } здесь не ход; для рокировки { $side ->
    [kingside] на h-фланг пойдите королём на ладью ({ $king }{ $rook }) или введите O-O.
   *[queenside] на a-фланг пойдите королём на ладью ({ $king }{ $rook }) или введите O-O-O.
}

castling-right-lost = право на рокировку в эту сторону утрачено (король или эта ладья уже ходили, либо ладья взята)
castling-in-check = вашему королю объявлен шах, а рокироваться из-под шаха нельзя
castling-path-occupied = { $count ->
    [one] поле { $squares } должно быть свободно, но на нём стоит фигура
    [few] поля { $squares } должны быть свободны, но на них стоят фигуры
   *[many] поля { $squares } должны быть свободны, но на них стоят фигуры
}
castling-attacked-square = король прошёл бы через поле { $square } или встал бы на него, а это поле бьёт соперник
castling-king-exposed = после рокировки ваш король оказался бы под шахом

piece-pawn = пешка
piece-knight = конь
piece-bishop = слон
piece-rook = ладья
piece-queen = ферзь
piece-king = король
pieces-pawn = пешки
pieces-knight = кони
pieces-bishop = слоны
pieces-rook = ладьи
pieces-queen = ферзи
pieces-king = короли
castling-leg-stays = { $piece } остаётся на { $square }
end-checkmate = мат
end-stalemate = пат: у стороны, чья очередь ходить, нет ни одного возможного хода
end-insufficient-material = ничья: ни у одной из сторон не осталось материала, достаточного для мата
end-fivefold = ничья: одна и та же позиция повторилась в пятый раз
end-seventy-five = ничья: по 75 ходов каждой стороны без взятий и ходов пешками
end-claim-threefold = ничья по требованию: одна и та же позиция повторилась трижды
end-claim-fifty = ничья по требованию: по 50 ходов каждой стороны без взятий и ходов пешками
end-resignation = сдача
end-draw-agreed = ничья по соглашению
end-time-forfeit = просрочка времени
end-adjudication = результат присуждён судьёй турнира
end-forfeit = техническое поражение: игрок выбыл из турнира или командного матча
end-aborted = прервана, не успев по-настоящему начаться
tc-per-move = { $days ->
    [one] { $days } день на ход
    [few] { $days } дня на ход
   *[many] { $days } дней на ход
}
tc-fischer = { $base ->
    [one] { $base } день
    [few] { $base } дня
   *[many] { $base } дней
} + { $increment ->
    [one] { $increment } день
    [few] { $increment } дня
   *[many] { $increment } дней
} за ход
tc-fischer-capped = { $base ->
    [one] { $base } день
    [few] { $base } дня
   *[many] { $base } дней
} + { $increment ->
    [one] { $increment } день
    [few] { $increment } дня
   *[many] { $increment } дней
} за ход, не более { $max ->
    [one] { $max } дня
    [few] { $max } дней
   *[many] { $max } дней
}
tc-moves-in-days = { $moves ->
    [one] { $moves } ход
    [few] { $moves } хода
   *[many] { $moves } ходов
} за { $days ->
    [one] { $days } день
    [few] { $days } дня
   *[many] { $days } дней
}
tc-moves-in-days-double = { $moves ->
    [one] { $moves } ход
    [few] { $moves } хода
   *[many] { $moves } ходов
} за { $days ->
    [one] { $days } день
    [few] { $days } дня
   *[many] { $days } дней
}; дни сверх { $after } на одном ходу считаются вдвойне
tc-silence = не более { $days ->
    [one] { $days } дня
    [few] { $days } дней
   *[many] { $days } дней
} без хода
