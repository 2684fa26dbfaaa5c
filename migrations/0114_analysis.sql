-- The computer analysis of finished games: a queue of jobs (one per game, claimed by
-- the analysis workers with FOR UPDATE SKIP LOCKED under a lease, as the outbox is) and
-- the engine's word on each position of the game.

CREATE TABLE analysis_jobs (
    game_id        BIGINT PRIMARY KEY REFERENCES games(id) ON DELETE CASCADE,
    status         TEXT NOT NULL DEFAULT 'queued'
                   CHECK (status IN ('queued', 'running', 'done', 'failed')),
    -- Why the last attempt failed: start, crashed, timeout, garbage, game.
    reason         TEXT,
    attempts       INTEGER NOT NULL DEFAULT 0,
    -- A failed job is taken again from then on (NULL: never again).
    retry_after    TIMESTAMPTZ,
    -- The end of a running job's lease: a job whose worker died is taken again after it.
    locked_until   TIMESTAMPTZ,
    -- Positions analysed and to analyse (the start and the one after each move).
    positions_done INTEGER NOT NULL DEFAULT 0,
    positions      INTEGER NOT NULL CHECK (positions >= 1),
    -- The node budget the job was analysed with.
    nodes          BIGINT NOT NULL,
    requested_by   BIGINT REFERENCES users(id) ON DELETE SET NULL,
    queued_at      TIMESTAMPTZ NOT NULL DEFAULT now(),
    finished_at    TIMESTAMPTZ,
    CHECK (positions_done BETWEEN 0 AND positions)
);
CREATE INDEX analysis_jobs_due_idx ON analysis_jobs (queued_at)
    WHERE status IN ('queued', 'running', 'failed');

-- The engine's word on the position after `ply` half-moves (0: the start).
CREATE TABLE analysis_positions (
    game_id   BIGINT NOT NULL REFERENCES analysis_jobs(game_id) ON DELETE CASCADE,
    ply       INTEGER NOT NULL CHECK (ply >= 0),
    -- From White's side: centipawns, or moves to mate (positive: White mates; 0: the
    -- side to move is mated). Exactly one is set.
    cp        INTEGER,
    mate      INTEGER,
    -- The engine's best move here (UCI, castling king onto rook) and its SAN; NULL in a
    -- position without moves.
    best_uci  TEXT,
    best_san  TEXT,
    -- The engine's line from here, a few plies of UCI separated by spaces.
    line      TEXT NOT NULL DEFAULT '',
    PRIMARY KEY (game_id, ply),
    CHECK ((cp IS NULL) <> (mate IS NULL))
);

-- Whether rated games are queued for analysis as they end (ANALYSIS_AUTO with an
-- engine), and with what node budget: written by each server process as it starts,
-- read by the trigger below in the transaction that ends a game.
CREATE TABLE analysis_settings (
    id    BOOLEAN PRIMARY KEY DEFAULT true CHECK (id),
    auto  BOOLEAN NOT NULL DEFAULT false,
    nodes BIGINT NOT NULL DEFAULT 1000000 CHECK (nodes > 0)
);
INSERT INTO analysis_settings DEFAULT VALUES;

CREATE FUNCTION analysis_queue_ended() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    INSERT INTO analysis_jobs (game_id, positions, nodes)
    SELECT NEW.id, NEW.ply + 1, s.nodes FROM analysis_settings s WHERE s.auto
    ON CONFLICT DO NOTHING;
    RETURN NULL;
END
$$;
CREATE TRIGGER games_analysis_auto AFTER UPDATE OF status ON games
    FOR EACH ROW WHEN (OLD.status = 'running' AND NEW.status = 'finished' AND NEW.rated)
    EXECUTE FUNCTION analysis_queue_ended();
