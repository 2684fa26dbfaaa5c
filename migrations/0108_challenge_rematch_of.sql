-- A rematch names its game as a value, not as an English note: the list and the mail
-- word it in the reader's language. Notes written by earlier versions become the value.
ALTER TABLE challenges ADD COLUMN rematch_of BIGINT REFERENCES games (id) ON DELETE SET NULL;

UPDATE challenges c
   SET rematch_of = substring(c.note FROM '^A rematch of game ([0-9]+)\.$')::bigint,
       note = ''
 WHERE c.note ~ '^A rematch of game [0-9]+\.$'
   AND EXISTS (SELECT 1 FROM games g
                WHERE g.id = substring(c.note FROM '^A rematch of game ([0-9]+)\.$')::bigint);
