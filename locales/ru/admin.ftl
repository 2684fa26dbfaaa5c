## Администрирование: учётные записи, жалобы, журнал действий и форма турнира.

## Страницы раздела администратора.
admin-title = Администрирование
admin-new-tournament = Новый турнир
admin-accounts = Учётные записи
admin-reports = Жалобы
admin-audit = Журнал действий
admin-mail-pending = Писем в очереди на отправку: { $count }
admin-mail-given-up = Писем, отправка которых прекращена (сервер отклонял их дольше 3 дней; см. { $column }, хранятся 30 дней): { $count }
admin-username = Имя пользователя
admin-email = Электронная почта
admin-confirmed = Подтверждена
admin-admin = Администратор
admin-organiser = Организатор
admin-joined = Регистрация
admin-account = Учётная запись
admin-state = Состояние
admin-view = управление
admin-take-organiser = Снять роль организатора
admin-make-organiser = Назначить организатором
admin-delete-tick = Удалить { $name }
admin-delete = Удалить
admin-search-label = Имя или адрес электронной почты начинается с
admin-search = Найти
admin-found = { $count ->
    [one] { $count } учётная запись
    [few] { $count } учётные записи
   *[many] { $count } учётных записей
}
admin-found-starting = { $count ->
    [one] { $count } учётная запись, начинающаяся с «{ $q }»
    [few] { $count } учётные записи, начинающиеся с «{ $q }»
   *[many] { $count } учётных записей, начинающихся с «{ $q }»
}
admin-suspended = приостановлена
admin-active = активна
admin-deleted = удалена
admin-previous = Назад
admin-next = Далее
admin-pages-accounts = Страницы списка учётных записей
admin-pages-reports = Страницы списка жалоб
admin-pages-audit = Страницы журнала действий
admin-user-title = { $name } (администрирование)
admin-public-profile = Открытый профиль
admin-not-confirmed = (не подтверждена)
admin-role = Роль
admin-role-admin = администратор
admin-role-player = игрок
admin-suspended-since = приостановлена с { $at }:
admin-actions = Действия
admin-lift = Снять приостановку
admin-suspend = Приостановить
admin-reason = Причина (уйдёт игроку письмом)
admin-running-games = Текущие партии игрока
admin-games-adjudicate = присудить: каждая засчитывается как проигранная игроком { $name }
admin-games-abort = прервать: без результата
admin-suspend-tick = Приостановить { $name }: вход и игра станут невозможны, все сеансы и токены будут завершены
admin-suspend-button = Приостановить учётную запись
admin-send-reset = Отправить письмо для сброса пароля
admin-time-losses = Поражений по времени за последние { $days } дн.: { $count }
admin-same-network = Регистрации из той же сети
admin-none-known = Не найдено.
admin-joined-on = дата регистрации: { $date }
admin-games = Партии (последние 100)
admin-no-games = Партий нет.
admin-game = Партия
admin-white = Белые
admin-black = Чёрные
admin-result = Результат
admin-ending = Окончание
admin-notice-suspended = Учётная запись приостановлена; игроку отправлено письмо с причиной.
admin-notice-unsuspended = Приостановка снята; игроку отправлено письмо.
admin-notice-reset = Письмо для сброса пароля отправлено игроку.
admin-audit-empty = Действий администраторов пока нет.
admin-when = Когда
admin-action = Действие
admin-target = Объект
admin-detail = Подробности
admin-newer = Более новые
admin-older = Более старые
admin-target-user = пользователь
admin-target-tournament = турнир
admin-target-report = жалоба
admin-reports-open = Открытые жалобы
admin-reports-closed = Закрытые жалобы
admin-no-open = Открытых жалоб нет.
admin-no-closed = Закрытых жалоб нет.
admin-report-heading = Жалоба № { $id }:
admin-report-by = Автор: { $name }, { $at }
admin-reported-message = Сообщение, на которое пожаловались:
admin-reported-message-in = Сообщение, на которое пожаловались, в
admin-game-link = партии { $id }
admin-message-removed = Сообщение, на которое пожаловались, удалено.
admin-closed-by = Закрыта { $at } (администратор: { $name }):
admin-note = Примечание (что сделано)
admin-close-report = Закрыть жалобу

## Действия в журнале.
admin-do-report-close = жалоба закрыта
admin-do-tournament-add-player = игрок добавлен
admin-do-tournament-adjudicate = результат партии присуждён
admin-do-tournament-cancel = турнир отменён
admin-do-tournament-create = турнир создан
admin-do-tournament-edit = турнир изменён
admin-do-tournament-remove-player = игрок удалён
admin-do-tournament-replace = игрок заменён
admin-do-tournament-start = турнир начат
admin-do-tournament-withdraw = игрок снят с турнира
admin-do-user-delete = учётная запись удалена
admin-do-user-organizer = назначение организатором
admin-do-user-organizer-revoke = роль организатора снята
admin-do-user-password-reset = отправлено письмо для сброса пароля
admin-do-user-suspend = учётная запись приостановлена
admin-do-user-unsuspend = приостановка снята

## Подтверждения действий администратора и организаторов.
admin-delete-title = Удалить эту учётную запись?
admin-delete-consequence = Текущие партии игрока завершатся (в турнирах и командных матчах — техническим поражением, остальные будут прерваны или засчитаны как сдача), его сообщения, заметки и сеансы будут удалены, а сыгранные партии останутся под именем «удалённый игрок». Это действие нельзя отменить.
admin-delete-confirm = Удалить эту учётную запись
admin-delete-button = Удалить учётную запись
admin-cancel-title = Отменить турнир?
admin-cancel-consequence = Турнир отменяется, а его участники получат об этом письмо.
admin-cancel-tick = Отменить этот турнир
admin-cancel-button = Отменить турнир
admin-start-title = Начать турнир сейчас?
admin-start-consequence = Регистрация закрывается, составляются пары и начинаются все партии первого тура.
admin-start-tick = Начать этот турнир сейчас
admin-start-button = Начать сейчас
admin-withdraw-title = Снять игрока с турнира?
admin-withdraw-consequence = Игрок { $name } выбывает из турнира; его оставшиеся партии оцениваются по правилу о выбывании.
admin-withdraw-tick = Снять этого игрока с турнира
admin-withdraw-button = Снять с турнира
admin-adjudicate-title = Присудить результат партии?
admin-adjudicate-consequence = Партия { $id } завершается с результатом { $result }; игроки увидят причину: { $reason }
admin-adjudicate-tick = Завершить эту партию с этим результатом
admin-adjudicate-button = Присудить
admin-not-ticked = Поставьте этот флажок, чтобы подтвердить; ничего не изменено.

## Отказы в действиях администратора и в жалобах.
admin-write-text = { $max ->
    [1] Напишите 1 символ.
    [one] Напишите от 1 до { $max } символа.
    [few] Напишите от 1 до { $max } символов.
   *[many] Напишите от 1 до { $max } символов.
}
admin-choose-games = Выберите, что будет с текущими партиями: присудить результат или прервать.
admin-choose-reason = Выберите причину.
admin-no-message = Такого сообщения нет.
admin-not-their-message = Это не сообщение этого игрока вам.
admin-report-abuse = Оскорбления или преследование
admin-report-cheating = Нечестная игра (использование движка, несколько учётных записей)
admin-report-spam = Спам
admin-report-other = Другое

## Форма турнира (администраторы и организаторы).
admin-tf-new = Новый турнир
admin-tf-edit = Изменить турнир
admin-tf-name = Название
admin-tf-description = Описание (необязательно)
admin-tf-format = Система
admin-tf-round-robin = круговая: каждая пара игроков встречается один раз
admin-tf-double = двухкруговая: каждая пара играет обоими цветами
admin-tf-groups = группы: лучшие в каждой группе выходят в следующий этап (до 256 игроков)
admin-tf-knockout = на выбывание: матчи с посевом по рейтингу, победитель проходит дальше (от 2 до 256 игроков)
admin-tf-groups-legend = Группы (для групповой системы)
admin-tf-group-size = Наибольшая группа (от 3 до 16 игроков; группы выравниваются и сеются по рейтингу змейкой)
admin-tf-group-double = в каждой группе играется двухкруговой турнир
admin-tf-advance = Сколько игроков выходит из каждой группы
admin-tf-ties-tiebreak = равенство на границе выхода: решают дополнительные показатели
admin-tf-ties-all = равенство на границе выхода: выходят все, у кого столько же очков
admin-tf-final-rr = затем финал по круговой системе
admin-tf-final-double = затем двухкруговой финал
admin-tf-final-groups = затем снова группы, пока не останется одна группа
admin-tf-knockout-legend = На выбывание (для системы на выбывание)
admin-tf-games-2 = 2 партии в матче (одна пара партий: одна позиция, цвета меняются)
admin-tf-games-4 = 4 партии в матче (две пары партий)
admin-tf-tiebreak-pairs = Число пар дополнительных партий при равном счёте в матче, каждая из новой позиции (затем проходит игрок с более высоким посевом)
admin-tf-vacation = отпуск разрешён (пока игрок в отпуске, часы стоят)
admin-tf-give-time = игроки могут добавлять сопернику время (от 1 до 7 дней, не чаще раза за ход)
admin-tf-vacation-cap = Наибольшее число дней отпуска, учитываемых в партиях этого турнира, на игрока (необязательно, от 0 до 365; сверх них часы идут и во время отпуска)
admin-tf-rated = на рейтинг
admin-tf-tiebreaks = Дополнительные показатели после очков, по порядку, через запятую: sb (коэффициент Зонненборна — Бергера), wins (число побед, Баумбах), direct (личная встреча), koya (коэффициент Койя), rating (рейтинг)
admin-tf-positions = Начальные позиции
admin-tf-policy-tournament = одна случайная позиция на весь турнир
admin-tf-policy-stage = одна на этап (группы)
admin-tf-policy-round = одна на тур
admin-tf-policy-pairing = одна на пару (обе партии пары в двухкруговом турнире, цвета меняются)
admin-tf-policy-game = новая случайная для каждой партии
admin-tf-policy-fixed = номер ниже
admin-tf-start-number = Номер начальной позиции для варианта «номер ниже» (от 0 до 959)
admin-tf-min-players = Наименьшее число игроков (от 3 до 16; в группах до 256; на выбывание от 2)
admin-tf-max-players = Наибольшее число игроков (от 3 до 16; в группах и на выбывание до 256)
admin-tf-entry = Условия участия (необязательно)
admin-tf-min-rating = Наименьший рейтинг для участия
admin-tf-max-rating = Наибольший рейтинг для участия
admin-tf-min-games = Сколько сыгранных партий на рейтинг нужно игроку
admin-tf-password = Пароль для участия (необязательно: игроки вводят его при записи)
admin-tf-password-edit = Пароль для участия (игроки вводят его при записи; пустое поле оставляет текущий)
admin-tf-remove-password = убрать пароль для участия
admin-tf-deadline = Срок регистрации, в вашем часовом поясе ({ $zone }) (необязательно; пусто: начать вручную)
admin-tf-deadline-hint = В этот срок турнир начинается или отменяется, если записалось меньше минимального числа игроков.
admin-tf-save = Сохранить
admin-tf-one-game-final = Финал этого турнира может оказаться одной партией между двумя игроками, и многое решит цвет. Двухкруговой финал (две партии со сменой цвета) или больше проходящих из каждой группы этого избегают. Сохраните ещё раз, чтобы оставить настройки как есть.

## Ошибки полей формы турнира.
admin-tfe-name = Дайте турниру название длиной от 1 до { $max ->
    [one] { $max } символа
    [few] { $max } символов
   *[many] { $max } символов
}.
admin-tfe-description = Описание может содержать не более { $max ->
    [one] { $max } символа
    [few] { $max } символов
   *[many] { $max } символов
}.
admin-tfe-format = Выберите круговую, двухкруговую, групповую систему или систему на выбывание.
admin-tfe-fair-play = Выберите правило сайта, запрет движков или разрешение движков.
admin-tfe-group-size = Размер группы должен быть целым числом от { $min } до { $max }.
admin-tfe-advance = Из каждой группы выходит хотя бы один игрок и меньше, чем размер группы.
admin-tfe-ties = Выберите, решают ли на границе выхода дополнительные показатели или выходят все с равным числом очков.
admin-tfe-final = Выберите финал по круговой системе, двухкруговой финал или снова группы.
admin-tfe-games = В матче 2 или 4 партии (пары из одной позиции, цвета меняются).
admin-tfe-tiebreak-pairs = Разрешите от 0 до { $max ->
    [one] { $max } пары
    [few] { $max } пар
   *[many] { $max } пар
} дополнительных партий.
admin-tfe-vacation-cap = Укажите наибольшее число учитываемых дней отпуска целым числом от 0 до 365 или оставьте поле пустым, чтобы не ограничивать.
admin-tfe-start-number = Для заданной позиции укажите её номер от 0 до 959.
admin-tfe-policy = Выберите, как разыгрываются начальные позиции.
admin-tfe-min-players = Наименьшее число должно быть целым от { $min } до { $max }.
admin-tfe-max-players = Наибольшее число должно быть целым от { $min } до { $max }.
admin-tfe-max-below-min = Наибольшее число не может быть меньше наименьшего.
admin-tfe-optional-number = Укажите целое число от 0 до { $max } или оставьте поле пустым.
admin-tfe-rating-band = Наибольший рейтинг не может быть ниже наименьшего.
admin-tfe-password = Пароль для участия может содержать не более { $max ->
    [one] { $max } символа
    [few] { $max } символов
   *[many] { $max } символов
}.
admin-tfe-registered = { $count ->
    [one] Уже записан { $count } игрок; сначала удалите кого-то или разрешите больше.
    [few] Уже записаны { $count } игрока; сначала удалите кого-то или разрешите больше.
   *[many] Уже записано { $count } игроков; сначала удалите кого-то или разрешите больше.
}
admin-tfe-tiebreak-unknown = «{ $name }» не является дополнительным показателем; используйте sb, wins, direct, koya или rating.
admin-tfe-tiebreak-twice = Показатель { $name } указан дважды.
admin-tfe-deadline-past = Срок регистрации должен быть в будущем.
admin-tfe-deadline = Укажите срок в виде ГГГГ-ММ-ДД или ГГГГ-ММ-ДДTЧЧ:ММ (в вашем часовом поясе) или оставьте поле пустым, чтобы начать вручную.
admin-report-yourself = Нельзя пожаловаться на самого себя.
admin-report-closed-already = Эта жалоба уже закрыта.
admin-no-such-report = Такой жалобы нет.
admin-block-yourself = Нельзя заблокировать самого себя.
admin-tf-started = Турнир уже начался или закончился; его настройки больше нельзя изменить.
admin-choose-game = Выберите партию этого турнира.

## Раздел организатора на странице турнира.
admin-org-heading = Организатор
admin-org-edit = Изменить
admin-org-start-tick = Начать сейчас
admin-org-needs-players = Для начала турнира нужно игроков: { $min }; записалось: { $count }.
admin-org-cancel-tick = Отменить турнир
admin-org-add = Добавить игрока (имя пользователя)
admin-org-add-button = Добавить
admin-org-remove = Удалить игрока (имя пользователя)
admin-org-remove-button = Удалить
admin-org-adjudicate = Присудить результат текущей партии
admin-org-round = Тур { $round }:
admin-org-reason = Причина (её увидят игроки)
admin-org-withdraw = Снять игрока с турнира (имя пользователя)
admin-org-replace = Заменить игрока (имя пользователя)
admin-org-replace-by = на (имя пользователя)
admin-org-replace-button = Заменить
admin-withdraw-not-running = Снять или заменить можно только игроков идущего турнира (до начала их удаляют).
admin-adjudicate-ended = Эта партия уже закончилась.
admin-no-player-called = Игрока с именем «{ $name }» нет.
admin-not-playing = { $name } не играет в этом турнире.
admin-withdrawn-already = Игрок { $name } уже выбыл из турнира.
admin-already-playing = { $name } уже участвует в этом турнире.
admin-adjudicate-result = Выберите 1-0, 0-1 или 1/2-1/2.
admin-adjudicate-reason = Укажите игрокам причину длиной от 1 до { $max ->
    [one] { $max } символа
    [few] { $max } символов
   *[many] { $max } символов
}.
