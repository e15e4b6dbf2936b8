import {
  comparePositions,
  type EventStore,
  type LogPosition,
  type RecordedEvent,
  START,
  type Subscription,
} from '../../domain/event-store/event-store.ts';
import type { SqlProjector } from '../../projections/projector.ts';
import type { Pool } from '../postgres/pool.ts';
import { loadCheckpoint, markFailed, moveCheckpoint, saveCheckpoint } from './checkpoints.ts';

export type ProjectorState = 'starting' | 'running' | 'failed' | 'stopped';

export interface ProjectorStatus {
  readonly name: string;
  readonly state: ProjectorState;
  readonly position: LogPosition | null;
  readonly error: string | null;
}

/** The stored checkpoint moved under us (a replay, or a second runner): start again from it. */
class CheckpointMoved extends Error {}

interface Running {
  readonly projector: SqlProjector;
  state: ProjectorState;
  position: LogPosition | null;
  error: string | null;
  subscription: Subscription | null;
}

/**
 * Runs SQL projectors: each follows the log from its own checkpoint and applies a batch and
 * its checkpoint in one transaction. A projector that throws stops where it was (the batch
 * is not skipped) and is reported as failed until the process restarts or it is replayed.
 */
export class SqlProjectionRunner {
  private readonly running: Running[];
  private stopped = false;

  constructor(
    private readonly pool: Pool,
    private readonly store: EventStore,
    projectors: readonly SqlProjector[],
    private readonly options: {
      batchSize?: number;
      log?: (message: string) => void;
      /**
       * Called after a batch committed (for example to drop caches the batch made stale): the
       * events it read, and the stores its `applyRange` changed.
       */
      afterCommit?: (
        projector: string,
        events: readonly RecordedEvent[],
        stores: ReadonlySet<string>,
      ) => void;
    } = {},
  ) {
    this.running = projectors.map((projector) => ({
      projector,
      state: 'starting',
      position: null,
      error: null,
      subscription: null,
    }));
  }

  async start(): Promise<void> {
    await Promise.all(this.running.map((r) => this.follow(r)));
  }

  status(): ProjectorStatus[] {
    return this.running.map((r) => ({
      name: r.projector.name,
      state: r.state,
      position: r.position,
      error: r.error,
    }));
  }

  /**
   * Resolves once every running projector has applied the log up to `target`. Without a
   * target: up to the head, read again until it stays put (an event committed behind a
   * transaction still open becomes visible a moment later).
   */
  async waitForCatchUp(target?: LogPosition, timeoutMs = 10_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    if (target) return this.waitUntil(target, deadline);
    let head = await this.store.headPosition();
    for (;;) {
      await this.waitUntil(head, deadline);
      await new Promise((r) => setTimeout(r, 20));
      const next = await this.store.headPosition();
      if (comparePositions(next, head) <= 0) return;
      head = next;
    }
  }

  private async waitUntil(head: LogPosition, deadline: number): Promise<void> {
    for (;;) {
      const behind = this.running.filter(
        (r) => r.state !== 'failed' && (r.position === null || comparePositions(r.position, head) < 0),
      );
      if (behind.length === 0) return;
      if (Date.now() > deadline)
        throw new Error(`projectors behind: ${behind.map((r) => r.projector.name).join(', ')}`);
      await new Promise((r) => setTimeout(r, 5));
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await Promise.all(this.running.map((r) => r.subscription?.stop()));
    for (const r of this.running) if (r.state !== 'failed') r.state = 'stopped';
  }

  private async follow(r: Running): Promise<void> {
    if (this.stopped) return;
    const checkpoint = await loadCheckpoint(this.pool, r.projector.name);
    r.position = checkpoint.position;
    r.state = 'running';
    r.error = null;
    const subscription = this.store.subscribeToAll((events) => this.applyBatch(r, events), {
      after: checkpoint.position,
      batchSize: this.options.batchSize ?? 500,
      dataOf: r.projector.handles,
    });
    r.subscription = subscription;
    subscription.done.then(
      () => undefined,
      async (error: unknown) => {
        if (this.stopped) return;
        if (error instanceof CheckpointMoved) return this.follow(r);
        r.state = 'failed';
        r.error = error instanceof Error ? error.message : String(error);
        this.options.log?.(`projector ${r.projector.name} stopped: ${r.error}`);
        await markFailed(this.pool, r.projector.name, r.error).catch(() => undefined);
      },
    );
  }

  private async applyBatch(r: Running, events: readonly RecordedEvent[]): Promise<void> {
    const last = events.at(-1);
    if (!last) return;
    const handled = events.filter((e) => r.projector.handles.has(e.type));
    const inRange = r.projector.applyRange;
    // Nothing for this projector (most projectors, most of the time: an import's products pass
    // by ten of the eleven): its checkpoint moves on in one statement, which is also the check
    // that nobody moved it meanwhile, instead of a transaction of five.
    if (handled.length === 0 && r.position !== null && !inRange) {
      const moved = await moveCheckpoint(this.pool, r.projector.name, r.position, last.position);
      if (!moved) throw new CheckpointMoved();
      r.position = last.position;
      return;
    }
    const client = await this.pool.connect();
    try {
      await client.query('begin');
      const stored = await loadCheckpoint(client, r.projector.name, true);
      if (r.position && comparePositions(stored.position, r.position) !== 0) throw new CheckpointMoved();
      const changed = inRange
        ? await inRange({ after: stored.position ?? START, to: last.position }, client)
        : new Set<string>();
      if (handled.length > 0) await r.projector.apply(handled, client);
      await saveCheckpoint(client, r.projector.name, last.position);
      await client.query('commit');
      r.position = last.position;
      if (handled.length > 0 || changed.size > 0)
        this.options.afterCommit?.(r.projector.name, handled, changed);
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }
}
