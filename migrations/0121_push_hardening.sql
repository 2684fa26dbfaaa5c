-- Web Push hardening (issue 44).
--
-- One row per account and endpoint: the endpoint was unique, so an account that posted
-- another's endpoint moved that subscription to itself, and the other account's
-- notifications stopped. Each account now keeps its own row (docs/design/push.md).
--
-- The endpoint's host (with its port when not the default), for the worker's cap on
-- pushes in flight per host; and the failures in a row after which a subscription is
-- parked (no more pushes until its browser subscribes again).
ALTER TABLE push_subscriptions DROP CONSTRAINT push_subscriptions_endpoint_key;
ALTER TABLE push_subscriptions
    ADD CONSTRAINT push_subscriptions_user_endpoint_key UNIQUE (user_id, endpoint);
DROP INDEX push_subscriptions_user_idx;
ALTER TABLE push_subscriptions
    ADD COLUMN host TEXT NOT NULL
        GENERATED ALWAYS AS (coalesce(lower(substring(endpoint from '^[A-Za-z][A-Za-z0-9+.-]*://([^/?#]+)')), '')) STORED,
    ADD COLUMN failures INTEGER NOT NULL DEFAULT 0,
    ADD COLUMN parked_at TIMESTAMPTZ;
