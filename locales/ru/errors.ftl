## Отказы, которые игрок видит в форме или на странице ошибки.

error-stale-ply = Позиция изменилась (сделано полуходов: { $current }). Посмотрите на партию ещё раз и примите решение заново.
error-no-such-game = Такой партии нет.
error-no-such-challenge = Такого вызова нет.
error-no-such-tournament = Такого турнира нет.
error-no-such-line = В этой партии у вас нет такого условного варианта.
error-no-such-player = Игрока с таким именем нет.
error-not-a-player = Это могут делать только игроки этой партии.
error-not-admin = Это только для администраторов.
error-unverified = Сначала подтвердите адрес электронной почты: перейдите по ссылке из нашего письма.
error-not-your-turn = Сейчас не ваш ход; дождитесь хода соперника.
error-not-running = Партия окончена; ходы и действия в партии больше невозможны.
error-move-form-ply = В форме нет позиции, в которой она была заполнена; обновите страницу и попробуйте ещё раз.
error-move-stale = После загрузки страницы партия продолжилась: вот текущая позиция. Ваш ход не сделан; проверьте его ниже и отправьте снова, если он ещё подходит.
# The heading of the box at the top of the game page that shows error-move-stale.
game-position-changed-heading = Позиция изменилась
error-title-not-found = Не найдено
error-title-not-allowed = Нет доступа
error-title-too-many = Слишком много попыток
error-title-busy = Сервер занят
error-title-bad-request = Неверный запрос
error-title-conflict = Конфликт
error-title-not-accepted = Не принято
error-title-internal = Что-то пошло не так
error-title-form-expired = Форма устарела
error-title-timeout = Время запроса истекло
error-title-too-large = Слишком большой объём
error-nothing-here = По этому адресу ничего нет.
error-internal = На нашей стороне что-то пошло не так. Вы тут ни при чём; попробуйте позже.
error-form-expired = Эта форма отправлена не с этого сайта или устарела. Вернитесь назад, обновите страницу и попробуйте ещё раз.
error-draw-action = Действие с ничьей должно быть offer, accept, decline или claim.
error-too-many-wait = Слишком много попыток. Попробуйте снова через { $wait }.
error-busy-wait = Сервер занят проверкой паролей. Ничего не изменено; попробуйте снова через { $wait }.
error-busy-bodies = Сервер сейчас принимает слишком много запросов сразу. Ничего не изменено; попробуйте снова через несколько секунд.
error-wait-seconds = { $n ->
    [one] { $n } секунду
    [few] { $n } секунды
   *[many] { $n } секунд
}
error-wait-minutes = { $n ->
    [one] { $n } минуту
    [few] { $n } минуты
   *[many] { $n } минут
}
error-organizers-only = Эта страница только для администраторов и организаторов.
error-admins-only = Эта страница только для администраторов.
error-timeout-page = Ваш запрос не успел прийти полностью. Попробуйте ещё раз.
error-form-too-large = Эта форма больше, чем принимает сайт. Сократите введённый текст и попробуйте ещё раз.
tournament-no-such-group = В этом турнире нет такого этапа или такой группы.
settings-token-unknown = У вас нет действующего токена API с таким номером.
onward-game = Вернуться к партии
onward-games = Ваши партии
onward-tournament = Вернуться к турниру
onward-tournaments = Все турниры
onward-challenges = Вызовы
onward-settings = Ваши настройки
onward-admin = Страница администрирования
onward-players = Все игроки
onward-positions = Все 960 позиций
onward-reset = Запросить новую ссылку для сброса
onward-match = Вернуться к матчу
onward-clubs = Все клубы
