## The game page's analysis board, conditional lines and private note, the words of
## the board scripts, the drawn board's square names, and refused form characters.

analysis-heading = Analysis board
analysis-badge-strong = Analysis, not sent.
analysis-badge = Try moves for both sides: nothing played on this board reaches your opponent.
analysis-line = Line:
analysis-take-back = Take back
analysis-redo = Redo
analysis-reset = Reset
analysis-try-label = Try a move
analysis-try = Try
analysis-hint-start = As in the move form
analysis-hint-end = or on the board. The arrow keys take back and redo while the board or a button here has the focus.
analysis-save = Save as conditional line

# Words of the board scripts (static/game.js, static/analysis.js, static/board-kit.js).
analysis-board-name = Analysis board, not sent
analysis-from-current = From the current position.
analysis-from-after = From the position after half-move { $start } of { $played }.
analysis-no-moves = no moves yet
analysis-taken-back = (taken back: { $line })
analysis-note-not-current = Conditional lines start from the current position: go to it on the game board and press Reset to build one.
analysis-note-play-both = Play your opponent's move and your reply to save them as a conditional line.
analysis-note-ends-with-reply = A conditional line ends with your reply: add it, or take back { $move }.
analysis-note-your-move = It is your move: conditional lines, which start with your opponent's move, can be saved after you have moved.
analysis-not-legal = “{ $text }” is not a legal move in the position on the analysis board.
analysis-pending = Your move { $move }. Play it, or cancel.
analysis-pending-castling = Your move { $move } — castling { $castling }. Play it, or cancel.
analysis-pending-king-step = Your move { $move }: a king step. To castle, put the king on its rook, or choose "Castle instead".
analysis-promote-pawn = Promote the pawn on { $square }: choose a piece, or cancel.
analysis-sending = Sending your move…

# A player's own preparations.
analysis-conditionals-heading = Your conditional moves
analysis-conditionals-intro = Only you see these. When your opponent plays the first move of a line, your reply is played at once; lines that did not foresee the move are dropped.
analysis-no-lines = No lines stored.
analysis-with-message = (with the message: { $message })
analysis-delete = Delete
analysis-add-line = Add a line: your opponent's move, your reply, their next move, …
analysis-line-hint-start = Moves separated by spaces, in any notation the move form takes, e.g.
analysis-line-hint-castling = ; castling as
analysis-line-hint-end = or king onto rook.
analysis-line-message = Message to send with the first reply (optional)
analysis-store-line = Store the line
analysis-lines-later = Lines can be stored while your opponent is to move.
analysis-note-heading = Your private note
analysis-note-label = Only you see this note, also after the game.
analysis-save-note = Save the note
analysis-note-pgn = Download the PGN with your note

# Why a conditional line or a note was refused.
analysis-line-too-short = A line needs your opponent's move and your reply to it, e.g. "{ $example }".
analysis-line-too-long = A line may hold at most { $max ->
        [one] one move
       *[other] { $max } moves
    }.
analysis-line-odd = A line ends with your reply: add your answer to "{ $move }", or leave that move out.
analysis-line-bad-move = Move { $number } of the line, "{ $move }" ({ $whose ->
    [opponent] your opponent's move
   *[reply] your reply
}), cannot be played: { $reason }.
analysis-line-too-many = You keep { $max } lines in this game already; delete some first.
analysis-line-disagrees = After { $before } you answer { $stored } in a line you stored already; here you answer { $typed }. Delete one of them first.
analysis-line-your-move = It is your move: conditional lines start with your opponent's move, so store them after you have moved.
analysis-line-message-refused = A message may have at most { $max } characters and no control characters.
analysis-note-too-long = A note may have at most { $max } characters.
analysis-note-control = A note may not contain control characters.

# The drawn board's squares, for screen readers.
analysis-start-board-title = Start position { $number }: { $pieces }
analysis-square-empty = { $square }, empty
analysis-square-piece = { $square }, { $color } { $name }

# A form field holding a character its kind of field refuses ($label: the field's name
# in words, from analysis-field-name).
analysis-field-name = { $label }
analysis-field-single-line = The field “{ $label }” contains a character that is not allowed: line breaks, tabs and other control characters cannot be used here.
analysis-field-multi-line = The field “{ $label }” contains a character that is not allowed: control characters other than line breaks and tabs cannot be used here.
analysis-field-direction = The field “{ $label }” contains a character that is not allowed: direction overrides, embeddings and isolates (U+202A to U+202E, U+2066 to U+2069) cannot be used here.
analysis-form-unreadable = The form could not be read. Please go back, reload the page and try again.
analysis-query-unreadable = The address has a query parameter this page does not understand.
# A profile's or a list's query refused.
analysis-page-number = The page must be a whole number from 1 to 100000.
analysis-result-filter = The result filter must be won, drawn or lost (or empty for all).
# A game's message refused.
analysis-message-empty = Write a message first.
analysis-message-long = A message may have at most 2000 characters.
analysis-message-control = A message may not contain control characters.
# The confirmation pages of resigning and aborting (without the tick box ticked).
analysis-resign-title = Resign the game?
analysis-resign-consequence = Resigning ends the game at once as a loss for you. Before both players have moved, it aborts the game instead: nobody wins, and it is not rated (a tournament game keeps its result, unrated).
analysis-resign-tick = I resign this game
analysis-resign-button = Resign
analysis-abort-title = Abort the game?
analysis-abort-consequence = An aborted game ends without a result and is not rated.
analysis-abort-tick = Abort this game
analysis-abort-button = Abort the game
# The rules page's castling boards, for screen readers.
analysis-rules-before = Before castling: white king on { $king }, castling rook on { $rook }
analysis-rules-after = After castling, { $description }
