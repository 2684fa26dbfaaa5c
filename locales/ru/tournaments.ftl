## Турниры
tournaments-new = Новый турнир
tournaments-open = Открыта регистрация
tournaments-none-open = Сейчас ни на один турнир регистрация не открыта.
tournaments-players = от { $min } до { $max ->
    [one] { $max } игрока
    [few] { $max } игроков
   *[many] { $max } игроков
}
tournaments-players-exactly = { $count ->
    [one] { $count } игрок
    [few] { $count } игрока
   *[many] { $count } игроков
}
tournaments-started-by-organisers = начало — по решению организаторов
tournaments-registration-until = регистрация до { $deadline }
tournaments-running = Идут
tournaments-none-running = Сейчас не идёт ни один турнир.
tournaments-done = Завершённые и отменённые
tournaments-none-done = Пока нет.
tournament-status = Состояние:
tournament-started-by-hand = Турнир запускают организаторы вручную.
tournament-registration-closes = Регистрация закрывается { $deadline }; затем турнир начнётся, если записалось не меньше { $min ->
    [one] { $min } игрока
    [few] { $min } игроков
   *[many] { $min } игроков
}, а иначе будет отменён.
tournament-cancelled = Этот турнир отменён.
tournament-rounds = { $rounds ->
    [one] { $rounds } тур
    [few] { $rounds } тура
   *[many] { $rounds } туров
}
tournament-all-at-once = все партии всех туров начинаются одновременно, как обычно в заочных соревнованиях.
tournament-entry = Участие:
tournament-positions = Начальные позиции:
tournament-positions-drawn = Сервер выбирает их с помощью криптографического источника случайности при создании партий.
tournament-leave = Выйти из турнира
tournament-cannot-join = Вы не можете записаться:
tournament-entry-password = Пароль для участия (от организаторов)
tournament-join = Записаться на турнир
tournament-login-to-join = , чтобы записаться.
tournament-registered = Зарегистрированные игроки
tournament-nobody-joined = Пока никто не записался.
tournament-standings = Положение участников
tournament-place = Место
tournament-points = Очки
tournament-sb = Бергер
tournament-wins = Победы
tournament-direct = Личн.
tournament-games = Партии
tournament-replacing = вместо { $names }
tournament-withdrawn = вне турнира
tournament-results-deleted = , результаты аннулированы
tournament-crosstable = Турнирная таблица
tournament-crosstable-key = 1 — победа, ½ — ничья, 0 — поражение, · — партия идёт; результаты в скобках аннулированы из-за выбытия игрока.
tournament-advanced = проходит дальше
tournament-advanced-by-rating = (по рейтингу)
tournament-positions-used = Использованные начальные позиции
tournament-games-heading = Партии
tournament-round = Тур
tournament-position = Позиция
tournament-game-status = Состояние
tournament-group = Группа
tournament-group-n = Группа { $number }
tournament-adjudication = Присуждение:
tournament-download = Скачать:
tournament-all-games-pgn = все партии (PGN)
tournament-crosstable-csv = турнирную таблицу (CSV)
tournament-tiebreaks-order = Дополнительные показатели в таком порядке:
tournament-bracket = Сетка
tournament-bye = без соперника
tournament-group-games-on-page = Партии каждой группы перечислены на её странице (ссылки выше).
tournament-stage-n = Этап { $number }
tournament-the-final = финал
tournament-then-seeding = затем посев (рейтинг).
tournament-group-n-in-stage = группа { $number }
tournament-entry-limited = Слишком много неверных паролей для участия. Попробуйте снова через { $minutes ->
    [1] минуту
    [one] { $minutes } минуту
    [few] { $minutes } минуты
   *[many] { $minutes } минут
}.
tournament-use-every-game = каждая партия
tournament-use-stage = этап { $stage }
tournament-use-round = тур { $round }
tournament-use-pairing = { $a } – { $b }
tournament-use-stage-pairing = этап { $stage }: { $a } – { $b }
tournament-use-game = тур { $round }: { $white } – { $black }
tournament-notice-joined = Вы зарегистрированы: партии турнира придут вам по почте, когда он начнётся.
tournament-notice-left = Вы вышли из турнира.
