import { describe, expect, it } from 'vitest';
import { type LogPosition, type RecordedEvent, START } from '../../../domain/event-store/event-store.ts';
import { FakeSubscription, resolvedEvent } from '../../../test/support/fake-subscription.ts';
import { catchUpSubscription } from './catch-up-subscription.ts';
import type { EsdbResolvedEvent } from './recorded-event.ts';

const until = async (condition: () => boolean): Promise<void> => {
  const deadline = Date.now() + 2_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 2));
  }
};

const revisions = (batches: readonly (readonly RecordedEvent[])[]) =>
  batches.map((batch) => batch.map((e) => Number(e.revision)));

const subscribe = (
  handler: (events: readonly RecordedEvent[]) => Promise<void>,
  options: { after?: LogPosition; batchSize?: number } = {},
) => {
  const source = new FakeSubscription<EsdbResolvedEvent>();
  const subscription = catchUpSubscription({
    source,
    handler,
    after: options.after ?? START,
    batchSize: options.batchSize ?? 3,
    close: () => source.close(),
  });
  return { source, subscription };
};

describe('catch-up subscription', () => {
  it('delivers batches in log order after the checkpoint, without system events', async () => {
    const batches: RecordedEvent[][] = [];
    const { source, subscription } = subscribe(async (events) => void batches.push([...events]), {
      after: { commit: 200n, prepare: 200n },
    });
    source.push(
      resolvedEvent(2),
      resolvedEvent(3),
      resolvedEvent(4, { type: '$metadata', streamId: '$$product-t1:p1' }),
      resolvedEvent(5),
      resolvedEvent(6),
      resolvedEvent(7),
    );
    await until(() => batches.flat().length === 4);
    source.push(resolvedEvent(8));
    await until(() => batches.flat().length === 5);
    await subscription.stop();
    expect(revisions(batches)).toEqual([[3, 5, 6], [7], [8]]);
  });

  it('never runs the handler twice at once, while events keep arriving', async () => {
    let running = 0;
    let overlap = false;
    const seen: number[] = [];
    const { source, subscription } = subscribe(async (events) => {
      running++;
      if (running > 1) overlap = true;
      await new Promise((r) => setTimeout(r, 3));
      seen.push(...events.map((e) => Number(e.revision)));
      running--;
    });
    for (let at = 1; at <= 20; at++) {
      source.push(resolvedEvent(at));
      await new Promise((r) => setTimeout(r, 1));
    }
    await until(() => seen.length === 20);
    await subscription.stop();
    expect(overlap).toBe(false);
    expect(seen).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });

  it('ends with the handler error, hands on nothing after the failed batch and closes the source', async () => {
    const batches: RecordedEvent[][] = [];
    const { source, subscription } = subscribe(async (events) => {
      batches.push([...events]);
      if (events.some((e) => e.revision === 4n)) throw new Error('projector failed');
    });
    source.push(resolvedEvent(1), resolvedEvent(2), resolvedEvent(3), resolvedEvent(4), resolvedEvent(5));
    await expect(subscription.done).rejects.toThrow('projector failed');
    source.push(resolvedEvent(6));
    await new Promise((r) => setTimeout(r, 20));
    expect(revisions(batches)).toEqual([
      [1, 2, 3],
      [4, 5],
    ]);
    expect(source.closed).toBe(true);
  });

  it('stops after the batch in hand and closes the source', async () => {
    let release: () => void = () => undefined;
    const batches: RecordedEvent[][] = [];
    const { source, subscription } = subscribe(async (events) => {
      batches.push([...events]);
      await new Promise<void>((resolve) => {
        release = resolve;
      });
    });
    source.push(resolvedEvent(1));
    await until(() => batches.length === 1);
    source.push(resolvedEvent(2));
    let stopped = false;
    const stopping = subscription.stop().then(() => {
      stopped = true;
    });
    await new Promise((r) => setTimeout(r, 10));
    expect(stopped).toBe(false);
    release();
    await stopping;
    await expect(subscription.done).resolves.toBeUndefined();
    expect(revisions(batches)).toEqual([[1]]);
    expect(source.closed).toBe(true);
  });

  it('stops while waiting for live events', async () => {
    const { source, subscription } = subscribe(async () => undefined);
    await new Promise((r) => setTimeout(r, 5));
    await subscription.stop();
    expect(source.closed).toBe(true);
  });

  it('ends with the error of the source, such as a lost connection', async () => {
    const { source, subscription } = subscribe(async () => undefined);
    source.fail(new Error('connection lost'));
    await expect(subscription.done).rejects.toThrow('connection lost');
    expect(source.closed).toBe(true);
  });
});
