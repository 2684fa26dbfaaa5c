-- Open game pages follow their game live (`GET /games/{id}/events`, Server-Sent
-- Events). Each serving process's change listener also listens on `game_events`, whose
-- payload says what happened, so that no stream reads the game to find out:
-- '<game id> <event> <ply>', the event one of 'move', 'offer', 'end' (a game's row)
-- and 'message' (a message between the players), the ply the game's after it. An update
-- that ends the game says 'end' (a move that mates, a resignation, a draw agreed); one
-- that only changes the ply says 'move'; one that only makes, withdraws or declines a
-- draw offer says 'offer'. Notices are sent on commit, as those of migration 0034.
CREATE FUNCTION notify_game_event() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
    happened TEXT;
BEGIN
    IF OLD.status IS DISTINCT FROM NEW.status AND NEW.status <> 'running' THEN
        happened := 'end';
    ELSIF OLD.ply IS DISTINCT FROM NEW.ply THEN
        happened := 'move';
    ELSE
        happened := 'offer';
    END IF;
    PERFORM pg_notify('game_events', NEW.id::text || ' ' || happened || ' ' || NEW.ply::text);
    RETURN NULL;
END;
$$;

CREATE TRIGGER games_events AFTER UPDATE OF ply, status, draw_offer_by ON games
    FOR EACH ROW WHEN (OLD.ply IS DISTINCT FROM NEW.ply OR OLD.status IS DISTINCT FROM NEW.status
                       OR OLD.draw_offer_by IS DISTINCT FROM NEW.draw_offer_by)
    EXECUTE FUNCTION notify_game_event();

CREATE FUNCTION notify_game_message() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    PERFORM pg_notify('game_events', NEW.game_id::text || ' message '
        || (SELECT ply FROM games WHERE id = NEW.game_id)::text);
    RETURN NULL;
END;
$$;

CREATE TRIGGER game_messages_events AFTER INSERT ON game_messages
    FOR EACH ROW EXECUTE FUNCTION notify_game_message();
