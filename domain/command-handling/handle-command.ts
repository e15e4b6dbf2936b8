import {
  type EventStore,
  type LogPosition,
  type RecordedEvent,
  StreamConflict,
} from '../event-store/event-store.ts';
import type { Decider, DomainEvent, ReportingDecider } from './decider.ts';
import type { StateCache } from './state-cache.ts';

export interface HandleCommandOptions<State = unknown> {
  /** Event ids come from outside: decide stays pure. */
  readonly newEventId: () => string;
  /** How many times a conflicting append is retried (load, decide and append again). */
  readonly maxRetries?: number;
  readonly metadata?: Readonly<Record<string, unknown>>;
  /** Keeps the stream's folded state between commands: each command reads only newer events. */
  readonly cache?: StateCache<State>;
}

export interface HandledCommand<Event, State> {
  readonly events: readonly Event[];
  readonly state: State;
  readonly nextRevision: bigint;
  /** Log position of the last appended event; null when decide produced nothing. */
  readonly position: LogPosition | null;
}

/** Events are read in pages of this many. */
const PAGE = 5_000;

export const foldEvents = <Event extends DomainEvent, State>(
  decider: Pick<Decider<unknown, Event, State>, 'initialState' | 'evolve'>,
  recorded: readonly RecordedEvent[],
  from: State = decider.initialState(),
): State => recorded.reduce((s, e) => decider.evolve(s, { type: e.type, data: e.data } as Event), from);

/**
 * Loads a stream, folds evolve, runs decide and appends with the revision it read. When
 * another writer got there first, it starts again from the fresh stream, up to maxRetries.
 */
export async function handleCommand<Command, Event extends DomainEvent, State>(
  store: EventStore,
  streamId: string,
  decider: Decider<Command, Event, State>,
  command: Command,
  options: HandleCommandOptions<State>,
): Promise<HandledCommand<Event, State>> {
  const { report: _, ...handled } = await handleReportingCommand(
    store,
    streamId,
    { ...decider, decide: (c: Command, s: State) => ({ events: decider.decide(c, s), report: null }) },
    command,
    options,
  );
  return handled;
}

/**
 * `handleCommand` for a decider whose decisions carry a report (a catalog batch's counts and
 * item errors): the report of the decision that was appended. With a state cache the stream is
 * read from the cached revision on; a conflict is retried with backoff and jitter.
 */
export async function handleReportingCommand<Command, Event extends DomainEvent, State, Report>(
  store: EventStore,
  streamId: string,
  decider: ReportingDecider<Command, Event, State, Report>,
  command: Command,
  options: HandleCommandOptions<State>,
): Promise<HandledCommand<Event, State> & { readonly report: Report }> {
  const maxRetries = options.maxRetries ?? 10;
  for (let attempt = 0; ; attempt++) {
    const { state, revision } = await caughtUp(store, streamId, decider, options.cache);
    const { events, report } = decider.decide(command, state);
    if (events.length === 0) return { events, state, nextRevision: revision, position: null, report };
    try {
      const result = await store.append(
        streamId,
        events.map((e) => ({
          id: options.newEventId(),
          type: e.type,
          data: e.data as Record<string, unknown>,
          metadata: options.metadata,
        })),
        revision < 0n ? 'no_stream' : revision,
      );
      const next = events.reduce(decider.evolve, state);
      options.cache?.set(streamId, { state: next, revision: result.nextRevision });
      return { events, state: next, nextRevision: result.nextRevision, position: result.position, report };
    } catch (error) {
      if (!(error instanceof StreamConflict) || attempt >= maxRetries) throw error;
      // Back off a little, with jitter, so that many writers on one stream do not collide in lockstep.
      await new Promise((r) => setTimeout(r, Math.random() * 2 ** Math.min(attempt, 6)));
    }
  }
}

/** The stream's state now: the cached state (or the initial one) with the newer events folded in. */
async function caughtUp<Event extends DomainEvent, State>(
  store: EventStore,
  streamId: string,
  decider: Pick<Decider<unknown, Event, State>, 'initialState' | 'evolve'>,
  cache: StateCache<State> | undefined,
): Promise<{ state: State; revision: bigint }> {
  const cached = cache?.get(streamId);
  let state = cached?.state ?? decider.initialState();
  let revision = cached?.revision ?? -1n;
  for (;;) {
    const page = await store.readStream(streamId, { fromRevision: revision + 1n, maxCount: PAGE });
    state = foldEvents(decider, page, state);
    revision = page.at(-1)?.revision ?? revision;
    if (page.length < PAGE) break;
  }
  if (cached === undefined || revision !== cached.revision) cache?.set(streamId, { state, revision });
  return { state, revision };
}
