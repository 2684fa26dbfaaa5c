## Отказы, которые сервисы возвращают как идентификаторы (см. docs/design/words.md), в словах.

error-not-organizer = Это может сделать только организатор этого турнира или администратор.
error-rating-out-of-range = Этот вызов для игроков { $range }; ваш рейтинг — { $rating }.
error-fields-invalid = Некоторые поля заполнены неверно.
refusal-delete-own-account = Свою учётную запись можно удалить только в настройках, введя пароль.
refusal-token-session-ended = Ваш сеанс завершён; войдите снова, чтобы создать токен.
refusal-challenge-accepted = Этот вызов уже принят.
refusal-challenge-declined = Этот вызов отклонён.
refusal-challenge-withdrawn = Этот вызов отозван.
refusal-challenge-own = Нельзя принять собственный вызов.
refusal-challenger-blocks = Автор вызова не принимает от вас вызовов.
refusal-challenge-decline-others = Отклонить вызов может только тот, кому он адресован.
refusal-challenge-not-open = Этот вызов больше не действует.
refusal-challenge-withdraw-others = Отозвать вызов может только его автор.
refusal-abort-too-late = Прервать партию можно только до того, как оба игрока сделали ход; вместо этого сдайтесь или предложите ничью.
refusal-suspend-self = Нельзя приостановить собственную учётную запись.
refusal-suspended-already = Эта учётная запись уже приостановлена.
refusal-not-suspended = Эта учётная запись не приостановлена.
refusal-time-ran-out = Ваше время истекло раньше, чем пришёл этот ход: партия проиграна по времени.
refusal-draw-time-ran-out = Ваше время истекло раньше, чем это пришло: партия проиграна по времени, а не закончена вничью.
refusal-draw-opponent-time-ran-out = Время соперника истекло раньше, чем это пришло: партия закончена по времени, а не вничью.
refusal-rematch-running = Партия ещё идёт; реванш можно предложить, когда она закончится.
refusal-player-registered = Этот игрок уже зарегистрирован.
refusal-player-not-registered = Этот игрок не зарегистрирован.
refusal-player-suspended = Учётная запись игрока { $name } приостановлена, играть он не может.
refusal-too-few-players = Турниру нужно не меньше { $min ->
    [one] { $min } участника
    [few] { $min } участников
   *[many] { $min } участников
}; зарегистрировано { $count }.
refusal-current-password-wrong = Текущий пароль неверен.
refusal-email-other-account = Этот адрес электронной почты принадлежит другой учётной записи.
refusal-email-taken = Этот адрес электронной почты уже занят.
refusal-enter-login = Введите имя пользователя или адрес электронной почты.
refusal-enter-password = Введите пароль.
refusal-message-long = Сообщение может содержать не более { $max ->
    [one] { $max } символа
    [few] { $max } символов
   *[many] { $max } символов
}.
refusal-no-such-vacation = У вас нет такого отпуска.
refusal-password-wrong = Неверный пароль.
refusal-reset-link-invalid = Эта ссылка для сброса пароля недействительна, уже использована или устарела. Запросите новую.
refusal-suspended = Эта учётная запись приостановлена администраторами: { $reason }
refusal-token-name-control = Имя токена не может содержать управляющие символы.
refusal-token-name-empty = Дайте токену имя, например по названию скрипта или приложения, которое будет им пользоваться.
refusal-token-name-long = Имя токена может содержать не более { $max ->
    [one] { $max } символа
    [few] { $max } символов
   *[many] { $max } символов
}.
refusal-vacation-end = Укажите последний день в виде даты (ГГГГ-ММ-ДД).
refusal-vacation-over = Этот отпуск уже закончился.
refusal-vacation-start = Укажите первый день в виде даты (ГГГГ-ММ-ДД).
refusal-new-password-short = Новый пароль должен содержать не меньше 10 символов.
refusal-new-password-long = Новый пароль слишком длинный.
refusal-vacation-ends-before = Последний день не может быть раньше первого.
refusal-vacation-past = Отпуск не может начинаться в прошлом.
refusal-vacation-overlaps = Этот отпуск пересекается с уже запланированным.
refusal-vacation-allowance = На это ушло бы { $wanted ->
    [one] { $wanted } день
    [few] { $wanted } дня
   *[many] { $wanted } дней
} отпуска в { $year } году, а из ваших { $allowance } у вас осталось только { $left }.
refusal-rated-band = с рейтингом от { $min } до { $max }
refusal-rated-min = с рейтингом { $min } и выше
refusal-rated-max = с рейтингом { $max } и ниже
refusal-rated-any = с любым рейтингом
refusal-delete-confirm = Поставьте флажок, чтобы подтвердить: удаление нельзя отменить.
refusal-draw-offer-stands = Ваше предложение ничьей уже в силе.
refusal-draw-offered-to-you = Соперник предложил ничью: примите или отклоните её.
refusal-draw-none-to-accept = Соперник не предлагал ничью, принимать нечего.
refusal-draw-none-to-decline = Соперник не предлагал ничью, отклонять нечего.
refusal-draw-claim-not-your-move = Потребовать ничью можно только в свой ход.
refusal-draw-nothing-to-claim = В этой позиции нельзя потребовать ничью: нет ни троекратного повторения, ни правила 50 ходов.
refusal-text = { $text }
error-unverified-page = Сначала подтвердите адрес электронной почты: перейдите по ссылке из нашего письма. Отправить его ещё раз можно из баннера вверху страницы.
refusal-time-zone-choose = Выберите часовой пояс из списка, например Europe/Moscow или America/New_York.
refusal-time-zone-unknown = Этот сервер пока не поддерживает такой часовой пояс; выберите соседний.
refusal-digest-hour = Выберите час от 0 до 23.
refusal-mail-option = Выберите один из предложенных вариантов.
refusal-reminder-option = Выберите одно из предложенных времён напоминания.
refusal-push-endpoint = Адрес подписки (endpoint) должен быть https://-адресом push-сервиса.
refusal-push-p256dh = Ключ подписки p256dh должен состоять из 65 байт в base64url (несжатая точка P-256).
refusal-push-auth = Секрет подписки auth должен состоять из 16 байт в base64url.
refusal-tc-moves = Число ходов за период должно быть целым, от { $min } до { $max }.
refusal-tc-period-days = Число дней в периоде должно быть целым, от { $min } до { $max }.
refusal-tc-double-after = Дни, после которых время считается вдвойне: целое число от { $min } до { $max } или пусто.
refusal-tc-silence = Дни для правила молчания: целое число от { $min } до { $max } или пусто.
refusal-gift-on-move = Сейчас ваш ход: добавить вам время может только соперник.
refusal-gift-twice = Вы уже добавили время на этот ход; снова это можно будет сделать после следующего хода.
refusal-gift-days = Добавьте от { $min } до { $max ->
    [one] { $max } дня
    [few] { $max } дней
   *[many] { $max } дней
}.
refusal-gift-tournament = Этот турнир не разрешает добавлять время.
