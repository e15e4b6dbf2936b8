import { describe, expect, it } from 'vitest';
import type { UsageMeter } from '../../domain/billing/usage-meter.ts';
import { InMemoryRateLimiter } from '../http/in-memory-rate-limiter.ts';
import { type ClusterChannel, ClusterRateLimiter, ClusterUsageMeter, CountsClient } from './counts-client.ts';
import { type ClusterMessage, MachineCounts } from './machine-counts.ts';

/** A worker's client wired to the primary's counts in one process, counting the messages sent. */
function wired(meter: UsageMeter) {
  const counts = new MachineCounts(new InMemoryRateLimiter(), meter);
  const listeners: ((m: ClusterMessage) => void)[] = [];
  const sent: ClusterMessage[] = [];
  const channel: ClusterChannel = {
    send: (message) => {
      sent.push(message);
      if (message.kind === 'store-search:calls')
        void counts.run(message.calls).then((answers) => {
          for (const l of listeners) l({ kind: 'store-search:answers', answers });
        });
    },
    onMessage: (listener) => listeners.push(listener),
  };
  return { client: new CountsClient(channel), sent };
}

const noMeter: UsageMeter = {
  recordSearch: async (_t, billed, at) => ({
    searches: 1,
    billed: billed ? 1 : 0,
    period: at.toISOString().slice(0, 7),
    limit: null,
  }),
  recordSuggest: () => undefined,
  flush: async () => undefined,
};

describe('the machine counts asked over the cluster channel', () => {
  it('sends the calls of one turn as one message and answers each from the one bucket, in order', async () => {
    const { client, sent } = wired(noMeter);
    const limiter = new ClusterRateLimiter(client);
    const limit = [{ bucket: 'credential:k1', perSecond: 1, burst: 2 }];
    const decisions = await Promise.all([limiter.take(limit), limiter.take(limit), limiter.take(limit)]);
    expect(sent).toHaveLength(1);
    expect(decisions.map((d) => [d.allowed, d.remaining])).toEqual([
      [true, 1],
      [true, 0],
      [false, 0],
    ]);
    expect(decisions[2]?.retryAfter).toBeGreaterThan(0);
    // A given-back request can be taken again.
    limiter.giveBack(limit);
    expect((await limiter.take(limit)).allowed).toBe(true);
  });

  it('carries usage calls and their answers, and one-way calls ask for no answer', async () => {
    const seen: string[] = [];
    const { client, sent } = wired({
      recordSearch: async (tenantId, billed, at) => {
        seen.push(`search ${tenantId} ${billed} ${at.toISOString()}`);
        return { searches: 7, billed: 3, period: '2026-11', limit: 250_000 };
      },
      recordSuggest: (tenantId) => void seen.push(`suggest ${tenantId}`),
      flush: async () => void seen.push('flush'),
    });
    const meter = new ClusterUsageMeter(client);
    const at = new Date('2026-11-23T10:00:00Z');
    meter.recordSuggest('t1', at);
    const snapshot = await meter.recordSearch('t1', true, at);
    await meter.flush();
    expect(snapshot).toEqual({ searches: 7, billed: 3, period: '2026-11', limit: 250_000 });
    expect(seen).toEqual(['suggest t1', 'search t1 true 2026-11-23T10:00:00.000Z', 'flush']);
    const first = sent[0];
    expect(first?.kind === 'store-search:calls' && first.calls[0]?.id).toBe(0);
  });

  it("sends a search's count at once when work runs alongside it, with the calls queued before it", async () => {
    const { client, sent } = wired(noMeter);
    const meter = new ClusterUsageMeter(client);
    const at = new Date('2026-11-23T10:00:00Z');
    meter.recordSuggest('t1', at);
    const snapshot = meter.recordSearch('t1', true, at, { alongside: true });
    // Before any turn of the event loop: one message, the suggestion's count first.
    expect(sent).toHaveLength(1);
    const calls = sent[0]?.kind === 'store-search:calls' ? sent[0].calls.map((c) => c.op) : [];
    expect(calls).toEqual(['recordSuggest', 'recordSearch']);
    expect(await snapshot).toEqual({ searches: 1, billed: 1, period: '2026-11', limit: null });
    // Rate limit calls still wait for the turn to end and go together.
    const limiter = new ClusterRateLimiter(client);
    const limit = [{ bucket: 'credential:k1', perSecond: 10, burst: 10 }];
    const taken = Promise.all([limiter.take(limit), limiter.take(limit)]);
    expect(sent).toHaveLength(1);
    await taken;
    expect(sent).toHaveLength(2);
  });

  it("lets a search's count with nothing alongside it go with the other calls of the turn", async () => {
    let searches = 0;
    let billed = 0;
    const { client, sent } = wired({
      ...noMeter,
      recordSearch: async (_t, pageOne, at) => {
        searches += 1;
        if (pageOne) billed += 1;
        return { searches, billed, period: at.toISOString().slice(0, 7), limit: null };
      },
    });
    const meter = new ClusterUsageMeter(client);
    const limiter = new ClusterRateLimiter(client);
    const at = new Date('2026-11-23T10:00:00Z');
    const limit = [{ bucket: 'credential:k1', perSecond: 10, burst: 10 }];
    const answers = Promise.all([
      meter.recordSearch('t1', true, at),
      limiter.take(limit),
      meter.recordSearch('t1', false, at),
    ]);
    expect(sent).toHaveLength(0);
    const [first, , second] = await answers;
    // One message for the three calls, and the counts in the order they were asked.
    expect(sent).toHaveLength(1);
    const calls = sent[0]?.kind === 'store-search:calls' ? sent[0].calls.map((c) => c.op) : [];
    expect(calls).toEqual(['recordSearch', 'take', 'recordSearch']);
    expect(first).toMatchObject({ searches: 1, billed: 1 });
    expect(second).toMatchObject({ searches: 2, billed: 1 });
  });

  it('takes and counts a search in one call: counted only when the take allows it', async () => {
    let searches = 0;
    const { client, sent } = wired({
      ...noMeter,
      recordSearch: async (_t, billed, at) => {
        searches += 1;
        return { searches, billed: billed ? searches : 0, period: at.toISOString().slice(0, 7), limit: null };
      },
    });
    const limiter = new ClusterRateLimiter(client);
    const at = new Date('2026-11-23T10:00:00Z');
    const limit = [{ bucket: 'public:t1:10.0.0.1', perSecond: 1, burst: 2 }];
    const search = { tenantId: 't1', billed: true, at };
    const answers = await Promise.all([
      limiter.takeCounting(limit, search),
      limiter.takeCounting(limit, search),
      limiter.takeCounting(limit, search),
    ]);
    expect(sent).toHaveLength(1);
    expect(answers.map((a) => [a.decision.allowed, a.usage?.searches ?? null])).toEqual([
      [true, 1],
      [true, 2],
      [false, null],
    ]);
    expect(searches).toBe(2);
  });

  it('sends a take and count for a search to build at once (alongside), the others with their turn', async () => {
    const { client, sent } = wired(noMeter);
    const limiter = new ClusterRateLimiter(client);
    const limit = [{ bucket: 'public:t1:10.0.0.2', perSecond: 100, burst: 100 }];
    const at = new Date('2026-11-23T10:00:00Z');
    const kept = limiter.takeCounting(limit, { tenantId: 't1', billed: true, at });
    expect(sent).toHaveLength(0);
    // A search to build: sent before this turn ends, with what was queued before it.
    const built = limiter.takeCounting(limit, { tenantId: 't1', billed: true, at, alongside: true });
    expect(sent).toHaveLength(1);
    const message = sent[0];
    expect(message?.kind === 'store-search:calls' ? message.calls.map((c) => c.op) : []).toEqual([
      'takeCounting',
      'takeCounting',
    ]);
    const answers = await Promise.all([kept, built]);
    expect(answers.map((a) => a.usage?.billed)).toEqual([1, 1]);
    expect(sent).toHaveLength(1);
  });

  it('fails the waiting calls when the primary cannot be reached', async () => {
    const client = new CountsClient({
      send: () => {
        throw new Error('the primary process is gone');
      },
      onMessage: () => undefined,
    });
    await expect(
      new ClusterRateLimiter(client).take([{ bucket: 'b', perSecond: 1, burst: 1 }]),
    ).rejects.toThrow(/primary process is gone/);
  });
});
