-- Organisers: accounts an admin lets create tournaments and run the ones they created.
ALTER TABLE users ADD COLUMN is_organizer BOOLEAN NOT NULL DEFAULT false;
CREATE INDEX tournaments_created_by_idx ON tournaments (created_by);
