import type { TelemetryConsumer } from '../../domain/telemetry/telemetry-log.ts';
import { sqlBatchConsumer } from '../sql-batch-consumer.ts';

/**
 * Searches, clicks and events into the ranking signals (migrations 102 and 212: product popularity with
 * time decay, CTR and conversions per normalized query and product, popular queries), under the
 * flood guard's caps. One SQL call per batch; every record id is taken once.
 */
export const signalsProjector: TelemetryConsumer = sqlBatchConsumer('signals', 'signals_apply');
