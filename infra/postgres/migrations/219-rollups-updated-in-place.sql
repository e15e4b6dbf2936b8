-- Rollups updated in place (docs/telemetry.md, "Rollups updated in place"). Every batch of the
-- telemetry log adds to a few hundred rollup rows per store (a query's searches on its day,
-- language and device; a query's popularity). An update writes a new version of the row; on a
-- full page it goes to another page, and every index of the table gets an entry for it. With a
-- fifth of each page left free (fillfactor) and no index on a column that changes, the new version
-- stays on its page and no index is touched (a heap-only tuple). analytics_queries_range (store,
-- day) is dropped: the primary key (store, day, language, device, query) serves every range of a
-- store's days.
drop index if exists analytics_queries_range;
alter table analytics_queries set (fillfactor = 80);
alter table analytics_daily set (fillfactor = 80);
alter table analytics_positions set (fillfactor = 80);
alter table analytics_revenue set (fillfactor = 80);
alter table signal_queries set (fillfactor = 80);
alter table signal_query_products set (fillfactor = 80);
alter table signal_caps set (fillfactor = 80);
