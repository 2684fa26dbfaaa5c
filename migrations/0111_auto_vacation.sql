-- Issue 32, item 4: a player may let the timeout sweep book vacation days instead of
-- losing on time. Off unless the player turns it on.
ALTER TABLE users ADD COLUMN auto_vacation boolean NOT NULL DEFAULT false;
