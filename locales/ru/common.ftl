## Каркас страниц (навигация, подвал, баннер) и главная страница.

lang-name = Русский
skip-to-content = Перейти к содержимому
nav-main = Главное меню
nav-games = Мои партии
nav-games-badge = партии, в которых ваш ход
nav-challenges = Вызовы
nav-challenges-badge = вызовы, ждущие вашего ответа
nav-tournaments = Турниры
nav-players = Игроки
nav-draw-position = Случайная позиция
nav-admin = Администрирование
nav-logout = Выйти
nav-login = Войти
nav-signup = Регистрация
footer-rules = Правила шахмат Фишера
footer-positions = Все 960 позиций
footer-licence = corrchess — свободное программное обеспечение (AGPL-3.0-or-later)
footer-language = Язык
footer-language-switch = Сменить
language-unknown = Этот язык здесь недоступен; выберите English, Deutsch, Русский или Dansk.
banner-unverified = Пожалуйста, подтвердите адрес электронной почты: перейдите по ссылке из нашего письма. До тех пор вы можете осмотреться, но не можете предлагать и принимать партии.
banner-resend = Отправить письмо ещё раз

home-title = Шахматы Фишера по переписке
home-lead = Играйте в шахматы Фишера (Chess960) в своём темпе: дни на ход, новая начальная позиция в каждой партии, проверка каждого хода сервером и письмо, как только соперник сделал ход.
home-welcome-back = С возвращением, { $name }.
games-on-move = { $count ->
    [one] { $count } партия ждёт вашего хода
    [few] { $count } партии ждут вашего хода
   *[many] { $count } партий ждут вашего хода
}
home-no-game-on-move = Ни одна партия не ждёт вашего хода.
home-challenges-waiting = { $count ->
    [1] Вызов ждёт вашего ответа.
    [one] { $count } вызов ждёт вашего ответа.
    [few] { $count } вызова ждут вашего ответа.
   *[many] { $count } вызовов ждут вашего ответа.
}
home-offer-game = Предложить партию
home-open-challenges = Открытые вызовы
home-create-account = Создать учётную запись
home-how-it-works = Как это устроено
home-step-offer = Предложите партию или примите чужое предложение. Когда партия начинается, сервер выбирает одну из 960 начальных позиций.
home-step-move-before = Введите свой ход
home-step-move-castling = , или рокировку как ход короля на ладью, например
home-step-move-after = либо передвиньте фигуры мышью.
home-step-mail = Соперник получит письмо, и на ответ у него будет несколько дней.
home-new-to-960 = Впервые играете в шахматы Фишера? Прочитайте
home-rules-link = правила, прежде всего о рокировке
home-or = , или
home-draw-link = выберите случайную начальную позицию

yes = да
no = нет
save = Сохранить
cancel = Отмена
white = Белые
black = Чёрные

## Список игроков.

players-find = Найти игрока
players-find-placeholder = начало имени
players-search = Искать
players-leaderboard = Рейтинг-лист
players-leaderboard-rule = Игроки с установившимся рейтингом (отклонение рейтинга не больше 110), сыгравшие хотя бы одну партию на рейтинг за последние 365 дней.
players-nobody = Пока никого.
players-rank = Место
players-player = Игрок
players-rating = Рейтинг
players-last-game = Последняя партия на рейтинг
players-pages = Страницы рейтинг-листа
players-higher = Выше
players-page-of = Страница { $page } из { $pages }
players-lower = Ниже
players-names-starting = Имена, начинающиеся с «{ $search }»
players-none-found = Нет игроков, чьё имя так начинается.
players-back = Назад к рейтинг-листу
report-title = Пожаловаться на { $name }
report-thanks = Спасибо: администраторы получили вашу жалобу и рассмотрят её.
report-back = Назад к { $name }
report-intro = Администраторы читают каждую жалобу.
report-about-message = Жалоба касается выбранного вами сообщения; напишите, что с ним не так.
report-reason = Причина
report-choose = Выберите…
report-what = Что случилось
report-send = Отправить жалобу
report-limited = Вы отправили много жалоб за короткое время; администраторы их прочитают. Следующую можно будет отправить через { $minutes ->
    [1] минуту
    [one] { $minutes } минуту
    [few] { $minutes } минуты
   *[many] { $minutes } минут
}.
player-you-block = Вы заблокировали { $name }: вызовы и сообщения от этого игрока до вас не доходят.
player-unblock = Разблокировать
player-block = Заблокировать { $name }

## Страница профиля игрока.

profile-provisional = Предварительный рейтинг (RD { $rd }: после новых партий на рейтинг RD опустится ниже 110).
profile-rating = Рейтинг { $rating }, RD { $rd }.
profile-volatility-since = Волатильность { $volatility }. На сайте с { $since }.
profile-challenge = Вызвать этого игрока
profile-record = Статистика
profile-played = Сыграно
profile-won-col = Выигрыши
profile-drawn-col = Ничьи
profile-lost-col = Проигрыши
profile-all-games = Все партии
profile-as-white = Белыми
profile-as-black = Чёрными
profile-rating-history = История рейтинга
profile-chart-title = Рейтинг { $name } после { $count ->
        [1] последней партии на рейтинг
        [one] каждой из последних { $count } партии на рейтинг
        [few] каждой из последних { $count } партий на рейтинг
       *[many] каждой из последних { $count } партий на рейтинг
    } (числа — в таблице рядом)
profile-history-caption = Рейтинг после каждой партии на рейтинг, сначала самые старые
profile-date = Дата
profile-game-col = Партия
profile-rating-col = Рейтинг
profile-no-rated-game = Партий на рейтинг пока нет.
profile-current-games = Текущие партии ({ $count })
profile-none = Нет.
profile-game = Партия { $id }
profile-as-against = { $color } против
profile-deadline = срок { $when }
profile-white = белыми
profile-black = чёрными
profile-finished-games = Завершённые партии ({ $count })
profile-show = Показать
profile-filter-all = все
profile-won = выигрыш
profile-drawn = ничья
profile-lost = проигрыш
profile-aborted = прервана
profile-filter = Применить
profile-no-finished = Завершённых партий нет.
profile-no-finished-with-result = Нет завершённых партий с таким результатом.
profile-no-finished-on-page = На этой странице нет завершённых партий.
profile-ended = Дата окончания
profile-colour = Цвет
profile-opponent = Соперник
profile-result = Результат
profile-rating-change = Изменение рейтинга
profile-pages = Страницы завершённых партий
profile-newer = Более новые
profile-older = Более старые
profile-download-pgn = Скачать все завершённые партии (PGN)
profile-none-yet = Пока нет.
form-error-summary = Пожалуйста, исправьте:
players-provisional = Предварительные рейтинги
players-provisional-rule = Игроки, сыгравшие партию на рейтинг за последние 365 дней, чей рейтинг ещё не установился (отклонение рейтинга больше 110), по убыванию рейтинга; знак «?» отмечает предварительный рейтинг. Когда отклонение станет 110 или меньше, игрок попадёт в рейтинг-лист выше.

# <meta name="description"> of pages: what a search engine shows under the link.
meta-description-site = Шахматы Фишера (Chess960) по переписке: играйте в своём темпе, дни на ход, на сайте, по почте или в настольной программе.
meta-description-home = Играйте в Chess960 (шахматы Фишера) по переписке: вызывайте соперников, ходите в течение дней, участвуйте в турнирах и клубных матчах.
meta-description-game = { $white } против { $black }: партия Chess960 по переписке с доской, ходами и часами.
meta-description-player = { $name } на corrchess: рейтинг, партии и результаты в Chess960 по переписке.
meta-description-tournaments = Турниры Chess960 по переписке: открытая регистрация, идущие турниры и итоговые таблицы.
meta-description-tournament = { $name }: турнир Chess960 по переписке с участниками, партиями и таблицей.
meta-description-rules = Правила Chess960: 960 начальных позиций, рокировка и как здесь идут часы игры по переписке.
