## Mails: rammen, som alle mails deler, og selve mailene.

mail-replies-not-read = Svar på denne mail bliver ikke læst: spil dit træk på webstedet.
mail-answer-by-mail = Svar pr. mail: svar med dit træk på første linje, skrevet som på webstedet (Sf3, exd5, O-O, e2e4). Linjerne derunder sendes til din modstander som en besked; en linje »remis« (eller »draw«) lige under trækket tilbyder remis sammen med trækket. Et svar med »remis« (eller »draw«) alene tager imod din modstanders remistilbud eller tilbyder selv remis, hvis der ikke foreligger et tilbud.
mail-signature = corrchess, Chess960 som korrespondanceskak
mail-preferences = Mailindstillinger
mail-turn-off = Slå { $what } fra
mail-why = Du får denne mail på grund af din konto på corrchess.
unsubscribe-moves = mails om dine modstanderes træk
unsubscribe-reminders = påmindelser før dine frister

mail-game-subject = corrchess: parti { $id }, { $white } mod { $black }
mail-hello = Hej { $name },
mail-move-played = { $opponent } spillede { $move }
mail-in-game = i parti { $id }
mail-your-move = Du er i trækket.
mail-move-answered = { $opponent } svarede på dit træk { $mine } med
mail-conditional-explained = et betinget træk, forberedt på forhånd og spillet, så snart dit træk kom frem.
mail-your-deadline = Din frist
mail-message-from = Besked fra { $name }
mail-play-your-move = Spil dit træk
mail-verify-subject-new = corrchess: velkommen, bekræft venligst din e-mailadresse
mail-verify-subject = corrchess: bekræft din nye e-mailadresse
mail-verify-welcome = velkommen til corrchess! Bekræft venligst din e-mailadresse
mail-verify-new-address = bekræft venligst din nye e-mailadresse
mail-verify-by-link = ved at åbne dette link:
mail-verify-once = Linket kan bruges én gang og virker i 7 dage.
mail-verify-until = Indtil du har bekræftet, kan du se dig omkring, men ikke starte eller tage imod partier.
mail-verify-button = Bekræft min e-mailadresse
mail-copy-link = Eller kopiér dette link ind i din browser:
mail-ignore = Hvis du ikke har bedt om dette, så se bort fra denne mail.
verdict-aborted = Partiet blev afbrudt og tæller ikke
verdict-draw = Det er remis
verdict-won = Du vandt
verdict-lost = Du tabte
verdict-none = Det har intet resultat
# The result of an aborted game in its end mail and push, where PGN writes "*".
result-aborted = afbrudt
mail-over-game = parti { $id }
mail-over-ended = er slut: { $result }.
mail-over-how = Sådan endte det
mail-over-rating = Din rating ændrede sig med { $change }.
mail-over-the-game = Partiet
mail-over-see = Se partiet
mail-started = parti { $id } mod { $opponent } er begyndt
mail-started-position = udgangsstilling nr. { $number }
mail-started-you-white = Du spiller hvid, så du er i trækket.
mail-challenge-received = { $challenger } (rating { $rating }) udfordrer dig til et parti Chess960
mail-note-from = Besked fra { $name }
mail-accept-or-decline-here = Tag imod eller afslå den her
mail-accept-or-decline = Tag imod eller afslå udfordringen
mail-challenge-accepted = { $opponent } tog imod din udfordring: parti { $id } er begyndt
mail-your-move-deadline = Du er i trækket; din frist er { $deadline }.
mail-they-move-first = { $opponent } trækker først; modstanderens frist er { $deadline }. Vi sender dig en mail, når { $opponent } har trukket.
mail-challenge-declined = { $opponent } afslog din udfordring
mail-your-challenges = Dine udfordringer
mail-go-to-game = Gå til partiet
mail-reset-asked = nogen (forhåbentlig dig) har bedt om at nulstille adgangskoden til din corrchess-konto.
mail-reset-choose-here = Vælg en ny adgangskode her
mail-reset-once = Linket kan bruges én gang og virker i 1 time.
mail-reset-ignore = Hvis du ikke har bedt om dette, så se bort fra denne mail: din adgangskode forbliver, som den er.
mail-reset-subject = corrchess: nulstil din adgangskode
mail-challenge-subject = corrchess: { $challenger } udfordrer dig til et parti Chess960
mail-declined-subject = corrchess: { $opponent } afslog din udfordring
mail-you-play = Du spiller { $color ->
    [white] hvid
   *[black] sort
}
mail-suspended-subject = corrchess: din konto er suspenderet
mail-suspended = en administrator har suspenderet din corrchess-konto. Den angivne begrundelse:
mail-suspended-cannot = Du kan ikke logge ind eller spille, så længe suspenderingen varer.
mail-suspended-games = Dine igangværende partier blev { $how ->
    [adjudicated] afgjort (et parti, hvor ikke begge spillere havde trukket endnu, tæller ikke med i ratingen)
    [aborted] afbrudt
   *[other] { $how }
}.
mail-suspended-ask = Har du spørgsmål, så skriv til webstedets administratorer.
mail-restored-subject = corrchess: din konto er åben igen
mail-restored = en administrator har ophævet suspenderingen af din corrchess-konto. Du kan logge ind og spille igen
mail-digest-subject = { $count ->
    [one] corrchess: du er i trækket i 1 parti
   *[other] corrchess: du er i trækket i { $count } partier
}
mail-digest-intro = { $count ->
    [one] du er i trækket i 1 parti:
   *[other] du er i trækket i { $count } partier:
}
mail-digest-move-due = træk { $number }, frist { $deadline }
mail-digest-all = Alle dine partier
mail-conditional-foresaw = En af dine betingede varianter havde forudset det, så dit svar { $reply } blev spillet med det samme.
mail-their-move = { $name } er i trækket.
mail-their-deadline = Frist for { $name }
mail-see-lines = Se partiet og dine resterende varianter
notice-draw-offer = { $name } tilbyder remis
notice-draw-declined = { $name } afslog dit remistilbud
notice-message = { $name } har sendt dig en besked
notice-reminder = Påmindelse: dit træk mod { $opponent } skal spilles senest { $due }, om cirka { $hours ->
    [one] 1 time
   *[other] { $hours } timer
}
notice-vacation = { $name } er på ferie indtil { $end }; uret står stille for { $name } imens
notice-auto-vacation = Du var ved at tabe på tid, så { $days } { $days ->
    [one] dag
   *[other] dage
} af din ferie blev booket automatisk (indtil { $end }); din nye frist er { $due }
notice-adjudicated = Turneringslederen har afgjort dit parti { $result }: { $reason }
push-move-title = { $opponent } spillede { $move }
push-move-body = Du er i trækket i parti { $id }, { $white } mod { $black }.
push-end-title = Parti { $id } er slut: { $result }
push-end-body = { $white } mod { $black }: { $how }

## Et remistilbud i en trækmail eller en meddelelse, og hvordan man svarer på det.
mail-draw-offered = { $name } tilbyder remis.
mail-draw-accept-by-mail = For at tage imod svarer du på denne mail med »remis« (eller »draw«) alene, eller du tager imod på partisiden; trækker du i stedet, afslår du tilbuddet.
mail-draw-accept-on-site = Tag imod eller afslå det på partisiden; trækker du i stedet, afslår du tilbuddet.

## Det HTML-bræts tilgængelige navn (teksten over det nævner sidste træk).
mail-board-label = Brættet, set fra din side
mail-board-label-marked = Brættet, set fra din side; de to felter fra sidste træk er skraverede

## Et stående remistilbud i oversigtens linje for et parti.
mail-digest-draw-offer = { $name } tilbyder remis (tag imod eller afslå det på partisiden)
notice-time-given = { $name } har givet dig { $days ->
    [one] 1 dag mere
   *[other] { $days } dage mere
} til dette træk: fristen er nu { $due }
