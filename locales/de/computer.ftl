## Die Computeranalyse beendeter Partien (der Abschnitt der Partieseite, ihre
## Ablehnungen) und was jede Startstellung ergibt (Stellungsseiten, Tabelle, Profile).

computer-heading = Computeranalyse
computer-request = Computeranalyse anfordern
computer-request-hint = Die Engine beurteilt jede Stellung dieser beendeten Partie.
computer-refused-running = Eine Partie wird erst nach ihrem Ende vom Computer analysiert: Hilfe einer Engine während der Partie wäre unfair.
computer-refused-off = Die Computeranalyse ist auf diesem Server ausgeschaltet: Er hat keine Engine.
computer-refused-aborted = Eine abgebrochene Partie hat nichts zu analysieren.
computer-refused-retry = Die Analyse dieser Partie ist vor Kurzem gescheitert. Sie kann { $minutes ->
    [one] eine Minute
   *[other] { $minutes } Minuten
} nach dem Fehlschlag erneut angefordert werden.
computer-refused-broken = Die Engine kann die Züge dieser Partie nicht nachspielen; eine neue Anforderung würde nicht helfen.
computer-refused-too-many = Du hast schon { $max ->
    [one] eine Analyse
   *[other] { $max } Analysen
}, die warten oder laufen: Fordere diese an, sobald eine davon fertig ist.
computer-queued = Wartet auf die Engine: { $done } von { $total } Stellungen analysiert.
computer-running = Wird analysiert, { $done } von { $total } Stellungen.
computer-failed = Die Analyse ist fehlgeschlagen: { $reason }. Sie wird später erneut versucht.
computer-reason-start = Die Engine ließ sich nicht starten
computer-reason-crashed = Die Engine ist abgestürzt
computer-reason-timeout = Die Engine brauchte für eine Stellung zu lange
computer-reason-garbage = Die Engine antwortete etwas, das keine Antwort einer Schach-Engine ist
computer-reason-game = Die Züge der Partie ließen sich nicht nachspielen
computer-graph-label = Bewertungsgrafik: Gewinnchancen von Weiß nach jedem Zug
computer-graph-caption = Gewinnchancen von Weiß nach jedem Zug (oben: Weiß gewinnt, unten: Schwarz gewinnt). Jeder Punkt führt zu seiner Stellung.
computer-graph-point = Nach { $move }: { $eval }
computer-accuracy = Genauigkeit
computer-marked-moves = Markierte Züge
computer-mark-inaccuracy = Ungenauigkeit
computer-mark-mistake = Fehler
computer-mark-blunder = grober Fehler
computer-best-was = die Engine zog { $best } vor
computer-no-marks = Kein Zug kostete seinen Spieler 10 Punkte Gewinnchancen oder mehr.

stats-heading = Ergebnisse aus dieser Stellung
stats-none = Aus dieser Stellung ist hier noch keine Partie beendet.
stats-games = Gespielte Partien
stats-white-wins = Siege von Weiß
stats-draws = Remis
stats-black-wins = Siege von Schwarz
stats-average-length = Durchschnittliche Länge
stats-average-length-value = { $moves } Züge
stats-average-rating = Durchschnittliche Wertung
stats-latest = Neueste Partien
stats-bar-label = Weiß gewinnt { $white } %, Remis { $draws } %, Schwarz gewinnt { $black } %
stats-all-link = Ergebnisse aller 960 Stellungen
stats-table-heading = Ergebnisse der Startstellungen
stats-table-intro = Jede Startstellung mit beendeten Partien hier. Sortiert wird mit einem Klick auf die Spaltenüberschrift.
stats-position = Stellung
stats-rated-only = Nur gewertete Partien
stats-min-games = Mindestens so viele Partien
stats-min-error = Bitte eine ganze Zahl von Partien eingeben, etwa 5.
stats-filter = Anzeigen
stats-table-none = Noch keine Stellung hat so viele beendete Partien.
stats-profile-heading = Startstellungen
stats-profile-best-white = Beste Stellungen mit Weiß
stats-profile-worst-white = Schwächste Stellungen mit Weiß
stats-profile-best-black = Beste Stellungen mit Schwarz
stats-profile-worst-black = Schwächste Stellungen mit Schwarz
stats-profile-record = { $games ->
        [one] { $games } Partie
       *[other] { $games } Partien
    }, +{ $wins } ={ $draws } −{ $losses } ({ $score } %)

## Issue 45: the graph's legend, the evaluations table, the engine beside the board.
computer-done = Analyse abgeschlossen: { $total } Stellungen von der Engine bewertet.
computer-legend = Legende des Diagramms
computer-legend-white = Gewinnchancen von Weiß
computer-legend-black = Gewinnchancen von Schwarz
computer-legend-point = ein Zug (führt zu seiner Stellung)
computer-evals-heading = Bewertung nach jedem Zug
computer-col-move = Zug
computer-col-eval = Bewertung
computer-col-best = Engine bevorzugte
computer-engine-heading = Engine zu dieser Stellung
computer-engine-eval = Bewertung
computer-engine-best = Zug der Engine
computer-engine-no-move = keiner, die Partie ist vorbei
computer-engine-mated = schachmatt
computer-engine-note = Aus Sicht von Weiß: + ist gut für Weiß, # zählt die Züge bis zum Matt.
computer-engine-more = Die ganze Analyse
