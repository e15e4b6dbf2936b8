import { join } from 'node:path';
import type { TelemetryLog } from '../../domain/telemetry/telemetry-log.ts';
import type { Config } from '../config.ts';
import type { Pool } from '../postgres/pool.ts';
import { KafkaTelemetryLog } from './kafka/kafka-telemetry-log.ts';
import { PostgresTelemetryLog } from './postgres/postgres-telemetry-log.ts';
import { TallyingTelemetryLog } from './search-tallies.ts';

/**
 * The one place the telemetry adapter is chosen: Kafka when KAFKA_BROKERS is set, else PostgreSQL.
 * `pools.consumers` holds the connections the projections apply on (background priority).
 * Either way searches are tallied before they reach it (`TallyingTelemetryLog`).
 */
export function selectTelemetryLog(
  config: Config,
  pools: { readonly pool: Pool; readonly consumers: Pool },
  dataDir: string,
  log?: (message: string) => void,
  now?: () => Date,
): TelemetryLog {
  const spillDir = join(dataDir, 'telemetry-spill');
  if (config.KAFKA_BROKERS.length > 0)
    return tallied(
      new KafkaTelemetryLog(pools.pool, {
        consumerPool: pools.consumers,
        brokers: config.KAFKA_BROKERS,
        topic: config.KAFKA_TOPIC,
        spillDir,
        log,
        // A record delivered again after its row is purged would be counted again: left out.
        maxRecordAgeMs: config.SHOPPER_LOG_RETENTION_DAYS * 86_400_000,
        ...(now ? { now } : {}),
      }),
    );
  return tallied(new PostgresTelemetryLog(pools.pool, { consumerPool: pools.consumers, spillDir, log }));
}

const tallied = (log: TelemetryLog): TelemetryLog => new TallyingTelemetryLog(log);
