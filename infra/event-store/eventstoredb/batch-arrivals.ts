const LATER = Symbol('later');

/** Settles on the next turn of the event loop: whatever the source already holds settles before it. */
const nextTurn = (): Promise<typeof LATER> => new Promise((resolve) => setImmediate(() => resolve(LATER)));

/**
 * Groups the items of an async source into batches of at most `batchSize`, in order. A batch
 * takes the items that are already there; it never waits for one more, so a lone live event
 * is handed on at once. The consumer pulls: nothing is read while it works on a batch, except
 * what the source buffers by itself.
 */
export async function* batchArrivals<T>(source: AsyncIterable<T>, batchSize: number): AsyncGenerator<T[]> {
  if (batchSize < 1) throw new RangeError(`batch size must be at least 1, got ${batchSize}`);
  const iterator = source[Symbol.asyncIterator]();
  // A read started for the previous batch that had not settled yet: it opens the next batch.
  let pending: Promise<IteratorResult<T>> | null = null;
  let ended = false;
  try {
    while (!ended) {
      const first = await (pending ?? iterator.next());
      pending = null;
      if (first.done) {
        ended = true;
        return;
      }
      const batch = [first.value];
      while (batch.length < batchSize) {
        const next = iterator.next();
        const result = await Promise.race([next, nextTurn()]);
        if (result === LATER) {
          pending = next;
          break;
        }
        if (result.done) {
          ended = true;
          break;
        }
        batch.push(result.value);
      }
      yield batch;
    }
  } finally {
    // The consumer stopped early: release the source. Not awaited, since a source with a read
    // still in flight only answers once that read settles.
    if (!ended) void Promise.resolve(iterator.return?.()).catch(() => undefined);
  }
}
