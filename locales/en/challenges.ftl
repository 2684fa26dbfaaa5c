## Challenges: the list and the form to offer a game.

challenges-unverified = Confirm your email address (follow the link we mailed you) to offer or accept games.
challenges-login-to-accept = {" "}to accept a challenge.
challenges-none = No open challenges right now.
challenges-from = From
challenges-to = To
challenges-terms = Terms
challenges-note = Note
challenges-action = Action
challenges-anyone = anyone
challenges-withdraw-tick = Withdraw it
challenges-withdraw = Withdraw
challenges-confirm-to-accept = Confirm your address to accept.
challenges-accept = Accept
challenges-for-players = For players { $range }.
challenge-opponent = Opponent
challenge-opponent-placeholder = a username
challenge-opponent-hint = Leave empty to offer the game to anyone.
challenge-colour = Your colour
challenge-colour-random = random
challenge-vacation-allowed = allowed: clocks stand still while a player is on vacation
challenge-vacation-forbidden = not in this game
challenge-start-random = random, drawn by the server when the game starts
challenge-start-number = the number below
challenge-start-classical = classical (No. 518)
challenge-start-number-label = Start position number (0 to 959)
challenge-browse-positions = Browse all 960 positions
challenge-rating-range = Rating range (open challenges, optional)
challenge-min-rating = Lowest rating
challenge-max-rating = Highest rating
challenge-rating-hint = Only players rated within the range see the Accept button. Leave both empty for anyone.
challenge-note = Note (optional)
challenge-offer = Offer the game
tc-legend = Time control
tc-per-move-choice = days per move: every move brings a fresh deadline
tc-fischer-choice = Fischer: a time bank, plus days for every move
tc-days = Days (per move, or the starting bank for Fischer)
tc-days-hint = 1 to 60 days.
tc-increment = Fischer: days added after each move
tc-max = Fischer: at most this many days in the bank (optional)

## Confirming a challenge's withdrawal.

challenges-withdraw-confirm-title = Withdraw the challenge?
challenges-withdraw-confirm-consequence = Nobody can accept it any more.
challenges-withdraw-confirm-tick = Withdraw this challenge
challenges-withdraw-confirm-button = Withdraw
challenges-rematch-of = A rematch of game { $game }.
