-- The session's latest search before an add-to-cart or order (analytics_event, attribution) is
-- read from an index in the query's own order: (store, session, time desc, id desc). With the old
-- (store, session, time) index the planner could not tell it from search_log_at while the table's
-- statistics were young, and the generic plan of the PL/pgSQL statement took search_log_at and
-- filtered every search of the store's last day by session: 12,000 rows per event, 1.5 s per
-- batch of 1,000 records, in the telemetry benchmark. This index gives the order without a sort,
-- so it wins whatever the statistics say.
create index search_log_session_latest on search_log (tenant_id, session, at desc, search_id desc)
  where session is not null;
drop index search_log_session;
