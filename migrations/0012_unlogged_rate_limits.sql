-- Rate-limit counters are disposable: after a crash they start again from zero, which is
-- harmless. An unlogged table writes no WAL, so counting a request (every API call) no
-- longer waits for a flush to disk.
ALTER TABLE rate_limits SET UNLOGGED;
