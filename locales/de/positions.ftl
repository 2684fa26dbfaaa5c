## Die 960 Startstellungen, eine Stellung, das Würfeln.

positions-title = Alle 960 Startstellungen
positions-intro = Jede Schach960-Startstellung mit ihrer Nummer und ihrer Grundreihe von der a- bis zur h-Linie (K König, D Dame, T Turm, L Läufer, S Springer). Nummer 518 ist die klassische Aufstellung.
positions-draw-random = Lose eine zufällig aus
positions-with-die = mit einem Würfel
positions-filter-label = Stellungen filtern
positions-king-on = König auf
positions-any-file = beliebige Linie
positions-a-file = Figur auf der a-Linie
positions-h-file = Figur auf der h-Linie
positions-any-piece = beliebige Figur
positions-show = Anzeigen
positions-show-all = Alle anzeigen
positions-all-960 = Alle 960 Stellungen.
positions-match = { $count ->
    [one] 1 von 960 Stellungen passt.
   *[other] { $count } von 960 Stellungen passen.
}
positions-classical = klassisch
positions-error-king = Der König steht zu Beginn auf einer der Linien b bis g.
positions-error-a-file = Auf der a-Linie steht ein Turm, ein Springer, ein Läufer oder eine Dame.
positions-error-h-file = Auf der h-Linie steht ein Turm, ein Springer, ein Läufer oder eine Dame.
position-drawn = Zufällig aus allen 960 Startstellungen ausgelost.
position-classical-setup = die klassische Aufstellung
position-number-label = Nummer
position-back-rank = Grundreihe, a bis h
position-link = Link zu dieser Stellung
position-letters = Buchstaben: K König, D Dame, T Turm, L Läufer, S Springer. Die schwarzen Figuren stehen spiegelbildlich auf der 8. Reihe.
position-play = Diese Stellung spielen
position-login-to-play = Anmelden, um diese Stellung zu spielen
position-draw-again = Noch einmal auslosen
position-draw-random = Zufällige Stellung auslosen
position-neighbours = Benachbarte Stellungen
position-all-960 = Alle 960
position-prefer-dice = Lieber würfeln?
position-dice-link = Lose eine Stellung mit einem Würfel aus
position-step-by-step = , Schritt für Schritt. Wie die Rochade von hier aus geht:

## Die Regelseite.

rules-lead = Schach960, auch Fischer-Random-Schach genannt, ist gewöhnliches Schach, bei dem die Figuren hinter den Bauern vor der Partie gemischt werden. Nur zwei Dinge ändern sich: die Startstellung und wohin die Rochade König und Turm bringt. Alles andere (wie die Figuren ziehen, Schach, Matt, Remis) ist wie im klassischen Schach.
rules-on-this-page = Auf dieser Seite
rules-start-position = Die Startstellung
rules-castling = Rochade
rules-cases = Die vier Fälle der Rochade
rules-entering = Züge hier eingeben
rules-start-intro = Die Bauern stehen wie gewohnt auf der zweiten und siebten Reihe. Die acht weißen Figuren werden in zufälliger Reihenfolge auf die erste Reihe gestellt, nach zwei Regeln:
rules-start-bishops = Die beiden Läufer stehen auf Feldern verschiedener Farbe, einer auf hellem, einer auf dunklem.
rules-start-king = Der König steht irgendwo zwischen den beiden Türmen, so dass die Rochade nach beiden Seiten möglich ist.
rules-start-black = Die schwarzen Figuren spiegeln die weißen: Jede schwarze Figur steht auf derselben Linie wie ihr weißes Gegenstück, auf der achten Reihe. Die Stellung ist für beide Spieler gleich, nur von der anderen Seite des Bretts gesehen.
rules-why-960 = Warum es 960 sind
rules-count-intro = Stell die Figuren Art für Art auf und zähle die Möglichkeiten:
rules-count-dark-bishop = der schwarzfeldrige Läufer: 4 Felder (a1, c1, e1 oder g1);
rules-count-light-bishop = der weißfeldrige Läufer: 4 Felder (b1, d1, f1 oder h1);
rules-count-queen = die Dame: eines der 6 noch freien Felder;
rules-count-knights = die beiden Springer: 2 der 5 noch freien Felder, das geht auf 10 Arten;
rules-count-rest = Turm, König, Turm: die 3 übrigen Felder, in dieser Reihenfolge, also nur 1 Art.
rules-count-result = Das ergibt 4 × 4 × 6 × 10 = 960 Startstellungen. Sie sind von 0 bis 959 nummeriert (die Nummerierung von Reinhard Scharnagl); Nummer 518 ist die Aufstellung des klassischen Schachs.
rules-browse-all = Alle 960 ansehen
rules-draw-random = eine zufällig auslosen
rules-draw-die = eine mit dem Würfel auslosen
rules-as-a-club = , wie es ein Verein täte.
rules-server-draws = Hier beginnt jede Partie mit einer Stellung, die der Server zu Beginn der Partie auslost, außer die Herausforderung nennt eine Nummer.
rules-castling-intro = Jeder Spieler darf einmal pro Partie rochieren, mit dem Turm auf einer der beiden Seiten des Königs. Wo König und Turm auch standen: Nach der Rochade stehen sie genau dort, wo sie nach der Rochade im klassischen Schach stünden:
rules-written = Geschrieben
rules-king-ends = König landet auf
rules-rook-ends = Turm landet auf
rules-kingside = kurz, mit dem Turm zur h-Linie hin
rules-queenside = lang, mit dem Turm zur a-Linie hin
rules-when-allowed = Wann die Rochade erlaubt ist
rules-allowed-unmoved = Weder der König noch der Turm, mit dem er rochiert, hat in dieser Partie schon gezogen.
rules-allowed-no-check = Der König steht nicht im Schach.
rules-allowed-not-attacked = Kein Feld, über das der König zieht oder auf dem er landet, wird von einer gegnerischen Figur angegriffen.
rules-allowed-empty = Jedes Feld zwischen Start- und Zielfeld des Königs und zwischen Start- und Zielfeld des Turms ist frei, abgesehen vom König und diesem Turm selbst.
rules-odd-cases = Weil König und Turm fast überall starten können, steht einer von ihnen vielleicht schon auf seinem Zielfeld, oder die beiden müssen sogar die Plätze tauschen. Es gelten dieselben Regeln; eine Rochade, bei der nur eine Figur zieht, verbraucht trotzdem beide Rochaderechte.
rules-cases-intro = Jedes Beispiel unten hat die Regel-Engine dieses Servers aus der gezeigten Stellung gespielt, das Brett „danach“ ist also genau das, was du bekommst, wenn du denselben Zug eingibst. Die Felder, die König und Turm benutzt haben, sind hervorgehoben. Es werden nur Könige, Türme und Bauern gezeigt, damit die Wege gut zu sehen sind.
rules-before = Vorher
rules-after = Nach
rules-enter-it-as = Gib sie hier ein als
rules-king-onto-rook = König auf den Turm
rules-server-reports = Der Server meldet:
rules-fen-before-after = FEN vorher und nachher
rules-entering-short = Gib Züge in der üblichen Kurznotation ein
rules-entering-squares = oder als Start- und Zielfeld
rules-entering-castle = Zum Rochieren schreib O-O oder O-O-O (Nullen gehen auch) oder zieh den König auf den Turm, mit dem er rochiert, zum Beispiel
rules-entering-classical = In der klassischen Aufstellung gehen auch e1g1 und e1c1. Ist eine Rochade nicht erlaubt, sagt der Server, warum.

## Die Würfelseite.
dice-title = Eine Startstellung auswürfeln
dice-intro = Kein Computer im Verein? Ein gewöhnlicher Würfel genügt (das Verfahren von Hans Bodlaender). Würfle fünfmal; ein Wurf, der für seinen Schritt zu hoch ist, wird einfach wiederholt. Jede der 960 Stellungen kommt mit derselben Wahrscheinlichkeit heraus.
dice-piece = { $step ->
    [dark_bishop] Läufer auf dunklem Feld
    [light_bishop] Läufer auf hellem Feld
    [queen] Dame
    [knight] erster Springer
   *[second_knight] zweiter Springer
}
dice-instruction = { $step ->
    [dark_bishop] Der Läufer auf dunklem Feld: 1 = a1, 2 = c1, 3 = e1, 4 = g1; bei 5 oder 6 noch einmal würfeln.
    [light_bishop] Der Läufer auf hellem Feld: 1 = b1, 2 = d1, 3 = f1, 4 = h1; bei 5 oder 6 noch einmal würfeln.
    [queen] Die Dame: Zähle die 6 leeren Felder von links ab.
    [knight] Der erste Springer: Zähle die 5 leeren Felder von links ab; bei 6 noch einmal würfeln.
   *[second_knight] Der zweite Springer: Zähle die 4 leeren Felder von links ab; bei 5 oder 6 noch einmal würfeln.
}
dice-rook-king-rook-step = Auf die drei übrigen Felder kommen Turm, König, Turm in dieser Reihenfolge, sodass der König zwischen den Türmen steht.
dice-black-step = Schwarz stellt dieselben Figuren auf der 8. Reihe auf, die Bauern stehen wie gewohnt auf der 2. und 7. Reihe.
dice-your-rolls = Deine Würfe
dice-server-draw = Vom Würfel des Servers ausgelost
dice-step = Schritt
dice-rolls = Würfe
dice-square = Feld
dice-rank-so-far = Grundreihe bisher
dice-rolled-again = neu gewürfelt
dice-rook-king-rook = Turm, König, Turm
dice-no-roll = (kein Wurf)
dice-rook-king-rook-squares = Turm { $rook }, König { $king }, Turm { $other_rook }
dice-result = Das ist
dice-start-position = Startstellung { $number }
dice-roll-again = Noch einmal würfeln
dice-own-heading = Eigene Würfe nachschlagen
dice-own-intro = Gib bei jedem Schritt den Wurf ein, der gezählt hat (nicht die wiederholten).
dice-field = { $step ->
    [dark_bishop] Läufer auf dunklem Feld
    [light_bishop] Läufer auf hellem Feld
    [queen] Dame
    [knight] Erster Springer
   *[second_knight] Zweiter Springer
} (1 bis { $faces })
dice-show = Stellung zeigen
dice-roll-range = { $step ->
    [dark_bishop] Beim Läufer auf dunklem Feld
    [light_bishop] Beim Läufer auf hellem Feld
    [queen] Bei der Dame
    [knight] Beim ersten Springer
   *[second_knight] Beim zweiten Springer
} zählt nur ein Wurf von 1 bis { $faces }
rules-case-both-move = König und Turm ziehen beide
rules-case-swap = König und Turm tauschen die Felder
rules-case-only-king = Nur der König zieht
rules-case-only-rook = Nur der Turm zieht
rules-case-both-move-note = Der König geht von d1 nach g1 und der Turm von h1 nach f1, so wie im klassischen Schach (Startstellung 518) der König von e1 aus.
rules-case-swap-note = Der König steht auf f1 und der Turm auf g1: nach der Rochade steht der König auf g1 und der Turm auf f1. Am echten Brett nimm zuerst den König vom Brett, ziehe den Turm und setze dann den König ab.
rules-case-only-king-note = Der Turm steht schon auf d1, also zieht bei der langen Rochade nur der König, von e1 über den Turm nach c1. Der Weg des Königs (d1, c1) muss frei von anderen Figuren sein und darf nicht angegriffen werden.
rules-case-only-rook-note = Der König steht schon auf c1, also zieht bei der langen Rochade nur der Turm, von a1 nach d1. Es ist trotzdem eine Rochade: der König darf nicht im Schach stehen, und danach kann keine Seite mehr rochieren.
positions-no-such = Diese Startstellung gibt es nicht. Die Schach960-Startstellungen sind von 0 bis 959 nummeriert.
positions-file-name = { $file }-Linie
