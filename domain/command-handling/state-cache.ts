/** A stream's folded state and the revision it reflects (-1 before the first event). */
export interface CachedState<State> {
  readonly state: State;
  readonly revision: bigint;
}

/**
 * States kept between commands, so a command reads only the events appended since (a catalog
 * of 100,000 products is not folded again for each batch). States must be immutable: a cached
 * state is shared by every decision made on it.
 */
export interface StateCache<State> {
  get(streamId: string): CachedState<State> | undefined;
  set(streamId: string, cached: CachedState<State>): void;
}

/** The in-process state cache: the newest state of each stream seen. */
export class MemoryStateCache<State> implements StateCache<State> {
  private readonly states = new Map<string, CachedState<State>>();

  get(streamId: string): CachedState<State> | undefined {
    return this.states.get(streamId);
  }

  set(streamId: string, cached: CachedState<State>): void {
    const held = this.states.get(streamId);
    if (held === undefined || held.revision <= cached.revision) this.states.set(streamId, cached);
  }
}
