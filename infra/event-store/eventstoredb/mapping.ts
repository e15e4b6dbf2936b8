import {
  ANY,
  type AppendExpectedRevision,
  START as ESDB_START,
  type AppendResult as EsdbAppendResult,
  NO_STREAM,
  type Position,
  type ReadPosition,
  STREAM_EXISTS,
  WrongExpectedVersionError,
} from '@eventstore/db-client';
import {
  type AppendResult,
  type ExpectedRevision,
  type LogPosition,
  StreamConflict,
} from '../../../domain/event-store/event-store.ts';

export const toEsdbExpectedRevision = (expected: ExpectedRevision): AppendExpectedRevision => {
  if (typeof expected === 'bigint') return expected;
  switch (expected) {
    case 'no_stream':
      return NO_STREAM;
    case 'exists':
      return STREAM_EXISTS;
    case 'any':
      return ANY;
    default: {
      const unknown: never = expected;
      throw new Error(`unknown expected revision ${String(unknown)}`);
    }
  }
};

/** A wrong expected version becomes the port's StreamConflict; any other error is returned as it is. */
export const toStreamConflict = (error: unknown, streamId: string, expected: ExpectedRevision): unknown => {
  if (!(error instanceof WrongExpectedVersionError)) return error;
  const actual = error.actualVersion;
  return new StreamConflict(
    streamId,
    expected,
    typeof actual === 'bigint' && actual >= 0n ? actual : 'no_stream',
  );
};

export const toLogPosition = (position: Position): LogPosition => ({
  commit: position.commit,
  prepare: position.prepare,
});

/** The port's START sits before the first event: EventStoreDB spells it `start`. */
export const toReadPosition = (position: LogPosition): ReadPosition =>
  position.commit < 0n ? ESDB_START : { commit: position.commit, prepare: position.prepare };

/**
 * EventStoreDB answers an idempotent retry as a success carrying the revision of the original
 * write, which is behind the stream's revision when other events followed it. A fresh write
 * always ends after the revision read before it, so a result at or below that revision is a
 * duplicate, and the port then reports the stream's revision and no position.
 */
export const toAppendResult = (
  revisionBefore: bigint,
  eventCount: number,
  written: Pick<EsdbAppendResult, 'nextExpectedRevision' | 'position'>,
): AppendResult => {
  if (eventCount === 0 || written.nextExpectedRevision <= revisionBefore) {
    return { nextRevision: revisionBefore, position: null };
  }
  return {
    nextRevision: written.nextExpectedRevision,
    position: written.position ? toLogPosition(written.position) : null,
  };
};
