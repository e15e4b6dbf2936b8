import http from 'node:http';

export interface OpenLoopResult {
  /** Milliseconds from each request's send to its answer's end. */
  readonly latencies: number[];
  /**
   * Milliseconds from when each request was due to its answer's end: also the time it waited in
   * this sender, which sends on a 1 ms timer (so up to about 2 ms more than `latencies` when idle).
   */
  readonly fromDue: number[];
  readonly ok: number;
  readonly failed: number;
  readonly seconds: number;
}

/**
 * Sends POSTs at a fixed rate whatever the answers' pace (an open loop, as shoppers do), cycling
 * through `bodies`. A request's latency is counted from when it was due, so a server that falls
 * behind shows it in the figures instead of slowing the sender down.
 */
export async function openLoop(options: {
  readonly url: string;
  readonly headers: Record<string, string>;
  readonly bodies: readonly string[];
  readonly perSecond: number;
  readonly seconds: number;
}): Promise<OpenLoopResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const url = new URL(options.url);
  const latencies: number[] = [];
  const fromDue: number[] = [];
  let ok = 0;
  let failed = 0;
  let sent = 0;
  const total = Math.round(options.perSecond * options.seconds);
  const every = 1000 / options.perSecond;
  const pending = new Set<Promise<void>>();
  const started = performance.now();
  const send = (due: number, body: string) => {
    const answered = new Promise<void>((done) => {
      const sentAt = performance.now();
      const req = http.request(
        url,
        { method: 'POST', agent, headers: { ...options.headers, 'content-length': Buffer.byteLength(body) } },
        (res) => {
          res.resume();
          res.on('end', () => {
            const end = performance.now();
            latencies.push(end - sentAt);
            fromDue.push(end - due);
            if ((res.statusCode ?? 500) < 300) ok++;
            else failed++;
            done();
          });
        },
      );
      req.on('error', () => {
        failed++;
        done();
      });
      req.end(body);
    });
    pending.add(answered);
    void answered.then(() => pending.delete(answered));
  };
  await new Promise<void>((resolve) => {
    const tick = () => {
      const now = performance.now();
      while (sent < total && started + sent * every <= now) {
        send(started + sent * every, options.bodies[sent % options.bodies.length] ?? '{}');
        sent++;
      }
      if (sent >= total) resolve();
      else setTimeout(tick, 1);
    };
    tick();
  });
  await Promise.all(pending);
  agent.destroy();
  return { latencies, fromDue, ok, failed, seconds: (performance.now() - started) / 1000 };
}
