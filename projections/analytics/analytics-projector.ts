import type { TelemetryConsumer } from '../../domain/telemetry/telemetry-log.ts';
import { sqlBatchConsumer } from '../sql-batch-consumer.ts';

/**
 * The search log, clicks and events into the analytics rollups: one SQL call per batch
 * (`analytics_apply`, migrations 101 and 213). Facts are keyed by record id, so a record seen twice is
 * counted once, and the rollups come out the same whatever order records arrive in.
 */
export const analyticsProjector: TelemetryConsumer = sqlBatchConsumer('analytics', 'analytics_apply');
