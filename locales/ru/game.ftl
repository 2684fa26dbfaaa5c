## Страница партии.

game-heading = Партия { $id }:
game-white-small = белые
game-black-small = чёрные
game-versus = против
game-next-waiting = Следующая партия ждёт вашего хода:
game-next-link = партия { $id } против { $opponent }
game-next-deadline = , ваш срок — { $deadline }
game-status-label = Состояние
game-your-move = Ваш ход
game-on-move = Ход за { $name }
game-deadline = Срок:
game-rating-changes = Изменения рейтинга:
game-draw-offer-label = Предложение ничьей
game-opponent-offers-draw = Соперник предлагает ничью.
game-accept-draw = Принять ничью
game-decline-draw = Отклонить
game-my-draw-offer = Ваше предложение ничьей действует, пока соперник не ответит или не сделает ход.
game-adjudicated = Результат присуждён организаторами:
game-board-label = Доска
game-replay-label = Просмотр партии по ходам
game-first = В начало
game-previous = Назад
game-next = Вперёд
game-last = В конец
game-current-position = Текущая позиция
game-after-move = После { $move }
game-earlier-position = Это одна из предыдущих позиций.
game-back-to-current = Вернуться к текущей позиции
game-to-make-your-move = , чтобы сделать ход
game-move-section-label = Ваш ход и действия
game-promote-to = Превратить в:
game-play = Сделать ход
fair-play-legend = Честная игра
fair-play-choice-site = правило сайта
fair-play-choice-no-engines = без помощи движков и эндшпильных баз во время партий (как на lichess)
fair-play-choice-engines = движки и эндшпильные базы разрешены (как в ICCF)
fair-play-no-engines = без помощи движков и эндшпильных баз во время партии; компьютерный анализ — после её окончания
fair-play-engines = во время партии можно пользоваться движками и эндшпильными базами, как в ICCF
fair-play-by-site = правило сайта
fair-play-by-tournament = правило этого турнира
fair-play-line = Честная игра: { $rule } ({ $whose }).
game-castle-instead = Рокировать вместо этого
game-type-like = Вводите ход так:
game-type-castle = ; для рокировки пойдите королём на свою ладью (например,
game-board-castle = На доске рокировка делается ходом короля на его поле рокировки или на ладью.
game-castling-link = Как делается рокировка в шахматах Фишера (Chess960)
game-all-legal-moves = { $count ->
    [1] Единственный возможный ход
    [one] Все { $count } возможный ход
    [few] Все { $count } возможных хода
   *[many] Все { $count } возможных ходов
}
game-message-optional = Сообщение сопернику (необязательно)
game-offer-draw-with-move = Предложить ничью вместе с этим ходом
game-play-move = Сделать ход
game-you-entered = Вы ввели:
game-actions = Действия
game-offer-draw = Предложить ничью
game-claim-draw = Потребовать ничью
game-abort-tick = Прервать
game-abort = Прервать партию
game-resign-tick = Я сдаюсь
game-resign = Сдаться
game-moves = Ходы
game-no-moves = Ходов пока нет.
game-times-in = Время указано по часовому поясу { $zone }
game-change = изменить
game-number-short = №
game-download-pgn = Скачать PGN
game-record-link = Проверяемая запись
game-record-head = запись { $seq }, { $hash }…
game-record-receipt = Запись: { $head }
game-record-broken = Запись этой партии нарушена на записи { $entry }: сохранённый ход партии больше не совпадает с записанным.
game-rematch = Реванш
game-rematch-hint = те же условия и позиция, цвета меняются
game-about = Об этой партии
game-round-of = Тур { $round } турнира
game-start-position = Начальная позиция
position-number = № { $number }
game-no-vacation = без отпусков
game-rated = на рейтинг
game-unrated = не на рейтинг
game-messages = Сообщения
game-no-messages = Сообщений пока нет; их видите только вы двое.
game-write-to-opponent = Написать сопернику
game-send-message = Отправить сообщение
game-board-title = Позиция после { $ply ->
    [one] { $ply } полухода
    [few] { $ply } полуходов
   *[many] { $ply } полуходов
}, вид со стороны { $side ->
    [white] белых
   *[black] чёрных
}
game-running = Партия идёт.
game-aborted-no-result = Партия прервана; результата у неё нет.
game-result = Результат { $result }: { $how }.
game-last-move = Последний ход: { $move }
game-last-move-castling = Последний ход: { $move } (рокировка: { $castling })
span-minutes = { $minutes } мин
span-hours = { $hours } ч { $minutes } мин
span-days = { $days } дн. { $hours } ч
time-is-up = время истекло
time-left = осталось { $span }
clock-on-move = ходит, осталось { $span }
clock-next-move = { $span } на следующий ход
vacation-until = в отпуске до { $end }
vacation-until-clock-runs = в отпуске до { $end } (в этой партии отпуск не предусмотрен: часы идут)
game-notice-played = Ваш ход { $move } сделан.
game-notice-already = Этот ход уже записан (форма была отправлена дважды).
game-notice-declined = Вы отклонили предложение ничьей.
game-notice-resigned = Вы сдались.
game-notice-aborted = Партия прервана.
game-notice-message = Ваше сообщение отправлено.
game-with-move = с ходом { $move }

## Мои партии.

games-game = Партия { $id }
games-against = против
games-you-play = вы играете { $color ->
    [white] белыми
   *[black] чёрными
}
games-you-played = вы играли { $color ->
    [white] белыми
   *[black] чёрными
}
games-deadline = срок { $deadline }
games-their-deadline = срок соперника { $deadline }
games-waiting = Ждут хода соперника
games-none = Нет.
games-finished = Завершённые
games-filter-all = все
games-filter-won = выигранные
games-filter-lost = проигранные
games-filter-drawn = ничьи
games-filter-aborted = прерванные
games-filter = Применить
games-no-finished = Завершённых партий нет.
games-no-finished-result = Нет завершённых партий с таким результатом.
games-outcome = { $outcome ->
    [won] выигрыш
    [lost] проигрыш
    [draw] ничья
    [aborted] прервана
   *[other] { $outcome }
}
games-page-label = Завершённые партии, страница { $page }
games-newer = Более новые партии
games-page = Страница { $page }
games-older = Более старые партии

## Мини-доски на странице «Мои партии» и на главной.

grid-heading = Обзор ваших партий
grid-heading-on-move = Партии, ждущие вашего хода
grid-their-move = Ход соперника
grid-empty = Текущих партий пока нет: предложите партию или примите открытый вызов.
grid-tournament-round = { $name }, тур { $round }

game-report = Пожаловаться

## Сообщение игроку, который заблокировал автора.

game-message-refused = { $name } не принимает от вас сообщений; оставьте поле сообщения пустым.
game-notice-drawn = Партия закончилась вничью.
game-notice-draw-accepted = Вы приняли предложение ничьей: партия закончилась вничью.
game-notice-draw-claimed = Вы потребовали ничью: партия закончилась вничью.
game-notice-line-saved = Ваш условный вариант сохранён.
game-notice-line-deleted = Условный вариант удалён.
game-notice-note-saved = Ваша заметка сохранена.
clock-period = осталось { $days ->
    [one] { $days } день
    [few] { $days } дня
   *[many] { $days } дней
} на { $moves ->
    [one] { $moves } ход
    [few] { $moves } хода
   *[many] { $moves } ходов
} (до { $to }-го хода)
time-left-silence = осталось { $span }: правило молчания ({ $days ->
    [one] { $days } день
    [few] { $days } дня
   *[many] { $days } дней
} без хода) сработает раньше, чем истечёт время на часах
game-give-time-label = Сколько дней добавить сопернику (от 1 до 7, один раз за ход):
game-give-time = Добавить время
game-notice-time-given = Сопернику добавлено время, и он получил об этом письмо.
clock-forecast = Если { $name } сохранит свой темп ({ $pace } на ход за { $count ->
    [1] последний ход
    [one] последний { $count } ход
    [few] последние { $count } хода
   *[many] последние { $count } ходов
}), { $to }-й ход придётся на { $reached }; контроль времени даёт срок до { $allowed }.
clock-forecast-loses = Внимание: в таком темпе время истечёт раньше { $to }-го хода.
push-prompt-text = Получайте уведомление, когда ваш ход: этот телефон или браузер сообщит вам, даже если письма о ходах отключены.
push-prompt-on = Включить уведомления
push-prompt-dismiss = Нет, спасибо
push-prompt-busy = Подписка…
push-prompt-done = Готово: этот браузер сообщит вам, когда ваш ход.
push-prompt-refused = Браузер запретил уведомления для этого сайта. Их можно разрешить в настройках сайта в браузере.
push-prompt-unsupported = Этот браузер не может получать push-уведомления.
push-prompt-failed = Не удалось включить уведомления. Попробуйте ещё раз.
