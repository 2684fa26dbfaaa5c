## Die Partieseite.

game-heading = Partie { $id }:
game-white-small = Weiß
game-black-small = Schwarz
game-versus = gegen
game-next-waiting = Die nächste Partie wartet auf dich:
game-next-link = Partie { $id } gegen { $opponent }
game-next-deadline = , deine Frist: { $deadline }
game-status-label = Stand
game-your-move = Dein Zug
game-on-move = { $name } ist am Zug
game-deadline = Frist:
game-rating-changes = Wertungsänderungen:
game-draw-offer-label = Remisangebot
game-opponent-offers-draw = Dein Gegner bietet Remis an.
game-accept-draw = Remis annehmen
game-decline-draw = Ablehnen
game-my-draw-offer = Dein Remisangebot gilt, bis dein Gegner antwortet oder zieht.
game-adjudicated = Von der Turnierleitung entschieden:
game-board-label = Brett
game-replay-label = Durch die Partie blättern
game-first = Anfang
game-previous = Zurück
game-next = Weiter
game-last = Ende
game-current-position = Aktuelle Stellung
game-after-move = Nach { $move }
game-earlier-position = Das ist eine frühere Stellung.
game-back-to-current = Zurück zur aktuellen Stellung
game-to-make-your-move = {", "}um deinen Zug zu machen
game-move-section-label = Dein Zug und deine Möglichkeiten
game-promote-to = Umwandeln in:
game-play = Ziehen
fair-play-legend = Fair Play
fair-play-choice-site = die Regel der Seite
fair-play-choice-no-engines = keine Hilfe von Engines oder Endspieldatenbanken während der Partien (wie bei lichess)
fair-play-choice-engines = Engines und Endspieldatenbanken erlaubt (wie bei ICCF)
fair-play-no-engines = keine Hilfe von Engines oder Endspieldatenbanken während der Partie; die Computeranalyse gibt es nach ihrem Ende
fair-play-engines = Engines und Endspieldatenbanken dürfen während der Partie benutzt werden, wie bei ICCF
fair-play-by-site = Regel der Seite
fair-play-by-tournament = Regel dieses Turniers
fair-play-line = Fair Play: { $rule } ({ $whose }).
game-castle-instead = Stattdessen rochieren
game-type-like = Schreib ihn etwa als
game-type-castle = , oder rochiere, indem du den König auf seinen Turm ziehst (z. B.
game-board-castle = Auf dem Brett rochierst du, indem du den König auf sein Rochadefeld oder auf den Turm ziehst.
game-castling-link = So funktioniert die Rochade in Schach960
game-all-legal-moves = { $count ->
    [one] Der einzige regelgerechte Zug
   *[other] Alle { $count } regelgerechten Züge
}
game-message-optional = Nachricht an deinen Gegner (freiwillig)
game-offer-draw-with-move = Mit diesem Zug Remis anbieten
game-play-move = Zug spielen
game-you-entered = Deine Eingabe:
game-actions = Möglichkeiten
game-offer-draw = Remis anbieten
game-claim-draw = Remis beanspruchen
game-abort-tick = Abbrechen
game-abort = Partie abbrechen
game-resign-tick = Ich gebe auf
game-resign = Aufgeben
game-moves = Züge
game-no-moves = Noch keine Züge.
game-times-in = Zeiten in { $zone }
game-change = ändern
game-number-short = Nr.
game-download-pgn = PGN herunterladen
game-record-link = Prüfbares Protokoll
game-record-head = Eintrag { $seq }, { $hash }…
game-record-receipt = Protokoll: { $head }
game-record-broken = Das Protokoll dieser Partie ist bei Eintrag { $entry } gebrochen: der gespeicherte Verlauf der Partie stimmt nicht mehr mit dem Protokollierten überein.
game-rematch = Revanche
game-rematch-hint = dieselben Bedingungen und dieselbe Stellung, Farben getauscht
game-about = Über diese Partie
game-round-of = Runde { $round } von
game-start-position = Startstellung
position-number = Nr. { $number }
game-no-vacation = kein Urlaub
game-rated = gewertet
game-unrated = ungewertet
game-messages = Nachrichten
game-no-messages = Noch keine Nachrichten; nur ihr beide seht sie.
game-write-to-opponent = Schreib deinem Gegner
game-send-message = Nachricht senden
game-board-title = Stellung nach { $ply ->
        [one] { $ply } Halbzug
       *[other] { $ply } Halbzügen
    }, aus Sicht von { $side ->
        [white] Weiß
       *[black] Schwarz
    }
game-running = Die Partie läuft.
game-aborted-no-result = Die Partie wurde abgebrochen; sie hat kein Ergebnis.
game-result = Ergebnis { $result }: { $how }.
game-last-move = Letzter Zug: { $move }
game-last-move-castling = Letzter Zug: { $move } (Rochade: { $castling })
span-minutes = { $minutes } Min.
span-hours = { $hours } Std. { $minutes } Min.
span-days = { $days } T. { $hours } Std.
time-is-up = die Zeit ist abgelaufen
time-left = noch { $span }
clock-on-move = am Zug, noch { $span }
clock-next-move = { $span } für den nächsten Zug
vacation-until = im Urlaub bis { $end }
vacation-until-clock-runs = im Urlaub bis { $end } (in dieser Partie ist kein Urlaub erlaubt: die Uhr läuft)
game-notice-played = Dein Zug { $move } ist gespielt.
game-notice-already = Dieser Zug war schon gespeichert (das Formular wurde zweimal gesendet).
game-notice-declined = Du hast das Remisangebot abgelehnt.
game-notice-resigned = Du hast aufgegeben.
game-notice-aborted = Die Partie ist abgebrochen.
game-notice-message = Deine Nachricht ist gesendet.
game-with-move = mit { $move }

## Meine Partien.

games-game = Partie { $id }
games-against = gegen
games-you-play = du spielst { $color ->
    [white] Weiß
   *[black] Schwarz
}
games-you-played = du spieltest { $color ->
    [white] Weiß
   *[black] Schwarz
}
games-deadline = Frist { $deadline }
games-their-deadline = Frist des Gegners { $deadline }
games-waiting = Warten auf den Gegner
games-none = Keine.
games-finished = Beendet
games-filter-all = alle
games-filter-won = gewonnen
games-filter-lost = verloren
games-filter-drawn = remis
games-filter-aborted = abgebrochen
games-filter = Filtern
games-no-finished = Keine beendeten Partien.
games-no-finished-result = Keine beendeten Partien mit diesem Ergebnis.
games-outcome = { $outcome ->
    [won] gewonnen
    [lost] verloren
    [draw] remis
    [aborted] abgebrochen
   *[other] { $outcome }
}
games-page-label = Beendete Partien, Seite { $page }
games-newer = Neuere Partien
games-page = Seite { $page }
games-older = Ältere Partien

## Die Übersicht der kleinen Bretter unter „Meine Partien“ und auf der Startseite.

grid-heading = Deine Partien auf einen Blick
grid-heading-on-move = Partien, in denen du am Zug bist
grid-their-move = Gegner am Zug
grid-empty = Noch keine laufenden Partien: biete eine Partie an oder nimm eine offene Herausforderung an.
grid-tournament-round = { $name }, Runde { $round }

game-report = Melden

## Eine Nachricht an jemanden, der ihren Absender blockiert.

game-message-refused = { $name } nimmt keine Nachrichten von dir an; lass die Nachricht leer.
game-notice-drawn = Die Partie endet remis.
game-notice-draw-accepted = Du hast das Remisangebot angenommen: die Partie endet remis.
game-notice-draw-claimed = Du hast Remis beansprucht: die Partie endet remis.
game-notice-line-saved = Deine bedingte Zugfolge ist gespeichert.
game-notice-line-deleted = Die bedingte Zugfolge ist gelöscht.
game-notice-note-saved = Deine Notiz ist gespeichert.
clock-period = noch { $days ->
    [one] 1 Tag
   *[other] { $days } Tage
} für { $moves ->
    [one] 1 Zug
   *[other] { $moves } Züge
} (bis Zug { $to })
time-left-silence = noch { $span }: Die Schweigeregel ({ $days ->
        [one] { $days } Tag
       *[other] { $days } Tage
    } ohne Zug) beendet diesen Zug vor der Uhr
game-give-time-label = Tage für deinen Gegner (1 bis 7, einmal pro Zug):
game-give-time = Mehr Zeit geben
game-notice-time-given = Dein Gegner hat jetzt mehr Zeit und wurde per Mail benachrichtigt.
clock-forecast = Im Tempo von { $name } ({ $pace } pro Zug über { $count ->
    [one] den letzten Zug
   *[other] die letzten { $count } Züge
}) ist Zug { $to } am { $reached } erreicht; die Bedenkzeit reicht bis { $allowed }.
clock-forecast-loses = Achtung: In diesem Tempo läuft die Zeit vor Zug { $to } ab.
push-prompt-text = Lass dich benachrichtigen, wenn du am Zug bist: Dieses Handy oder dieser Browser kann es dir sagen, auch wenn Zug-Mails aus sind.
push-prompt-on = Benachrichtigungen einschalten
push-prompt-dismiss = Nein, danke
push-prompt-busy = Wird eingerichtet …
push-prompt-done = Fertig: Dieser Browser sagt dir, wenn du am Zug bist.
push-prompt-refused = Der Browser hat Benachrichtigungen für diese Seite abgelehnt. Du kannst sie in seinen Website-Einstellungen erlauben.
push-prompt-unsupported = Dieser Browser kann keine Push-Benachrichtigungen empfangen.
push-prompt-failed = Das Einschalten der Benachrichtigungen hat nicht geklappt. Bitte versuche es noch einmal.
