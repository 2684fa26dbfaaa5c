-- Each serving process also keeps recent sessions' users in memory (who is asking, with
-- the navigation's counts). On the same `game_changed` channel, 'u:' and a user's id
-- makes it forget that user's sessions: when the user's row changes or goes, a session
-- of theirs ends or its expiry moves, a game of theirs starts, ends, moves on (whose
-- move it is) or changes hands, or a challenge to or from them is made, answered or
-- withdrawn. Processes that know no 'u:'
-- notice take it as '*' and forget everything.
CREATE FUNCTION notify_user_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    PERFORM pg_notify('game_changed', 'u:' || OLD.id::text);
    RETURN NULL;
END;
$$;

CREATE FUNCTION notify_session_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    PERFORM pg_notify('game_changed', 'u:' || OLD.user_id::text);
    RETURN NULL;
END;
$$;

-- A game's players: both on an insert or a delete, and on an update the players before
-- and after (a tournament hands a withdrawn player's games to a replacement).
CREATE FUNCTION notify_game_players() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP <> 'INSERT' THEN
        PERFORM pg_notify('game_changed', 'u:' || OLD.white_id::text);
        PERFORM pg_notify('game_changed', 'u:' || OLD.black_id::text);
    END IF;
    IF TG_OP <> 'DELETE' THEN
        PERFORM pg_notify('game_changed', 'u:' || NEW.white_id::text);
        PERFORM pg_notify('game_changed', 'u:' || NEW.black_id::text);
    END IF;
    RETURN NULL;
END;
$$;

CREATE FUNCTION notify_challenge_parties() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
    challenger BIGINT := CASE TG_OP WHEN 'DELETE' THEN OLD.challenger_id ELSE NEW.challenger_id END;
    opponent BIGINT := CASE TG_OP WHEN 'DELETE' THEN OLD.opponent_id ELSE NEW.opponent_id END;
BEGIN
    PERFORM pg_notify('game_changed', 'u:' || challenger::text);
    IF opponent IS NOT NULL THEN
        PERFORM pg_notify('game_changed', 'u:' || opponent::text);
    END IF;
    RETURN NULL;
END;
$$;

CREATE TRIGGER users_changed AFTER UPDATE OR DELETE ON users
    FOR EACH ROW EXECUTE FUNCTION notify_user_changed();

-- Updates too: an expiry moved (the hourly touch sends one now and then).
CREATE TRIGGER sessions_changed AFTER UPDATE OF expires_at, last_seen_at OR DELETE ON sessions
    FOR EACH ROW EXECUTE FUNCTION notify_session_changed();

CREATE TRIGGER games_started_or_ended AFTER INSERT OR DELETE ON games
    FOR EACH ROW EXECUTE FUNCTION notify_game_players();

CREATE TRIGGER games_turned AFTER UPDATE OF ply, status, white_id, black_id ON games
    FOR EACH ROW WHEN (OLD.ply IS DISTINCT FROM NEW.ply OR OLD.status IS DISTINCT FROM NEW.status
                       OR OLD.white_id IS DISTINCT FROM NEW.white_id
                       OR OLD.black_id IS DISTINCT FROM NEW.black_id)
    EXECUTE FUNCTION notify_game_players();

CREATE TRIGGER challenges_changed AFTER INSERT OR UPDATE OR DELETE ON challenges
    FOR EACH ROW EXECUTE FUNCTION notify_challenge_parties();
