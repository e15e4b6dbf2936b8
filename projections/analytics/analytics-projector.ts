import type { TelemetryConsumer } from '../../domain/telemetry/telemetry-log.ts';

/**
 * The search log, clicks and events into the analytics rollups: one SQL call per batch
 * (`analytics_apply`, migration 101). Facts are keyed by record id, so a record seen twice is
 * counted once, and the rollups come out the same whatever order records arrive in.
 */
export const analyticsProjector: TelemetryConsumer = {
  name: 'analytics',
  async apply(records, sql) {
    if (records.length === 0) return;
    await sql.query('select analytics_apply($1::jsonb)', [JSON.stringify(records)]);
  },
  async applyJson(records, sql) {
    await sql.query('select analytics_apply($1::jsonb)', [records]);
  },
};
