## Этапы турниров и системы на выбывание: разделы страниц и письма, а также отказы по полям турниров и вызовов.

## Состояние турнира и этапа
stages-status-registration = идёт регистрация
stages-status-running = идёт
stages-status-finished = завершён
stages-status-cancelled = отменён

## Системы, равенство на границе выхода, финал, дополнительные показатели
stages-format-round-robin = круговая система
stages-format-double = двухкруговая система (каждая пара играет обоими цветами)
stages-format-groups = группы, лучшие из каждой выходят в следующий этап
stages-format-knockout = на выбывание, победитель каждого матча проходит дальше
stages-ties-tiebreak = при равенстве на границе выхода решают дополнительные показатели, затем рейтинг
stages-ties-all = при равенстве на границе выхода проходят все, у кого столько же очков
stages-final-round-robin = финал по круговой системе
stages-final-double = двухкруговой финал
stages-final-groups = снова группы, пока не останется одна — она и будет финалом
stages-tiebreak-points = очки
stages-tiebreak-sb = коэффициент Зонненборна — Бергера (SB)
stages-tiebreak-wins = число побед (Баумбах)
stages-tiebreak-direct = личная встреча
stages-tiebreak-koya = коэффициент Койя (очки во встречах с игроками, набравшими 50% и больше)
stages-tiebreak-rating = рейтинг
stages-terms = { $format }, { $tc }, { $rated ->
        [yes] на рейтинг
       *[no] не на рейтинг
    }{ $vacation ->
        [yes] {""}
       *[no] , без отпусков
    }
stages-withdrawal-rule = Если игрок выбывает, не сыграв половины своих партий, все его результаты удаляются из таблицы; иначе его результаты сохраняются, а в оставшихся партиях ему засчитываются поражения без игры.
stages-game-running = идёт
stages-game-aborted = прервана, не учитывается

## Правила на странице турнира
stages-knockout-rules = матчи из { $games ->
        [one] { $games } партии
        [few] { $games } партий
       *[many] { $games } партий
    }, посев по рейтингу, сильнейшие по посеву могут пройти круг без игры; при равном счёте в матче играется до { $pairs ->
        [one] { $pairs } пары
        [few] { $pairs } пар
       *[many] { $pairs } пар
    } дополнительных партий, затем проходит игрок с более высоким посевом. Каждый круг начинается, когда решён последний матч предыдущего.
stages-groups-rules = Группы до { $size ->
    [one] { $size } игрока
    [few] { $size } игроков
   *[many] { $size } игроков
}{ $double ->
        [yes] , в каждой двухкруговой турнир
       *[no] {""}
    }, выровненные и посеянные по рейтингу змейкой; из каждой группы { $advance ->
        [one] выходит { $advance } игрок
        [few] выходят { $advance } игрока
       *[many] выходят { $advance } игроков
    } ({ $ties }); затем { $final }. Каждый этап начинается, когда закончена последняя партия предыдущего.
stages-vacation-cap = Отпуск: в партиях этого турнира с его начала учитывается не больше { $days ->
        [one] { $days } дня
        [few] { $days } дней
       *[many] { $days } дней
    } отпуска на игрока; сверх них часы идут и во время отпуска.
stages-vacation-used = Вы использовали { $used } из { $cap }
stages-vacation-booked = (с учётом запланированных отпусков).

## Сетка
stages-bracket-rules = Посев по рейтингу. Каждая пара партий играется из одной начальной позиции со сменой цветов; матч выигрывает тот, кто набрал больше очков; при равном счёте играются ещё две партии из новой позиции, не более { $pairs ->
        [one] { $pairs } раза
        [few] { $pairs } раз
       *[many] { $pairs } раз
    }, затем проходит игрок с более высоким посевом.
stages-round-heading = Круг { $round }{ $left ->
        [0] : финал
        [1] : полуфинал
        [2] : четвертьфинал
       *[other] {""}
    }
stages-round-name = { $left ->
        [0] финал
        [1] полуфинал
        [2] четвертьфинал
       *[other] круг { $round }
    }
stages-col-match = Матч
stages-col-seed = Посев
stages-col-score = Счёт
stages-col-through = Проходит
stages-on-seeding = (по посеву)
stages-won-final = победа в финале
stages-out-in = выбывание: { $round }
stages-still-in = в борьбе

## Этапы турнира с группами
stages-each-group = В каждой группе: { $format }.
stages-final-crosstable = Турнирная таблица и партии финала
stages-group-crosstable = Турнирная таблица и партии группы { $number }

## Письма
stages-mail-game = Тур { $round }: { $color ->
        [white] белыми
       *[black] чёрными
    } против { $opponent }, начальная позиция № { $number }
stages-mail-match-game = { $color ->
        [white] белыми
       *[black] чёрными
    } против { $opponent }, начальная позиция № { $number }
stages-mail-tournament-page = Страница турнира
stages-mail-the-tournament = Турнир
stages-mail-your-games = Ваши партии:
stages-started-subject = corrchess: турнир «{ $tournament }» начался: { $count ->
        [one] ваша { $count } партия
        [few] ваши { $count } партии
       *[many] ваши { $count } партий
    }
stages-started-body = Турнир «{ $tournament }» начался ({ $terms }). Все партии всех туров начинаются сейчас, как обычно в заочных турнирах.
stages-started-terms-stage = этап 1: { $terms }; вы играете в группе { $group }
stages-replace-terms = вы заменяете игрока { $name }
stages-cancelled-subject = corrchess: турнир «{ $tournament }» отменён
stages-cancelled-body = Турнир «{ $tournament }», на который вы записались, отменён.
stages-finished-subject = corrchess: турнир «{ $tournament }» завершён: у вас { $place }-е место
stages-finished-body = Все партии турнира «{ $tournament }» окончены; таблица окончательная. Вы заняли { $place }-е место, набрав очков: { $points }.
stages-finished-link = Турнирная таблица и партии
stages-line-scores = SB { $sb }, { $wins ->
        [one] { $wins } победа
        [few] { $wins } победы
       *[many] { $wins } побед
    }
stages-stage-terms = { $final ->
        [yes] финал, { $format }
       *[no] группы, в каждой { $format }
    }, { $tc }
stages-stage-started-subject = corrchess: турнир «{ $tournament }»: начался этап { $stage }: { $count ->
        [one] ваша { $count } партия
        [few] ваши { $count } партии
       *[many] ваши { $count } партий
    }
stages-stage-started-body = Начался этап { $stage } турнира «{ $tournament }» ({ $terms }).
stages-you-play-final = Вы играете в финале. Все партии всех туров начинаются сейчас.
stages-you-play-group = Вы играете в группе { $group }. Все партии всех туров начинаются сейчас.
stages-stage-ended-subject = corrchess: турнир «{ $tournament }»: этап { $stage } завершён, вы не прошли дальше
stages-stage-ended-body = Все партии этапа { $stage } турнира «{ $tournament }» окончены.
stages-stage-ended-place = Вы заняли { $place }-е место в группе { $group } и не выходите в следующий этап. Спасибо за игру! Итоговая таблица вашей группы:
stages-knockout-terms = на выбывание, { $tc }
stages-bye-subject = corrchess: турнир «{ $tournament }»: { $round } без игры
stages-tiebreak-subject = corrchess: турнир «{ $tournament }»: дополнительные партии против { $opponent }
stages-match-subject = corrchess: турнир «{ $tournament }»: { $round }, соперник { $opponent }, { $count ->
        [one] ваша { $count } партия
        [few] ваши { $count } партии
       *[many] ваши { $count } партий
    }
stages-bye-body = В турнире на выбывание «{ $tournament }» ({ $terms }) вы проходите { $round } без игры и выходите в следующий круг.
stages-tiebreak-body = Счёт вашего матча против { $opponent } ({ $round }) в турнире на выбывание «{ $tournament }» равный: его решат ещё две партии из новой позиции со сменой цветов.
stages-match-body = Турнир на выбывание «{ $tournament }», { $round } ({ $terms }): вы играете матч против { $opponent }; каждая пара партий играется из одной начальной позиции со сменой цветов, все партии начинаются сейчас.
stages-mail-bracket = Сетка

## Условия вызова, как их приводят письма и список
stages-challenge-terms = { $tc }, { $position }, { $colour }, { $rated ->
        [yes] на рейтинг
       *[no] не на рейтинг
    }{ $vacation ->
        [yes] {""}
       *[no] , без отпусков
    }
stages-challenge-classical = классическая начальная позиция (№ 518)
stages-challenge-number = начальная позиция № { $number }
stages-challenge-random = случайная начальная позиция
stages-challenge-white = автор вызова играет белыми
stages-challenge-black = автор вызова играет чёрными
stages-challenge-colours-random = цвета по жребию

## Отказы по полям формы вызова
stages-refuse-yourself = Нельзя вызвать самого себя.
stages-refuse-no-player = Игрока с именем «{ $name }» нет.
stages-refuse-blocked = { $name } не принимает от вас вызовы.
stages-refuse-colour = Выберите белые, чёрные или случайный цвет.
stages-refuse-note-long = Примечание может содержать не более { $max ->
    [one] { $max } символа
    [few] { $max } символов
   *[many] { $max } символов
}.
stages-refuse-note-chars = Примечание не может содержать управляющие символы.
stages-refuse-rating = { $which ->
        [lowest] Наименьший
       *[highest] Наибольший
    } рейтинг должен быть целым числом от 0 до 4000 или пустым.
stages-refuse-rating-order = Наибольший рейтинг не может быть ниже наименьшего.
stages-refuse-range-direct = Диапазон рейтинга задаётся только для открытых вызовов: оставьте пустым соперника или диапазон.
stages-refuse-start-number = Номер начальной позиции должен быть от 0 до 959.
stages-refuse-start = Выберите случайную позицию, номер или классическую расстановку.
stages-refuse-days = Число дней должно быть целым от { $min } до { $max }.
stages-refuse-tc-kind = Выберите дни на ход, Фишера или число ходов за дни.
stages-refuse-increment = Добавка должна быть целым числом дней от { $min } до { $max }.
stages-refuse-cap-below = Предел должен быть не меньше начального числа дней.
stages-refuse-cap = Предел должен быть целым числом дней от { $min } до { $max } или пустым.

## Условия участия и отказы в записи и выходе
stages-entry-band = рейтинг от { $min } до { $max }
stages-entry-band-min = рейтинг { $min } и выше
stages-entry-band-max = рейтинг { $max } и ниже
stages-entry-games = не менее { $games ->
        [one] { $games } сыгранной партии на рейтинг
        [few] { $games } сыгранных партий на рейтинг
       *[many] { $games } сыгранных партий на рейтинг
    }
stages-entry-password = пароль для участия от организаторов
stages-entry-min-rating = Этот турнир для игроков с рейтингом { $min } и выше; ваш рейтинг — { $rating }.
stages-entry-max-rating = Этот турнир для игроков с рейтингом { $max } и ниже; ваш рейтинг — { $rating }.
stages-entry-min-games = Этот турнир для игроков, у которых не менее { $games ->
        [one] { $games } сыгранной партии на рейтинг
        [few] { $games } сыгранных партий на рейтинг
       *[many] { $games } сыгранных партий на рейтинг
    }; у вас их { $played }.
stages-entry-timeouts = Игроки, проигравшие по времени больше { $limit ->
        [one] { $limit } партии
        [few] { $limit } партий
       *[many] { $limit } партий
    } за последние { $days } дн., не могут участвовать в турнирах; у вас таких поражений: { $losses }.
stages-entry-wrong-password = Для участия в этом турнире нужен пароль, а введённый неверен.
stages-entry-full = Турнир заполнен (игроков: { $max }).
stages-entry-not-registered = Вы не записаны в этот турнир.

## К чему относится турнирная партия, по словам письма о её начале
stages-occasion-round = тур { $round } турнира { $tournament }
stages-occasion-group = этап { $stage }, группа { $group }, тур { $round } турнира { $tournament }
stages-occasion-match = { $round }, турнир { $tournament }

## Как разыгрываются начальные позиции турнира
stages-policy-tournament = одна случайная начальная позиция на весь турнир
stages-policy-stage = одна случайная начальная позиция на этап
stages-policy-round = одна случайная начальная позиция на тур
stages-policy-pairing = { $format ->
        [double_round_robin] одна случайная начальная позиция на пару: её получают обе партии пары, цвета меняются
        [groups] одна случайная начальная позиция на пару (если группа играет в два круга, её получают обе партии пары, цвета меняются)
        [knockout] одна случайная начальная позиция на каждую пару партий матча (для дополнительной пары разыгрывается новая), цвета меняются
       *[other] одна случайная начальная позиция на пару
    }
stages-policy-game = новая случайная начальная позиция для каждой партии
stages-policy-fixed = начальная позиция № { $number } во всех партиях

## Почему турнир отменён.

stages-cancelled-by-organisers = Организаторы отменили турнир.
stages-cancelled-too-few = К сроку записалось слишком мало игроков: { $registered }, а нужно { $needed }.

## Изменение, запрещённое после начала турнира.

stages-locked-started = Турнир начался; это больше нельзя изменить.
stages-locked-over = Турнир окончен; ничего изменить нельзя.
