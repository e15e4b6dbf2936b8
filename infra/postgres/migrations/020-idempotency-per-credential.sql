-- An answer stored for an Idempotency-Key belongs to the credential that made it: another key
-- of the same store with the same Idempotency-Key is a request of its own (docs/http.md).
alter table idempotency_keys add column credential_id text not null default '';
alter table idempotency_keys drop constraint idempotency_keys_pkey;
alter table idempotency_keys add primary key (tenant_id, credential_id, key);
