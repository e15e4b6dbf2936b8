import { describe, expect, it } from 'vitest';
import { FakeSubscription } from '../../../test/support/fake-subscription.ts';
import { batchArrivals } from './batch-arrivals.ts';

const nextTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

describe('batching of arrivals', () => {
  it('takes what is already there, up to the batch size, in order', async () => {
    const source = new FakeSubscription<number>();
    source.push(1, 2, 3, 4, 5, 6, 7);
    source.end();
    const batches: number[][] = [];
    for await (const batch of batchArrivals(source, 3)) batches.push(batch);
    expect(batches).toEqual([[1, 2, 3], [4, 5, 6], [7]]);
  });

  it('hands on a lone live event at once instead of waiting for a full batch', async () => {
    const source = new FakeSubscription<number>();
    const batches = batchArrivals(source, 100);
    source.push(1, 2);
    expect((await batches.next()).value).toEqual([1, 2]);
    const third = batches.next();
    await nextTurn();
    source.push(3);
    expect((await third).value).toEqual([3]);
    source.push(4, 5);
    expect((await batches.next()).value).toEqual([4, 5]);
    source.end();
    expect((await batches.next()).done).toBe(true);
  });

  it('collects what arrived while the consumer was busy into the next batch', async () => {
    const source = new FakeSubscription<number>();
    const batches = batchArrivals(source, 10);
    source.push(1);
    expect((await batches.next()).value).toEqual([1]);
    // The consumer works on its batch while three more arrive one by one.
    for (const n of [2, 3, 4]) {
      source.push(n);
      await nextTurn();
    }
    expect((await batches.next()).value).toEqual([2, 3, 4]);
  });

  it('passes on the error of the source', async () => {
    const source = new FakeSubscription<number>();
    source.fail(new Error('connection lost'));
    await expect(batchArrivals(source, 10).next()).rejects.toThrow('connection lost');
  });

  it('refuses a batch size below 1', async () => {
    await expect(batchArrivals(new FakeSubscription<number>(), 0).next()).rejects.toThrow(RangeError);
  });
});
