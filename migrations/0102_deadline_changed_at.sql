-- When a game's deadline last changed (a move, a vacation, an extension), for the
-- calendar feed's DTSTAMP (RFC 5545 3.8.7.2): a poll then sees the same stamp until the
-- deadline moves, where the time of the fetch changed every event on every poll. Set
-- by a trigger, so no statement that moves a deadline has to remember it. Games from
-- before this column read `turn_started_at` instead (see store::games::game_columns).
ALTER TABLE games ADD COLUMN deadline_changed_at TIMESTAMPTZ;
ALTER TABLE games ALTER COLUMN deadline_changed_at SET DEFAULT now();

CREATE FUNCTION games_deadline_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF NEW.deadline IS DISTINCT FROM OLD.deadline THEN
        NEW.deadline_changed_at := now();
    END IF;
    RETURN NEW;
END;
$$;

CREATE TRIGGER games_deadline_changed BEFORE UPDATE OF deadline ON games
    FOR EACH ROW EXECUTE FUNCTION games_deadline_changed();
