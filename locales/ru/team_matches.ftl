# Командные матчи между клубами (issue 34).
match-status-proposed = вызов отправлен, ждёт ответа
match-status-registration = открыт для записи
match-status-running = идёт
match-status-finished = завершён
match-status-declined = отклонён
match-status-aborted = прерван
match-start-per-board = Своя случайная начальная позиция на каждой доске
match-start-one = Одна случайная начальная позиция на весь матч
match-start-number = Начальная позиция № { $number } на всех досках
match-start-chosen = Выбранная начальная позиция
match-reason-declined = Вызванный клуб отклонил вызов.
match-reason-not-accepted = Вызванный клуб не принял вызов до окончания регистрации.
match-reason-too-few = К окончанию регистрации { $boards ->
        [one] была занята только { $boards } доска
        [few] были заняты только { $boards } доски
       *[many] было занято только { $boards } досок
    }; для матча нужно не меньше двух.
match-refuse-opponent = Укажите клуб, который вы вызываете (его адрес, как в /clubs/name).
match-refuse-boards = Число досок должно быть от 2 до 100; для открытого матча оставьте поле пустым.
match-refuse-days = Регистрация должна быть открыта от 1 до 60 дней.
match-refuse-no-club = Клуба «{ $slug }» нет.
match-refuse-no-match = Такого командного матча нет.
match-refuse-status = { $status ->
        [proposed] Этот матч ещё ждёт ответа вызванного клуба.
        [registration] На этот матч сейчас идёт запись.
        [running] Этот матч уже начался.
        [finished] Этот матч уже завершён.
        [declined] От этого матча отказались.
       *[aborted] Этот матч отменён.
    }
match-refuse-deadline = Срок регистрации на этот матч истёк.
match-refuse-not-admin = Это может сделать только администратор клуба.
match-refuse-self = Клуб не может вызвать сам себя.
match-refuse-no-opponent = Открытого клуба с таким названием нет.
match-refuse-not-member = Записаться на этот матч могут только участники двух клубов.
match-refuse-signed-up = Вы уже записались на этот матч: каждый игрок играет только за одну сторону.
match-refuse-not-signed-up = Вы не записаны на этот матч.
match-refuse-too-few = Для начала каждой стороне нужно не меньше двух игроков (сейчас { $home } и { $away }).
match-mail-page = Страница матча
match-mail-challenge-subject = corrchess: { $home } вызывает { $away } на командный матч
match-mail-challenge-body = { $admin } из клуба { $home } вызывает { $away } на командный матч. Как администратор клуба { $away } вы можете принять или отклонить вызов на странице матча.
match-mail-terms = Условия: { $layout }; { $clock }; { $rated }.
match-mail-accepted-subject = corrchess: { $away } принимает вызов на командный матч
match-mail-accepted-body = { $away } принимает вызов на командный матч против { $home }. Участники обоих клубов теперь могут записаться.
match-mail-aborted-subject = corrchess: командный матч { $home } — { $away } не начался
match-mail-started-subject = corrchess: командный матч { $home } — { $away } начался
match-mail-started-body = Командный матч { $home } — { $away } начался. Вы играете на доске { $board }: две партии из одной и той же позиции, по одной каждым цветом.
match-mail-game = { $color ->
        [white] Белыми
       *[black] Чёрными
    } против { $opponent }, начальная позиция № { $number }
match-mail-finished-subject = corrchess: командный матч { $home } — { $away } завершён
match-mail-finished-body = Командный матч завершён: { $home } — { $home_score }, { $away } — { $away_score }.
match-mail-reminder-subject = corrchess: последний день записи на матч { $home } — { $away }
match-mail-reminder-body = Регистрация на командный матч { $home } — { $away } закроется меньше чем через сутки, а вы ещё не записались.
match-new-title = Вызвать другой клуб
match-opponent = Клуб, который вы вызываете
match-rating-range = Диапазон рейтинга игроков (необязательно)
match-opponent-hint = Начните вводить его название для поиска; адрес (как в /clubs/name) тоже подойдёт.
match-boards = Доски
match-boards-hint = От 2 до 100; оставьте поле пустым для открытого матча (досок будет столько, сколько заполнит меньшая сторона).
match-registration-days = Сколько дней открыта запись
match-send-challenge = Отправить вызов
match-notice-signed = Вы записались.
match-notice-withdrawn = Вы вышли из матча.
match-notice-accepted = Вы приняли вызов: участники теперь могут записываться.
match-notice-declined = Вы отклонили вызов на матч.
match-notice-started = Матч начался.
match-terms-boards = { $boards ->
        [one] { $boards } доска
        [few] { $boards } доски
       *[many] { $boards } досок
    }
match-terms-open = Открытый: досок столько, сколько заполнит меньшая сторона
match-terms-rated = На рейтинг
match-terms-unrated = Не на рейтинг
match-game-on-move = идёт, ходит { $name }
match-game-aborted = прервана
match-status = Состояние:
match-score = Счёт в очках за партии:
match-deadline = Регистрация закрывается { $deadline }.
match-accept = Принять вызов
match-decline = Отклонить
match-sign-up = Записаться
match-withdraw = Выйти из матча
match-start = Начать матч сейчас
match-boards-heading = Доски
match-col-board = Доска
match-col-position = Позиция
match-col-games = Партии
match-game-home-colour = { $color ->
        [white] Хозяева белыми
       *[black] Хозяева чёрными
    }
match-sign-ups = Записавшиеся
match-nobody-signed = Пока никто не записался.
match-reserve = запасной
api-ep-post-team-match = Вызывает другой клуб на командный матч; вызывающий должен быть администратором клуба.
api-ep-team-match = Один командный матч: состояние, счёт в очках за партии, доски с их двумя партиями.
api-ep-accept-team-match = Принимает вызов, адресованный клубу вызывающего (только его администраторы): открывается регистрация.
api-ep-sign-up-team-match = Записывает вызывающего за сторону его клуба (член обоих клубов указывает её параметром `side`).
api-ep-start-team-match = Начинает матч сейчас (администратор любого из двух клубов; каждой стороне нужно не меньше двух игроков).
match-club-record = Итоги: победы — { $won }, ничьи — { $drawn }, поражения — { $lost }; очки за партии { $for } : { $against }.
match-decline-confirm-title = Отклонить вызов на командный матч?
match-decline-confirm-consequence = Матч закончится, не начавшись, а на его странице будет указано, что ваш клуб отклонил вызов.
match-decline-confirm-tick = Отклонить этот вызов
match-decline-confirm-button = Отклонить
match-refuse-abort = Партию командного матча нельзя прервать: она идёт в зачёт обоих клубов. Если нужно, сдайте её.
match-reason-club-closed = Администраторы сайта закрыли один из клубов до начала матча.
match-refuse-club-closed = Клуб «{ $club }» закрыт: он не участвует в новых действиях командных матчей.
match-club-closed-note = Клуб «{ $club }» закрыт администраторами сайта: этот матч не принимает вызовов, ответов и записей и будет отменён при старте.
match-notice-aborted = Матч не начался: один из его клубов закрыт.
match-refuse-pending = Вызов между этими двумя клубами уже ждёт ответа: дождитесь его или его срока.
match-refuse-choose-side = Вы состоите в обоих клубах: выберите сторону, за которую играете (игрок играет только за одну сторону).
match-choose-side-note = Вы состоите в обоих клубах. Игрок играет только за одну сторону: выберите свою.
match-sign-up-for = Записаться за «{ $club }»
