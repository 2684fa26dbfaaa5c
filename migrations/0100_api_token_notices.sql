-- Each serving process keeps recent API tokens' owners in memory as it keeps sessions
-- (migration 0094), forgotten on the same 'u:' notices. A token revoked or deleted tells
-- its owner's 'u:' notice; the "last used" touch changes nothing kept and says nothing.
CREATE FUNCTION notify_api_token_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    PERFORM pg_notify('game_changed', 'u:' || OLD.user_id::text);
    RETURN NULL;
END;
$$;

CREATE TRIGGER api_tokens_changed AFTER UPDATE OF revoked_at, user_id OR DELETE ON api_tokens
    FOR EACH ROW EXECUTE FUNCTION notify_api_token_changed();

-- A game's turn or a challenge changes a player's counts (games on move, challenges
-- waiting), which kept sessions show, but not who they are, which kept tokens hold: these
-- say 'c:' and the user's id, so that a move forgets its players' sessions and keeps
-- their tokens. Processes that know no 'c:' notice take it as '*' and forget everything.
CREATE OR REPLACE FUNCTION notify_game_players() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP <> 'INSERT' THEN
        PERFORM pg_notify('game_changed', 'c:' || OLD.white_id::text);
        PERFORM pg_notify('game_changed', 'c:' || OLD.black_id::text);
    END IF;
    IF TG_OP <> 'DELETE' THEN
        PERFORM pg_notify('game_changed', 'c:' || NEW.white_id::text);
        PERFORM pg_notify('game_changed', 'c:' || NEW.black_id::text);
    END IF;
    RETURN NULL;
END;
$$;

CREATE OR REPLACE FUNCTION notify_challenge_parties() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
    challenger BIGINT := CASE TG_OP WHEN 'DELETE' THEN OLD.challenger_id ELSE NEW.challenger_id END;
    opponent BIGINT := CASE TG_OP WHEN 'DELETE' THEN OLD.opponent_id ELSE NEW.opponent_id END;
BEGIN
    PERFORM pg_notify('game_changed', 'c:' || challenger::text);
    IF opponent IS NOT NULL THEN
        PERFORM pg_notify('game_changed', 'c:' || opponent::text);
    END IF;
    RETURN NULL;
END;
$$;
