-- Fair play (issue 45): a tournament may state its own rule on engine help. NULL
-- follows the site's policy (the ENGINES_ALLOWED setting, off by default: no engines,
-- as lichess); true allows engines and tablebases (as ICCF); false forbids them.
ALTER TABLE tournaments ADD COLUMN engines_allowed BOOLEAN;
