-- Play across servers (issue 48, docs/FEDERATION.md "Mirrors"). A player elsewhere is a
-- `users` row named `name@host` whose `home_host` is that host (NULL: a local account);
-- it has no usable password and an address in `.invalid`, so it never logs in and no
-- mail is ever queued to it.
ALTER TABLE users ADD COLUMN home_host TEXT;
CREATE INDEX users_home_host_idx ON users (home_host) WHERE home_host IS NOT NULL;

-- A game whose home is another server (a mirror): the host and the game's id there.
-- NULL: this server is the game's home. `mirror_stopped` is set when a `state` from
-- home does not fit the mirror's chain or position: the mirror shows nothing newer.
ALTER TABLE games ADD COLUMN home_host TEXT;
ALTER TABLE games ADD COLUMN home_game_id BIGINT;
ALTER TABLE games ADD COLUMN mirror_stopped BOOLEAN NOT NULL DEFAULT false;
-- A mirror's record is home's chain (its entries stored as home wrote them) and home's
-- last signed head, so the mirror's record.json verifies against home's keys.
ALTER TABLE games ADD COLUMN home_head JSONB;
CREATE UNIQUE INDEX games_home_game_idx ON games (home_host, home_game_id)
    WHERE home_host IS NOT NULL;

-- A challenge received from a peer: its host and the challenge's id there.
ALTER TABLE challenges ADD COLUMN home_host TEXT;
ALTER TABLE challenges ADD COLUMN home_challenge_id BIGINT;
CREATE UNIQUE INDEX challenges_home_challenge_idx ON challenges (home_host, home_challenge_id)
    WHERE home_host IS NOT NULL;
