import type { TelemetryConsumer } from '../domain/telemetry/telemetry-log.ts';

/**
 * A telemetry projection that is one SQL function of the whole batch (`fn(records jsonb)`), called
 * once per batch in the transaction of the consumer's checkpoint.
 */
export const sqlBatchConsumer = (name: string, fn: string): TelemetryConsumer => ({
  name,
  sqlFunction: fn,
  async apply(records, sql) {
    if (records.length === 0) return;
    await sql.query(`select ${fn}($1::jsonb)`, [JSON.stringify(records)]);
  },
});
