-- Open game pages follow the computer analysis live (issue 45): a job queued, its
-- progress (each position stored) and its end notify `game_events` as
-- '<game id> analysis <positions analysed>', which the streams send as an `analysis`
-- event (docs/design/live.md). Sent on commit, as the game's own events.
CREATE FUNCTION notify_analysis_event() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP = 'UPDATE' AND OLD.status IS NOT DISTINCT FROM NEW.status
       AND OLD.positions_done IS NOT DISTINCT FROM NEW.positions_done THEN
        RETURN NULL;
    END IF;
    PERFORM pg_notify('game_events', NEW.game_id::text || ' analysis '
        || NEW.positions_done::text);
    RETURN NULL;
END;
$$;

CREATE TRIGGER analysis_jobs_events AFTER INSERT OR UPDATE OF status, positions_done
    ON analysis_jobs FOR EACH ROW EXECUTE FUNCTION notify_analysis_event();
