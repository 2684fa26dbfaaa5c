## Письма: общая рамка и сами письма.

mail-replies-not-read = Ответы на это письмо не читаются: делайте ход на сайте.
mail-answer-by-mail = Ответ по почте: ответьте на это письмо, написав в первой строке свой ход так же, как на сайте (Кf3, exd5, O-O, e2e4). Строки ниже дойдут до соперника как сообщение; строка «draw» (или «remis») сразу под ходом добавляет к нему предложение ничьей. Ответ из одного слова «draw» (или «remis») принимает предложение ничьей соперника или, если его нет, делает своё.
mail-signature = corrchess, шахматы Фишера по переписке
mail-preferences = Настройки писем
mail-turn-off = Отключить { $what }
mail-why = Вы получили это письмо, потому что у вас есть учётная запись на corrchess.
unsubscribe-moves = письма о ходах соперников
unsubscribe-reminders = напоминания о приближении сроков

mail-game-subject = corrchess: партия { $id }, { $white } — { $black }
mail-hello = Здравствуйте, { $name }!
mail-move-played = Соперник { $opponent } сделал ход { $move }
mail-in-game = в партии { $id }
mail-your-move = Ваш ход.
mail-move-answered = На ваш ход { $mine } соперник { $opponent } ответил ходом
mail-conditional-explained = это условный ход, подготовленный заранее и сделанный сразу после вашего хода.
mail-your-deadline = Ваш срок
mail-message-from = Сообщение от { $name }
mail-play-your-move = Сделать ход
mail-verify-subject-new = corrchess: добро пожаловать! Подтвердите адрес электронной почты
mail-verify-subject = corrchess: подтвердите новый адрес электронной почты
mail-verify-welcome = Добро пожаловать на corrchess! Подтвердите, пожалуйста, адрес электронной почты,
mail-verify-new-address = Подтвердите, пожалуйста, новый адрес электронной почты,
mail-verify-by-link = открыв эту ссылку:
mail-verify-once = Ссылка действует один раз и в течение 7 дней.
mail-verify-until = Пока адрес не подтверждён, вы можете осмотреться, но не можете предлагать и принимать партии.
mail-verify-button = Подтвердить адрес электронной почты
mail-copy-link = Или скопируйте эту ссылку в браузер:
mail-ignore = Если вы этого не запрашивали, просто не обращайте внимания на это письмо.
verdict-aborted = Партия прервана и не засчитывается
verdict-draw = Ничья
verdict-won = Вы выиграли
verdict-lost = Вы проиграли
verdict-none = Результата у неё нет
# The result of an aborted game in its end mail and push, where PGN writes "*".
result-aborted = прервана
mail-over-game = Партия { $id }
mail-over-ended = завершилась: { $result }.
mail-over-how = Как она закончилась
mail-over-rating = Ваш рейтинг изменился на { $change }.
mail-over-the-game = Партия
mail-over-see = Посмотреть партию
mail-started = Партия { $id } против { $opponent } началась
mail-started-position = начальная позиция № { $number }
mail-started-you-white = Вы играете белыми, так что ход за вами.
mail-challenge-received = { $challenger } (рейтинг { $rating }) вызывает вас на партию в шахматы Фишера (Chess960)
mail-note-from = Примечание от { $name }
mail-accept-or-decline-here = Принять или отклонить вызов можно здесь
mail-accept-or-decline = Принять или отклонить вызов
mail-challenge-accepted = { $opponent } принимает ваш вызов: партия { $id } началась
mail-your-move-deadline = Ваш ход; ваш срок — { $deadline }.
mail-they-move-first = Первым ходит { $opponent }, срок — { $deadline }. Мы напишем вам, когда ход будет сделан.
mail-challenge-declined = { $opponent } отклоняет ваш вызов
mail-your-challenges = Ваши вызовы
mail-go-to-game = Перейти к партии
mail-reset-asked = Кто-то (надеемся, что вы) запросил сброс пароля вашей учётной записи на corrchess.
mail-reset-choose-here = Задайте новый пароль здесь
mail-reset-once = Ссылка действует один раз и в течение 1 часа.
mail-reset-ignore = Если вы этого не запрашивали, не обращайте внимания на это письмо: пароль останется прежним.
mail-reset-subject = corrchess: сброс пароля
mail-challenge-subject = corrchess: { $challenger } вызывает вас на партию в шахматы Фишера (Chess960)
mail-declined-subject = corrchess: { $opponent } отклоняет ваш вызов
mail-you-play = Вы играете { $color ->
    [white] белыми
   *[black] чёрными
}
mail-suspended-subject = corrchess: ваша учётная запись приостановлена
mail-suspended = Администратор приостановил вашу учётную запись на corrchess. Указанная причина:
mail-suspended-cannot = Пока действует приостановка, вы не можете входить на сайт и играть.
mail-suspended-games = Ваши текущие партии { $how ->
    [adjudicated] завершены присуждением результата (партия, в которой ещё не оба игрока сделали ход, на рейтинг не влияет)
    [aborted] прерваны
   *[other] { $how }
}.
mail-suspended-ask = Если у вас есть вопросы, ответьте администраторам этого сайта.
mail-restored-subject = corrchess: ваша учётная запись снова открыта
mail-restored = Администратор снял приостановку с вашей учётной записи на corrchess. Вы снова можете входить и играть
mail-digest-subject = { $count ->
    [one] corrchess: ваш ход в { $count } партии
    [few] corrchess: ваш ход в { $count } партиях
   *[many] corrchess: ваш ход в { $count } партиях
}
mail-digest-intro = { $count ->
    [one] Ваш ход в { $count } партии:
    [few] Ваш ход в { $count } партиях:
   *[many] Ваш ход в { $count } партиях:
}
mail-digest-move-due = ход { $number }, срок { $deadline }
mail-digest-all = Все ваши партии
mail-conditional-foresaw = Один из ваших условных вариантов предусматривал этот ход, поэтому ваш ответ { $reply } сделан сразу.
mail-their-move = Теперь ход за { $name }.
mail-their-deadline = Срок соперника ({ $name })
mail-see-lines = Посмотреть партию и оставшиеся условные варианты
notice-draw-offer = { $name } предлагает ничью
notice-draw-declined = { $name } отклоняет ваше предложение ничьей
notice-message = Новое сообщение от { $name }
notice-reminder = Напоминание: срок вашего хода против { $opponent } — { $due }, примерно через { $hours ->
    [one] { $hours } час
    [few] { $hours } часа
   *[many] { $hours } часов
}
notice-vacation = { $name } в отпуске до { $end }; до тех пор часы этого игрока стоят
notice-auto-vacation = Вам грозило поражение по времени, поэтому { $days ->
    [one] { $days } день
    [few] { $days } дня
   *[many] { $days } дней
} вашего отпуска { $days ->
    [one] оформлен
    [few] оформлены
   *[many] оформлено
} автоматически (до { $end }); ваш новый срок — { $due }
notice-adjudicated = Судья турнира присудил в вашей партии результат { $result }: { $reason }
push-move-title = Соперник { $opponent } сделал ход { $move }
push-move-body = Ваш ход в партии { $id }, { $white } — { $black }.
push-end-title = Партия { $id } окончена: { $result }
push-end-body = { $white } — { $black }: { $how }

## Предложение ничьей в письме о ходе или в уведомлении, и как на него ответить.
mail-draw-offered = { $name } предлагает ничью.
mail-draw-accept-by-mail = Чтобы принять её, ответьте на это письмо одним словом «draw» (или «remis») либо примите её на странице партии; ход означает отказ.
mail-draw-accept-on-site = Примите или отклоните её на странице партии; ход означает отказ.

## Доступное имя HTML-доски (текст над ней называет последний ход).
mail-board-label = Доска с вашей стороны
mail-board-label-marked = Доска с вашей стороны; два поля последнего хода выделены

## Висящее предложение ничьей в строке партии в сводке.
mail-digest-draw-offer = { $name } предлагает ничью (принять или отклонить её можно на странице партии)
notice-time-given = { $name } добавляет вам { $days ->
    [one] ещё { $days } день
    [few] ещё { $days } дня
   *[many] ещё { $days } дней
} на этот ход: теперь срок — { $due }
