import type { TelemetryConsumer } from '../../domain/telemetry/telemetry-log.ts';

/**
 * Searches, clicks and events into the ranking signals (migration 102: product popularity with
 * time decay, CTR and conversions per normalized query and product, popular queries), under the
 * flood guard's caps. One SQL call per batch; every record id is taken once.
 */
export const signalsProjector: TelemetryConsumer = {
  name: 'signals',
  async apply(records, sql) {
    if (records.length === 0) return;
    await sql.query('select signals_apply($1::jsonb)', [JSON.stringify(records)]);
  },
  async applyJson(records, sql) {
    await sql.query('select signals_apply($1::jsonb)', [records]);
  },
};
