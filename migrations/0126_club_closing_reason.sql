-- Closing a club (issue 45): the site admin gives a reason, which the club's page shows
-- its members while it stays closed (and the audit log keeps). Empty for clubs closed
-- before, or closed because their last member left.
ALTER TABLE clubs ADD COLUMN closed_reason TEXT NOT NULL DEFAULT ''
    CHECK (char_length(closed_reason) <= 1000);
