## game
