import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import type { LogPosition, RecordedEvent } from '../../../domain/event-store/event-store.ts';
import { pollingSubscription } from './polling-subscription.ts';

const event = (n: number): RecordedEvent => ({
  id: String(n),
  streamId: 's',
  revision: BigInt(n),
  position: { commit: 1n, prepare: BigInt(n) },
  type: n % 5 === 0 ? 'Wanted' : 'Other',
  data: {},
  metadata: {},
  createdAt: new Date(0),
});

describe('polling subscription', () => {
  it('reads on at once after a full read, however few of its events were handed on', async () => {
    // A log of 20 events read 4 at a time, of which only the Wanted ones and the last one read
    // come back (as a typed read gives them); no wakeup ever comes and the fallback poll is an
    // hour away: only a reader that counts what it read gets to the end.
    const log = Array.from({ length: 20 }, (_, i) => event(i + 1));
    const read = async (after: LogPosition, maxCount: number) => {
      const rest = log.filter((e) => e.position.prepare > after.prepare).slice(0, maxCount);
      const events = rest.filter((e, i) => e.type === 'Wanted' || i === rest.length - 1);
      return { events, read: rest.length };
    };
    const seen: RecordedEvent[] = [];
    const sub = pollingSubscription({
      read,
      handler: async (events) => {
        seen.push(...events);
      },
      after: { commit: 1n, prepare: 0n },
      batchSize: 4,
      wakeups: new EventEmitter(),
      watch: () => () => undefined,
      fallbackPollMs: 3_600_000,
    });
    const deadline = Date.now() + 5_000;
    while (seen.at(-1)?.position.prepare !== 20n && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 5));
    await sub.stop();
    expect(seen.filter((e) => e.type === 'Wanted').map((e) => e.id)).toEqual(['5', '10', '15', '20']);
    expect(seen.at(-1)?.id).toBe('20');
  });
});
