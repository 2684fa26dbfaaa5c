## Компьютерный анализ завершённых партий (раздел страницы партии, отказы) и
## что даёт каждая начальная позиция (страницы позиций, таблица всех 960, профили).

computer-heading = Компьютерный анализ
computer-request = Запросить компьютерный анализ
computer-request-hint = Движок оценит каждую позицию этой завершённой партии.
computer-refused-running = Компьютер анализирует партию только после её окончания: помощь движка во время партии была бы нечестной игрой.
computer-refused-off = Компьютерный анализ на этом сервере отключён: движка на нём нет.
computer-refused-aborted = В прерванной партии нечего анализировать.
computer-refused-retry = Анализ этой партии недавно не удался. Запросить его снова можно через { $minutes ->
    [one] { $minutes } минуту
    [few] { $minutes } минуты
   *[many] { $minutes } минут
} после сбоя.
computer-refused-broken = Движок не может воспроизвести ходы этой партии, поэтому повторный запрос не поможет.
computer-refused-too-many = У вас уже { $max ->
    [one] { $max } анализ ждёт или идёт
    [few] { $max } анализа ждут или идут
   *[other] { $max } анализов ждут или идут
}: запросите этот, когда один из них закончится.
computer-queued = Ожидание движка: проанализировано { $done } из { $total ->
    [one] { $total } позиции
    [few] { $total } позиций
   *[many] { $total } позиций
}.
computer-running = Идёт анализ: { $done } из { $total ->
    [one] { $total } позиции
    [few] { $total } позиций
   *[many] { $total } позиций
}.
computer-failed = Анализ не удался: { $reason }. Позже будет сделана ещё одна попытка.
computer-reason-start = не удалось запустить движок
computer-reason-crashed = движок аварийно завершил работу
computer-reason-timeout = движок слишком долго думал над позицией
computer-reason-garbage = движок ответил что-то, что не похоже на ответ шахматного движка
computer-reason-game = не удалось воспроизвести ходы партии
computer-graph-label = График оценки: шансы белых на победу после каждого хода
computer-graph-caption = Шансы белых на победу после каждого хода (вверху — выигрывают белые, внизу — выигрывают чёрные). Каждая точка ведёт к своей позиции.
computer-graph-point = После { $move }: { $eval }
computer-accuracy = Точность
computer-marked-moves = Отмеченные ходы
computer-mark-inaccuracy = неточность
computer-mark-mistake = ошибка
computer-mark-blunder = грубая ошибка
computer-best-was = движок предпочёл { $best }
computer-no-marks = Ни один ход не снизил шансы своего игрока на победу на 10 пунктов или больше.

stats-heading = Результаты партий из этой позиции
stats-none = Здесь пока не завершилась ни одна партия из этой позиции.
stats-games = Сыграно партий
stats-white-wins = Победы белых
stats-draws = Ничьи
stats-black-wins = Победы чёрных
stats-average-length = Средняя длина
# $moves — число с одним знаком после точки (например, 41.5) или «–», поэтому «хода».
stats-average-length-value = { $moves } хода
stats-average-rating = Средний рейтинг
stats-latest = Последние партии
stats-bar-label = Победы белых { $white } %, ничьи { $draws } %, победы чёрных { $black } %
stats-all-link = Результаты всех 960 позиций
stats-table-heading = Результаты начальных позиций
stats-table-intro = Все начальные позиции, из которых здесь есть завершённые партии. Чтобы отсортировать таблицу, нажмите на заголовок столбца.
stats-position = Позиция
stats-rated-only = Только партии на рейтинг
stats-min-games = Наименьшее число партий
stats-min-error = Введите целое число партий, например 5.
stats-filter = Показать
stats-table-none = Пока ни у одной позиции нет столько завершённых партий.
stats-profile-heading = Начальные позиции
stats-profile-best-white = Лучшие позиции за белых
stats-profile-worst-white = Худшие позиции за белых
stats-profile-best-black = Лучшие позиции за чёрных
stats-profile-worst-black = Худшие позиции за чёрных
stats-profile-record = { $games ->
    [one] { $games } партия
    [few] { $games } партии
   *[many] { $games } партий
}, +{ $wins } ={ $draws } −{ $losses } ({ $score } %)

## Issue 45: the graph's legend, the evaluations table, the engine beside the board.
computer-done = Анализ завершён: движок оценил { $total } позиций.
computer-legend = Условные обозначения графика
computer-legend-white = Шансы белых на победу
computer-legend-black = Шансы чёрных на победу
computer-legend-point = ход (ведёт к своей позиции)
computer-evals-heading = Оценка после каждого хода
computer-col-move = Ход
computer-col-eval = Оценка
computer-col-best = Движок предпочёл
computer-engine-heading = Движок об этой позиции
computer-engine-eval = Оценка
computer-engine-best = Ход движка
computer-engine-no-move = нет, партия окончена
computer-engine-mated = мат
computer-engine-note = С точки зрения белых: + хорошо для белых, # — число ходов до мата.
computer-engine-more = Весь анализ
