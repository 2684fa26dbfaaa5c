-- A deleted account keeps its row, so that other players' games keep a player: the name
-- becomes "deleted player N", the address and the password go, and this says when.
ALTER TABLE users ADD COLUMN deleted_at TIMESTAMPTZ;
