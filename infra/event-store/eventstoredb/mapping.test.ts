import { ANY, NO_STREAM, STREAM_EXISTS, WrongExpectedVersionError } from '@eventstore/db-client';
import { describe, expect, it } from 'vitest';
import { START, StreamConflict } from '../../../domain/event-store/event-store.ts';
import { toAppendResult, toEsdbExpectedRevision, toReadPosition, toStreamConflict } from './mapping.ts';

describe('expected revision', () => {
  it('maps each expectation of the port onto the EventStoreDB constant', () => {
    expect(toEsdbExpectedRevision('no_stream')).toBe(NO_STREAM);
    expect(toEsdbExpectedRevision('exists')).toBe(STREAM_EXISTS);
    expect(toEsdbExpectedRevision('any')).toBe(ANY);
    expect(toEsdbExpectedRevision(0n)).toBe(0n);
    expect(toEsdbExpectedRevision(41n)).toBe(41n);
  });
});

describe('append errors', () => {
  const wrongVersion = (current: bigint | 'no_stream') =>
    new WrongExpectedVersionError(undefined, { streamName: 'product-t1:p1', expected: 0n, current });

  it('turns a wrong expected version into a StreamConflict with the actual revision', () => {
    const conflict = toStreamConflict(wrongVersion(3n), 'product-t1:p1', 0n);
    expect(conflict).toBeInstanceOf(StreamConflict);
    expect(conflict).toMatchObject({ streamId: 'product-t1:p1', expected: 0n, actual: 3n });
  });

  it('reports an absent stream as no_stream', () => {
    expect(toStreamConflict(wrongVersion('no_stream'), 'product-t1:p1', 'exists')).toMatchObject({
      expected: 'exists',
      actual: 'no_stream',
    });
    expect(toStreamConflict(wrongVersion(-1n), 'product-t1:p1', 'exists')).toMatchObject({
      actual: 'no_stream',
    });
  });

  it('leaves every other error as it is', () => {
    const other = new Error('unavailable');
    expect(toStreamConflict(other, 'product-t1:p1', 'any')).toBe(other);
  });
});

describe('log positions', () => {
  it('reads from the start of $all for the port START', () => {
    expect(toReadPosition(START)).toBe('start');
  });

  it('keeps commit and prepare of any other position', () => {
    expect(toReadPosition({ commit: 1200n, prepare: 1100n })).toEqual({ commit: 1200n, prepare: 1100n });
  });
});

describe('append result', () => {
  const position = { commit: 5000n, prepare: 5000n };

  it('reports a fresh write as EventStoreDB does', () => {
    expect(toAppendResult(-1n, 2, { nextExpectedRevision: 1n, position })).toEqual({
      nextRevision: 1n,
      position,
    });
    expect(toAppendResult(4n, 1, { nextExpectedRevision: 5n, position })).toEqual({
      nextRevision: 5n,
      position,
    });
  });

  it('reports a retry of the last write with the revision and no position', () => {
    expect(toAppendResult(0n, 1, { nextExpectedRevision: 0n, position })).toEqual({
      nextRevision: 0n,
      position: null,
    });
  });

  it('reports a retry of an older write with the stream revision, not the one of the original write', () => {
    expect(toAppendResult(9n, 2, { nextExpectedRevision: 3n, position })).toEqual({
      nextRevision: 9n,
      position: null,
    });
  });

  it('reports an empty append with the revision it found', () => {
    expect(toAppendResult(-1n, 0, { nextExpectedRevision: 0n })).toEqual({
      nextRevision: -1n,
      position: null,
    });
  });
});
