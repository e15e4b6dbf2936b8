-- A hosted store app's storefront: the public key it hands the shop's theme, sealed by the
-- secret box (context connector:<tenant>:<connector>), never plaintext at rest.
alter table connectors add column storefront_key text;
