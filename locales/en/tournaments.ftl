## tournaments
tournaments-new = New tournament
tournaments-open = Open for registration
tournaments-none-open = No tournament is open for registration right now.
tournaments-players = { $min } to { $max } players
tournaments-started-by-organisers = started by the organisers
tournaments-registration-until = registration until { $deadline }
tournaments-running = Running
tournaments-none-running = No tournament is running.
tournaments-done = Finished and cancelled
tournaments-none-done = None yet.
