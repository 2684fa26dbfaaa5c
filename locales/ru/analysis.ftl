## Доска для анализа на странице партии, условные ходы и личная заметка, слова
## скриптов доски, названия полей нарисованной доски и отклонённые символы форм.

analysis-heading = Доска для анализа
analysis-badge-strong = Анализ, ничего не отправляется.
analysis-badge = Пробуйте ходы за обе стороны: ничего из сыгранного на этой доске до соперника не дойдёт.
analysis-line = Вариант:
analysis-take-back = Вернуть ход
analysis-redo = Повторить ход
analysis-reset = Сбросить
analysis-try-label = Попробовать ход
analysis-try = Попробовать
analysis-hint-start = Как в форме хода
analysis-hint-end = или на доске. Клавиши со стрелками возвращают и повторяют ход, когда фокус на доске или на одной из этих кнопок.
analysis-save = Сохранить как условный вариант

# Слова скриптов доски (static/game.js, static/analysis.js, static/board-kit.js).
analysis-board-name = Доска для анализа, ничего не отправляется
analysis-from-current = Из текущей позиции.
analysis-from-after = Из позиции после полухода { $start } из { $played }.
analysis-no-moves = ходов пока нет
analysis-taken-back = (возвращено: { $line })
analysis-note-not-current = Условные варианты начинаются с текущей позиции: перейдите к ней на доске партии и нажмите «Сбросить», чтобы составить вариант.
analysis-note-play-both = Сделайте ход соперника и свой ответ, чтобы сохранить их как условный вариант.
analysis-note-ends-with-reply = Условный вариант заканчивается вашим ответом: добавьте его или верните ход { $move }.
analysis-note-your-move = Сейчас ваш ход: условные варианты начинаются с хода соперника, поэтому сохранить их можно после вашего хода.
analysis-not-legal = «{ $text }» — невозможный ход в позиции на доске для анализа.
analysis-pending = Ваш ход { $move }. Сделайте его или отмените.
analysis-pending-castling = Ваш ход { $move } — рокировка { $castling }. Сделайте его или отмените.
analysis-pending-king-step = Ваш ход { $move }: ход короля. Чтобы сделать рокировку, поставьте короля на его ладью или выберите «Рокировать вместо этого».
analysis-promote-pawn = Превращение пешки на { $square }: выберите фигуру или отмените ход.
analysis-sending = Ваш ход отправляется…

# Собственные заготовки игрока.
analysis-conditionals-heading = Ваши условные ходы
analysis-conditionals-intro = Их видите только вы. Когда соперник делает первый ход варианта, ваш ответ делается сразу; варианты, не предусмотревшие этот ход, удаляются.
analysis-no-lines = Сохранённых вариантов нет.
analysis-with-message = (с сообщением: { $message })
analysis-delete = Удалить
analysis-add-line = Добавить вариант: ход соперника, ваш ответ, его следующий ход, …
analysis-line-hint-start = Ходы через пробел, в любой записи, которую принимает форма хода, например
analysis-line-hint-castling = ; рокировка —
analysis-line-hint-end = или король на свою ладью.
analysis-line-message = Сообщение, которое отправится с первым ответом (необязательно)
analysis-store-line = Сохранить вариант
analysis-lines-later = Варианты можно сохранять, когда ход за соперником.
analysis-note-heading = Ваша личная заметка
analysis-note-label = Эту заметку видите только вы, в том числе после окончания партии.
analysis-save-note = Сохранить заметку
analysis-note-pgn = Скачать PGN с вашей заметкой

# Почему условный вариант или заметка отклонены.
analysis-line-too-short = Вариант должен содержать ход соперника и ваш ответ на него, например «{ $example }».
analysis-line-too-long = Вариант может содержать не более { $max ->
    [one] { $max } хода
    [few] { $max } ходов
   *[many] { $max } ходов
}.
analysis-line-odd = Вариант заканчивается вашим ответом: добавьте свой ответ на «{ $move }» или уберите этот ход.
analysis-line-bad-move = Ход { $number } варианта, «{ $move }» ({ $whose ->
    [opponent] ход соперника
   *[reply] ваш ответ
}), сделать нельзя: { $reason }.
analysis-line-too-many = В этой партии у вас уже сохранено вариантов: { $max }; сначала удалите какие-нибудь.
analysis-line-disagrees = После { $before } вы уже отвечаете { $stored } в сохранённом варианте, а здесь — { $typed }. Сначала удалите один из них.
analysis-line-your-move = Сейчас ваш ход: условные варианты начинаются с хода соперника, поэтому сохраните их после своего хода.
analysis-line-message-refused = Сообщение может содержать не более { $max ->
    [one] { $max } символа
    [few] { $max } символов
   *[many] { $max } символов
} и не должно содержать управляющих символов.
analysis-note-too-long = Заметка может содержать не более { $max ->
    [one] { $max } символа
    [few] { $max } символов
   *[many] { $max } символов
}.
analysis-note-control = Заметка не может содержать управляющие символы.

# Поля нарисованной доски, для экранных дикторов.
analysis-start-board-title = Начальная позиция { $number }: { $pieces }
analysis-square-empty = { $square }, пусто
analysis-square-piece = { $square }, { $piece ->
    [white-king] белый король
    [white-queen] белый ферзь
    [white-rook] белая ладья
    [white-bishop] белый слон
    [white-knight] белый конь
    [white-pawn] белая пешка
    [black-king] чёрный король
    [black-queen] чёрный ферзь
    [black-rook] чёрная ладья
    [black-bishop] чёрный слон
    [black-knight] чёрный конь
    [black-pawn] чёрная пешка
   *[other] { $name } ({ $color })
}

# Поле формы с символом, который такое поле не принимает ($label: название поля
# словами, из analysis-field-name).
analysis-field-name = { $field ->
    [move] Ход
    [mv] Ход
    [message] Сообщение
    [line] Вариант
    [note] Заметка
    [username] Имя пользователя
    [login] Имя пользователя или адрес электронной почты
    [email] Адрес электронной почты
    [password] Пароль
    [current_password] Текущий пароль
    [new_password] Новый пароль
    [name] Название
    [description] Описание
    [reason] Причина
    [text] Текст
    [q] Поиск
    [search] Поиск
    [opponent] Соперник
    [color] Цвет
    [start_number] Начальная позиция
    [time_control] Контроль времени
    [days_per_move] Дней на ход
    [increment_days] Добавка времени
    [max_days] Наибольший запас времени
    [time_zone] Часовой пояс
    [language] Язык
    [lang] Язык
    [vacation] Отпуск
    [max_vacation_days] Дни отпуска
    [start_date] Дата начала
    [end_date] Дата окончания
    [registration_deadline] Срок регистрации
    [min_players] Наименьшее число игроков
    [max_players] Наибольшее число игроков
    [min_rating] Наименьший рейтинг
    [max_rating] Наибольший рейтинг
    [tiebreaks] Дополнительные показатели
    [group_size] Размер группы
    [entry_password] Пароль для участия
    [dark_bishop] Чернопольный слон
    [light_bishop] Белопольный слон
    [queen] Ферзь
    [knight] Первый конь
    [second_knight] Второй конь
    [result] Результат
    [page] Страница
   *[other] { $label }
}
analysis-field-single-line = Поле «{ $label }» содержит недопустимый символ: переводы строк, табуляции и другие управляющие символы здесь использовать нельзя.
analysis-field-multi-line = Поле «{ $label }» содержит недопустимый символ: управляющие символы, кроме переводов строк и табуляций, здесь использовать нельзя.
analysis-field-direction = Поле «{ $label }» содержит недопустимый символ: символы смены, встраивания и изоляции направления текста (от U+202A до U+202E, от U+2066 до U+2069) здесь использовать нельзя.
analysis-form-unreadable = Не удалось прочитать форму. Вернитесь назад, обновите страницу и попробуйте ещё раз.
analysis-query-unreadable = В адресе есть параметр запроса, который эта страница не понимает.
# Отклонённый запрос профиля или списка.
analysis-page-number = Номер страницы должен быть целым числом от 1 до 100000.
analysis-result-filter = Фильтр результата должен быть «won», «drawn» или «lost» (или пустым для всех).
# Отклонённое сообщение в партии.
analysis-message-empty = Сначала напишите сообщение.
analysis-message-long = Сообщение может содержать не более 2000 символов.
analysis-message-control = Сообщение не может содержать управляющие символы.
# Страницы подтверждения сдачи и прерывания партии (без отмеченного флажка).
analysis-resign-title = Сдать партию?
analysis-resign-consequence = Сдача сразу завершает партию вашим поражением. Если ещё не оба игрока сделали ход, партия вместо этого прерывается: никто не выигрывает, и партия идёт не на рейтинг (турнирная партия сохраняет результат, но тоже не на рейтинг).
analysis-resign-tick = Я сдаю эту партию
analysis-resign-button = Сдаться
analysis-abort-title = Прервать партию?
analysis-abort-consequence = Прерванная партия заканчивается без результата, и рейтинг не меняется.
analysis-abort-tick = Прервать эту партию
analysis-abort-button = Прервать партию
# Доски с рокировкой на странице правил, для экранных дикторов.
analysis-rules-before = До рокировки: белый король на { $king }, ладья для рокировки на { $rook }
analysis-rules-after = После рокировки: { $description }
