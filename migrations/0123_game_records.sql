-- Issue 47: every game's verifiable record (docs/RECORD.md). Each event that changes a
-- game appends one entry in the same transaction: `canonical` is the entry's RFC 8785
-- text {"at","data","kind","prev","seq"} exactly as hashed, `hash` the hex SHA-256 of
-- its UTF-8 bytes, `prev` the hash of the entry before (NULL for the first). The
-- primary key makes two appends at one number impossible; the actions append with the
-- game's row locked, so they never race for one.
CREATE TABLE game_record_entries (
    game_id   BIGINT NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    seq       INTEGER NOT NULL CHECK (seq >= 1),
    kind      TEXT NOT NULL,
    at        TIMESTAMPTZ NOT NULL,
    canonical TEXT NOT NULL,
    prev      TEXT,
    hash      TEXT NOT NULL,
    PRIMARY KEY (game_id, seq)
);

-- The public halves of every Ed25519 key that ever signed records, named by their
-- RFC 7638 thumbprint: a key rotated away (or lost with a dump made without secrets)
-- still verifies the heads it signed. The private half of the current key is the row
-- `record_signing_key` of server_secrets, which `backup --without-secrets` leaves out;
-- these rows stay in every dump.
CREATE TABLE record_keys (
    kid        TEXT PRIMARY KEY,
    public_key BYTEA NOT NULL CHECK (length(public_key) = 32),
    created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);

-- What `corrchess record check` last found: the games whose chain no longer matches
-- their rows, and the first entry that does not. The game page says so.
CREATE TABLE game_record_breaks (
    game_id    BIGINT PRIMARY KEY REFERENCES games(id) ON DELETE CASCADE,
    seq        INTEGER NOT NULL,
    found_at   TIMESTAMPTZ NOT NULL DEFAULT now()
);

-- The game page shows the record's head and a break; both change without the game's
-- row changing (a message's entry, a check's finding), so they tell the pages' caches
-- as a change of the row does (migration 0034's channel and payload). A move's entry
-- sends the same payload as its row's update, which PostgreSQL delivers once.
CREATE FUNCTION notify_game_record_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP = 'DELETE' THEN
        PERFORM pg_notify('game_changed', OLD.game_id::text);
    ELSE
        PERFORM pg_notify('game_changed', NEW.game_id::text);
    END IF;
    RETURN NULL;
END;
$$;

CREATE TRIGGER game_record_entries_changed AFTER INSERT ON game_record_entries
    FOR EACH ROW EXECUTE FUNCTION notify_game_record_changed();
CREATE TRIGGER game_record_breaks_changed AFTER INSERT OR UPDATE OR DELETE ON game_record_breaks
    FOR EACH ROW EXECUTE FUNCTION notify_game_record_changed();
