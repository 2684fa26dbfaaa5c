## The layout (navigation, footer, banner) and the home page.

lang-name = English
skip-to-content = Skip to content
nav-main = Main
nav-games = My games
nav-games-badge = games waiting for your move
nav-challenges = Challenges
nav-challenges-badge = challenges waiting for your answer
nav-tournaments = Tournaments
nav-players = Players
nav-draw-position = Draw a position
nav-admin = Admin
nav-logout = Log out
nav-login = Log in
nav-signup = Sign up
footer-rules = Chess960 rules
footer-positions = All 960 positions
footer-licence = corrchess is free software (AGPL-3.0-or-later)
footer-language = Language
footer-language-switch = Switch
language-unknown = That language is not offered; choose English, Deutsch, Русский or Dansk.
banner-unverified = Please confirm your email address: follow the link we mailed you. Until then you can look around but not start or accept games.
banner-resend = Send the mail again

home-title = Chess960 by correspondence
home-lead = Play Fischer Random chess at your own pace: days per move, a fresh start position for every game, moves checked by the server, and a mail when your opponent has moved.
home-welcome-back = Welcome back, { $name }.
games-on-move = { $count ->
    [one] 1 game waits for your move
   *[other] { $count } games wait for your move
}
home-no-game-on-move = No game waits for your move.
home-challenges-waiting = { $count ->
    [one] A challenge waits for your answer.
   *[other] { $count } challenges wait for your answer.
}
home-offer-game = Offer a game
home-open-challenges = Open challenges
home-create-account = Create an account
home-how-it-works = How it works
home-step-offer = Offer a game or accept one. When the game starts the server draws one of the 960 start positions.
home-step-move-before = Type your move
home-step-move-castling = , or castling as king onto rook, like
home-step-move-after = or click the pieces.
home-step-mail = Your opponent gets a mail, and has days to reply.
home-new-to-960 = New to Chess960? Read
home-rules-link = the rules, castling above all
home-or = , or
home-draw-link = draw a start position

yes = yes
no = no
save = Save
cancel = Cancel
white = White
black = Black

## The players' list.

players-find = Find a player
players-find-placeholder = the start of a name
players-search = Search
players-leaderboard = Leaderboard
players-leaderboard-rule = Established players (rating deviation at most 110) with a rated game in the last 365 days.
players-nobody = Nobody yet.
players-rank = Rank
players-player = Player
players-rating = Rating
players-last-game = Last rated game
players-pages = Pages of the leaderboard
players-higher = Higher
players-page-of = Page { $page } of { $pages }
players-lower = Lower
players-names-starting = Names starting with “{ $search }”
players-none-found = No player's name starts with that.
players-back = Back to the leaderboard
report-title = Report { $name }
report-thanks = Thank you: the administrators have your report and will look at it.
report-back = Back to { $name }
report-intro = The administrators read every report.
report-about-message = It is about the message you chose; say what is wrong with it.
report-reason = Reason
report-choose = Choose…
report-what = What happened
report-send = Send the report
report-limited = You have sent many reports in a short time; the administrators will read them. You can send another in { $minutes ->
    [one] a minute
   *[other] { $minutes } minutes
}.
player-you-block = You block { $name }: no challenges and no messages from them reach you.
player-unblock = Unblock
player-block = Block { $name }

## A player's profile page.

profile-provisional = Provisional rating (RD { $rd }: it settles below 110 after more rated games).
profile-rating = Rating { $rating }, RD { $rd }.
profile-volatility-since = Volatility { $volatility }. Member since { $since }.
profile-challenge = Challenge this player
profile-record = Record
profile-played = Played
profile-won-col = Won
profile-drawn-col = Drawn
profile-lost-col = Lost
profile-all-games = All games
profile-as-white = As white
profile-as-black = As black
profile-rating-history = Rating history
profile-chart-title = Rating of { $name } after { $count ->
        [one] the last rated game
       *[other] each of the last { $count } rated games
    } (the table beside it has the numbers)
profile-history-caption = Rating after each rated game, oldest first
profile-date = Date
profile-game-col = Game
profile-rating-col = Rating
profile-no-rated-game = No rated game yet.
profile-current-games = Current games ({ $count })
profile-none = None.
profile-game = Game { $id }
profile-as-against = as { $color } against
profile-deadline = deadline { $when }
profile-white = white
profile-black = black
profile-finished-games = Finished games ({ $count })
profile-show = Show
profile-filter-all = all
profile-won = won
profile-drawn = drawn
profile-lost = lost
profile-aborted = aborted
profile-filter = Filter
profile-no-finished = No finished games.
profile-no-finished-with-result = No finished games with this result.
profile-no-finished-on-page = No finished games on this page.
profile-ended = Ended
profile-colour = Colour
profile-opponent = Opponent
profile-result = Result
profile-rating-change = Rating change
profile-pages = Pages of finished games
profile-newer = Newer
profile-older = Older
profile-download-pgn = Download all finished games (PGN)
profile-none-yet = None yet.
form-error-summary = Please correct this:
players-provisional = Provisional ratings
players-provisional-rule = Players with a rated game in the last 365 days whose rating is not settled yet (rating deviation above 110), by rating; the "?" marks a provisional rating. They join the leaderboard above once their deviation is 110 or less.

# <meta name="description"> of pages: what a search engine shows under the link.
meta-description-site = Chess960 by correspondence: play Fischer Random chess at your own pace, days per move, on the web, by mail or with a desktop program.
meta-description-home = Play Chess960 (Fischer Random chess) by correspondence: challenge a player, move within days, and play tournaments and club matches.
meta-description-game = { $white } against { $black }: a Chess960 correspondence game with its board, moves and clocks.
meta-description-player = { $name } on corrchess: Chess960 correspondence rating, games and results.
meta-description-tournaments = Chess960 correspondence tournaments: open registrations, running events and final standings.
meta-description-tournament = { $name }: a Chess960 correspondence tournament with its players, games and standings.
meta-description-rules = The rules of Chess960: the 960 start positions, castling, and how the clocks of correspondence play work here.
