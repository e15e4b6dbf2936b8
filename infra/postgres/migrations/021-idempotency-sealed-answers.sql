-- Stored answers are sealed (AES-GCM, SECRETS_KEY): an answer may show a secret once (a new
-- key, a webhook secret), and the database must not keep it readable. Rows written before
-- this column are plain.
alter table idempotency_keys add column sealed boolean not null default false;
