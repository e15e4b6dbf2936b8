import type { Position } from '@eventstore/db-client';
import type { LogPosition, RecordedEvent } from '../../../domain/event-store/event-store.ts';
import { toLogPosition } from './mapping.ts';

/** The fields of an EventStoreDB resolved event this adapter reads (reads of a stream and of $all). */
export interface EsdbResolvedEvent {
  readonly event?: {
    readonly id: string;
    readonly streamId: string;
    readonly revision: bigint;
    readonly type: string;
    readonly created: Date;
    readonly data: unknown;
    readonly metadata: unknown;
    /** Always set on $all; on stream reads only from servers newer than 22.6. */
    readonly position?: Position;
  };
  readonly commitPosition?: bigint;
}

/** EventStoreDB's own records: `$`-prefixed types (`$metadata`, `$>` links, ...) and `$`-prefixed streams. */
export const isSystemEvent = (event: { readonly type: string; readonly streamId: string }): boolean =>
  event.type.startsWith('$') || event.streamId.startsWith('$');

const isJsonObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Uint8Array);

/** Where a resolved event sits in $all, or null when the server did not say. */
export const positionOf = (resolved: EsdbResolvedEvent): LogPosition | null => {
  const position = resolved.event?.position;
  if (position) return toLogPosition(position);
  const commit = resolved.commitPosition;
  return commit === undefined ? null : { commit, prepare: commit };
};

/**
 * The port's view of a resolved event, or null for a system event. Every event this service
 * writes has a JSON object as data: anything else in the log is refused loudly rather than skipped.
 */
export const toRecordedEvent = (resolved: EsdbResolvedEvent): RecordedEvent | null => {
  const event = resolved.event;
  if (!event || isSystemEvent(event)) return null;
  if (!isJsonObject(event.data)) {
    throw new Error(`event ${event.id} in ${event.streamId} does not hold a JSON object`);
  }
  const position = positionOf(resolved);
  if (!position) throw new Error(`event ${event.id} in ${event.streamId} has no log position`);
  return {
    id: event.id,
    streamId: event.streamId,
    revision: event.revision,
    position,
    type: event.type,
    data: event.data,
    metadata: isJsonObject(event.metadata) ? event.metadata : {},
    createdAt: event.created,
  };
};
