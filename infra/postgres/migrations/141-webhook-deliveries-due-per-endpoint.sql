-- The dispatcher's claim walks the endpoints that have open deliveries (a skip scan of this
-- index) and takes, per endpoint, its oldest due deliveries up to its free slots (docs/webhooks.md).
create index webhook_deliveries_open_per_endpoint on webhook_deliveries (webhook_id, next_attempt_at, seq)
  where status in ('pending', 'failed');
