-- A tournament's cap on the vacation days that count in its games. Each game of the
-- tournament carries the cap and the day it counts from (the tournament's start), so the
-- clock code reads it with the game row and needs no join.
ALTER TABLE tournaments
    ADD COLUMN max_vacation_days INTEGER CHECK (max_vacation_days BETWEEN 0 AND 365);
ALTER TABLE games
    ADD COLUMN vacation_cap_days INTEGER CHECK (vacation_cap_days >= 0),
    ADD COLUMN vacation_cap_from DATE,
    ADD CONSTRAINT games_vacation_cap_check
        CHECK ((vacation_cap_days IS NULL) = (vacation_cap_from IS NULL));
