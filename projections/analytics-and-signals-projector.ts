import type { TelemetryConsumer } from '../domain/telemetry/telemetry-log.ts';
import { sqlBatchConsumer } from './sql-batch-consumer.ts';

/**
 * The telemetry log's one consumer: each batch goes into the analytics rollups and the ranking
 * signals with one SQL call (`analytics_and_signals_apply`, migration 217), one read and one parse
 * of the batch, in one transaction with the checkpoint.
 *
 * - Analytics (`analytics_apply`, migrations 101, 213, 215, 216): the search log, clicks and events
 *   into the rollups the reports read.
 * - Signals (`signals_apply`, migrations 102, 212, 216): product popularity with time decay, CTR and
 *   conversions per normalized query and product, popular queries, under the flood guard's caps.
 *
 * Both take a record id once, so a record seen twice is counted once, and the results come out
 * the same whatever order records arrive in.
 */
export const analyticsAndSignalsProjector: TelemetryConsumer = sqlBatchConsumer(
  'analytics-and-signals',
  'analytics_and_signals_apply',
);
