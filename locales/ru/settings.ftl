## Страница настроек.

settings-title = Настройки
settings-logged-in-as = Вы вошли как
settings-not-confirmed = , ещё не подтверждён
settings-language = Язык
settings-language-label = Язык сайта и писем
settings-language-hint = На нём показываются страницы и приходят все письма.
settings-mail = Почта
settings-mail-moves = Писать мне, когда соперник сделает ход
settings-mail-each = после каждого хода
settings-mail-digest = раз в день: сводка партий, в которых мой ход
settings-mail-off = никогда (результаты партий всё равно приходят)
settings-digest-hour = Присылать ежедневную сводку в
settings-in-your-zone = по вашему времени
settings-digest-hint = В сводке перечислены все партии, где ваш ход, со сроками; в день, когда таких партий нет, письма не будет. Ответив на письмо о ходе, вы сделаете ход.
settings-remind = Напомнить, когда до срока хода останется
settings-hours = { $hours ->
    [one] { $hours } час
    [few] { $hours } часа
   *[many] { $hours } часов
}
settings-no-reminders = не напоминать
settings-time-zone = Часовой пояс
settings-show-times-in = Показывать время по поясу
settings-time-zone-hint = Место из списка, например Europe/Moscow или America/New_York. По нему считаются сроки, время ходов и время в письмах; ежедневная сводка приходит в выбранный час по этому поясу.
settings-board = Доска
settings-confirm-moves = Просить подтверждения хода, сделанного на доске, прежде чем он будет отправлен
settings-confirm-moves-hint = Без этого ход, сделанный на доске, отправляется сразу. Введённые с клавиатуры ходы всегда показываются перед отправкой, если на странице работают скрипты.
settings-auto-vacation-heading = Когда время истекает
settings-auto-vacation = Автоматически брать дни отпуска вместо проигрыша по времени
settings-auto-vacation-hint = Когда ваше время истекает, оформляется день вашего годового отпуска и партия продолжается — если у вас остались дни и турнир это разрешает.
settings-change-password = Сменить пароль
settings-current-password = Текущий пароль
settings-new-password = Новый пароль
settings-new-password-hint = Не меньше 10 символов. Ваши остальные сеансы будут завершены.
settings-change-email = Сменить адрес электронной почты
settings-new-email = Новый адрес электронной почты
settings-your-password = Ваш пароль
settings-new-email-hint = Мы пришлём ссылку на новый адрес; он вступит в силу, когда вы по ней перейдёте.
settings-api-tokens = Токены API
settings-tokens-intro-before = Личные токены доступа позволяют вашим скриптам, ботам и приложениям работать с
settings-tokens-intro-link = JSON API
settings-tokens-intro-after = от вашего имени. Каждый токен показывается один раз, при создании; храните его в секрете и отзовите, когда он станет не нужен.
settings-tokens-xfcc = Программы для игры по переписке (Scid, ChessBase, Fritz) могут играть здесь через Xfcc: укажите в них имя пользователя, токен в качестве пароля и адрес этого сайта с /xfcc в конце.
settings-new-token = Ваш новый токен
settings-new-token-once = ; он показывается только сейчас (скопируйте его):
settings-send-it-as = Передавайте его так:
settings-no-tokens = У вас нет токенов API.
settings-token-name = Имя
settings-token-created = Создан
settings-token-last-used = Последнее использование
settings-token-never = никогда
settings-revoke-tick = Отозвать { $name }
settings-revoke = Отозвать
settings-new-token-name = Имя нового токена
settings-new-token-name-hint = Для чего он нужен, например «мой бот».
settings-create-token = Создать токен
settings-your-data = Ваши данные
settings-your-data-text = Всё, что хранится о вас (учётная запись и настройки, рейтинг и его история, все партии с PGN, отправленные вами сообщения, заметки и условные варианты, отпуска и имена токенов API), одним файлом JSON:
settings-download-data = скачать мои данные
settings-delete-account = Удалить мою учётную запись
settings-saved-password = Пароль изменён. Ваши остальные сеансы завершены.
settings-saved-email = Мы отправили ссылку на новый адрес. Он вступит в силу, когда вы по ней перейдёте.
settings-saved-mail = Настройки писем и напоминаний сохранены.
settings-saved-board = Настройка доски сохранена.
settings-saved-auto-vacation = Настройка автоматического отпуска сохранена.
settings-saved-time-zone = Часовой пояс сохранён; время показывается по нему.
settings-saved-language = Язык сохранён; на нём будут страницы и письма.
settings-saved-token-revoked = Токен отозван; запросы с ним теперь отклоняются.
settings-saved-vacation = Отпуск оформлен. На время отпуска ваши часы останавливаются.
settings-saved-vacation-cancelled = Отпуск отменён или завершён; неиспользованные дни снова ваши.

vacation-heading = Отпуск
vacation-intro = Пока вы в отпуске, ваши часы стоят во всех ваших партиях (кроме партий без отпусков); соперники при этом могут ходить.
vacation-days-left = У вас осталось { $left } из { $allowance ->
    [one] { $allowance } дня
    [few] { $allowance } дней
   *[many] { $allowance } дней
} отпуска на
vacation-utc-days = Дни считаются целыми сутками по UTC.
vacation-none = Отпуск не запланирован.
vacation-span = с { $start } по { $end }
vacation-day-count = { $days ->
    [one] { $days } день
    [few] { $days } дня
   *[many] { $days } дней
}
vacation-on-now = , идёт сейчас
vacation-cancel-tick = Отменить
vacation-end-tick = Завершить сегодня
vacation-end-today = Завершить сегодня
vacation-first-day = Первый день
vacation-last-day = Последний день
vacation-book = Оформить отпуск
calendar-heading = Календарь
calendar-intro = Подпишитесь на сроки своих ходов в приложении-календаре. Адрес секретный: любой, у кого он есть, видит ваши сроки.
calendar-shown-once = Адрес вашего календаря; он показывается только сейчас (скопируйте его в приложение-календарь):
calendar-have-one = У вас уже есть адрес календаря. Он показывается только при создании: если он у вас не сохранился, создайте новый.
calendar-new-address = Создать новый адрес (старый перестанет работать)
calendar-make-address = Создать адрес моего календаря
calendar-summary = Срок хода: партия { $id } против { $opponent }
calendar-description = Срок вашего хода в партии { $id } против { $opponent } — { $due }.

## Удаление учётной записи.

delete-title = Удалить мою учётную запись
delete-intro = Удаление учётной записи нельзя отменить. При удалении:
delete-running-games = ваши текущие партии заканчиваются: в турнирах и командных матчах вам засчитывается техническое поражение (вы выбываете из турниров); в остальных партиях те, где ещё не оба игрока сделали ход, прерываются, а в прочих вы сдаётесь; соперники получают уведомление;
delete-challenges = ваши открытые вызовы и заявки на ещё не начавшиеся турниры отзываются;
delete-removed = отправленные вами сообщения, заметки, условные ходы, отпуска, сеансы и токены API удаляются, а ваш адрес освобождается для новой учётной записи;
delete-finished-games = ваши завершённые партии остаются у соперников, но ваше имя в них заменяется на «удалённый игрок» с номером.
delete-export-before = Возможно, сначала стоит скачать свои данные:
delete-export-link = скачать мои данные
delete-password = Ваш пароль
delete-confirm = Я понимаю: удалить мою учётную запись навсегда
delete-back = Назад к настройкам
deleted-title = Учётная запись удалена
deleted-heading = Ваша учётная запись удалена
deleted-gone = Ваша учётная запись и всё, что вы написали, удалены, и вы вышли с сайта. Спасибо за игру.
deleted-front-page = На главную страницу

## Подтверждение отзыва токена и завершения отпуска.

settings-revoke-confirm-title = Отозвать токен?
settings-revoke-confirm-consequence = Скрипты и приложения, которые им пользуются, с этого момента получат отказ.
settings-revoke-confirm-tick = Отозвать этот токен
settings-revoke-confirm-button = Отозвать
settings-vacation-cancel-title = Отменить или завершить отпуск?
settings-vacation-cancel-consequence = Ещё не начавшийся отпуск отменяется; идущий завершается сегодня, и с завтрашнего дня ваши часы снова идут. Неиспользованные дни снова ваши.
settings-vacation-cancel-tick = Отменить или завершить этот отпуск
settings-vacation-cancel-button = Отменить или завершить
settings-push = Уведомления на этом устройстве
settings-push-intro = Телефон или браузер может показывать уведомление, когда соперник сделал ход, предложил ничью или партия закончилась, — о тех же событиях, о которых вам приходят письма (если письма о ходах отключены, уведомлений о ходах тоже не будет).
settings-push-devices = { $count ->
    [0] Пока ни одно устройство не получает уведомления.
    [1] Уведомления получает одно устройство.
    [one] Уведомления получает { $count } устройство.
    [few] Уведомления получают { $count } устройства.
   *[many] Уведомления получают { $count } устройств.
}
settings-push-no-script = Для уведомлений нужен JavaScript, а в этом браузере он отключён.
settings-push-unsupported = Этот браузер не умеет получать push-уведомления.
settings-push-state-on = Этот браузер получает уведомления.
settings-push-state-off = Этот браузер не получает уведомлений.
settings-push-state-blocked = Уведомления от этого сайта заблокированы в настройках браузера.
settings-push-failed = Включить уведомления не удалось. Попробуйте ещё раз.
settings-push-subscribe = Включить уведомления
settings-push-unsubscribe = Отключить уведомления здесь
settings-saved-push = Теперь этот браузер получает уведомления.
settings-saved-push-off = Этот браузер больше не получает уведомлений.
settings-saved-calendar = Новый адрес календаря — ниже; он показывается только сейчас, старый больше не работает.
