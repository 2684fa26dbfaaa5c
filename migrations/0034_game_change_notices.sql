-- Each serving process keeps recently viewed games in memory (the game page for
-- spectators). It listens on `game_changed` and forgets a game when its row changes or
-- goes; '*' makes it forget every game, for the changes that reach many games' pages at
-- once: a renamed player, a tournament's new name, a vacation booked or ended. Notices
-- are sent on commit, so a rolled-back change sends none, and identical ones in one
-- transaction arrive once.
CREATE FUNCTION notify_game_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    PERFORM pg_notify('game_changed', OLD.id::text);
    RETURN NULL;
END;
$$;

CREATE FUNCTION notify_games_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    PERFORM pg_notify('game_changed', '*');
    RETURN NULL;
END;
$$;

CREATE TRIGGER games_changed AFTER UPDATE OR DELETE ON games
    FOR EACH ROW EXECUTE FUNCTION notify_game_changed();

CREATE TRIGGER users_renamed AFTER UPDATE OF username ON users
    FOR EACH STATEMENT EXECUTE FUNCTION notify_games_changed();

CREATE TRIGGER tournaments_renamed AFTER UPDATE OF name ON tournaments
    FOR EACH STATEMENT EXECUTE FUNCTION notify_games_changed();

CREATE TRIGGER vacations_changed AFTER INSERT OR UPDATE OR DELETE ON vacations
    FOR EACH STATEMENT EXECUTE FUNCTION notify_games_changed();
