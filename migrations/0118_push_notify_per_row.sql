-- Wake the push workers only when a push was really queued. The statement trigger of
-- 0103 fired for every INSERT ... SELECT, also when it found no subscription and added
-- no row, and each woken worker then ran a claim that found nothing: one wasted
-- statement per move in the load benchmark. A row trigger fires per queued push;
-- PostgreSQL delivers one notification per transaction for identical payloads.
DROP TRIGGER push_outbox_notify ON push_outbox;
CREATE TRIGGER push_outbox_notify AFTER INSERT ON push_outbox
    FOR EACH ROW EXECUTE FUNCTION push_outbox_notify();
