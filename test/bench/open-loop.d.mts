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

export interface OpenLoopOptions {
  readonly url: string;
  readonly headers: Record<string, string>;
  readonly bodies: readonly string[];
  readonly perSecond: number;
  readonly seconds: number;
}

/**
 * Sends POSTs at a fixed rate whatever the answers' pace (an open loop, as shoppers do), cycling
 * through `bodies`. A request's latency is counted from when it was due, so a server that falls
 * behind shows it in the figures instead of slowing the sender down.
 */
export function openLoop(options: OpenLoopOptions): Promise<OpenLoopResult>;

/**
 * Several open loops at once, on a thread of their own: a pause of the benchmark's main thread
 * (its collector, with the heap its earlier phases left, or its other probes) would otherwise
 * count as the server's latency.
 */
export function openLoops(loops: readonly OpenLoopOptions[]): Promise<OpenLoopResult[]>;
