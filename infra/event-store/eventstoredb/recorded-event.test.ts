import { describe, expect, it } from 'vitest';
import { resolvedEvent } from '../../../test/support/fake-subscription.ts';
import { isSystemEvent, positionOf, toRecordedEvent } from './recorded-event.ts';

describe('recorded event', () => {
  it('carries id, stream, revision, position, type, data, metadata and creation time', () => {
    const resolved = resolvedEvent(7, { data: { tenantId: 't1', name: { ar: 'هاتف' } } });
    expect(toRecordedEvent(resolved)).toEqual({
      id: resolved.event?.id,
      streamId: 'product-t1:p1',
      revision: 7n,
      position: { commit: 700n, prepare: 700n },
      type: 'ProductUpserted',
      data: { tenantId: 't1', name: { ar: 'هاتف' } },
      metadata: { requestId: 'r7' },
      createdAt: new Date(Date.UTC(2025, 0, 1)),
    });
  });

  it('reads absent metadata as empty', () => {
    expect(toRecordedEvent(resolvedEvent(1, { metadata: undefined }))?.metadata).toEqual({});
  });

  it('hides system events: $ types and $ streams', () => {
    expect(isSystemEvent({ type: '$metadata', streamId: '$$product-t1:p1' })).toBe(true);
    expect(isSystemEvent({ type: '$>', streamId: '$ce-product' })).toBe(true);
    expect(isSystemEvent({ type: 'Collected', streamId: '$stats-127.0.0.1:2113' })).toBe(true);
    expect(isSystemEvent({ type: 'ProductUpserted', streamId: 'product-t1:p1' })).toBe(false);
    expect(toRecordedEvent(resolvedEvent(1, { type: '$streamDeleted' }))).toBeNull();
    expect(toRecordedEvent({})).toBeNull();
  });

  it('refuses an event whose data is not a JSON object', () => {
    expect(() => toRecordedEvent(resolvedEvent(1, { data: new Uint8Array([1, 2]) }))).toThrow(
      'does not hold a JSON object',
    );
    expect(() => toRecordedEvent(resolvedEvent(1, { data: [1, 2] }))).toThrow('does not hold a JSON object');
  });

  it('falls back on the commit position when the server gives no event position', () => {
    const { event } = resolvedEvent(3);
    if (!event) throw new Error('fixture has an event');
    expect(positionOf({ event: { ...event, position: undefined }, commitPosition: 300n })).toEqual({
      commit: 300n,
      prepare: 300n,
    });
    expect(positionOf({ event: { ...event, position: undefined } })).toBeNull();
  });
});
