## The game page's analysis and conditional lines, its script, the dice page and the profile's dates.
