-- The analysis workers take requesters in turn (issue 44): a claim orders the due jobs
-- by when each one's requester was last served, their latest job's end, and a request
-- counts the requester's open jobs. Both read a requester's jobs by this index.
CREATE INDEX analysis_jobs_requester_idx ON analysis_jobs (requested_by, finished_at);
