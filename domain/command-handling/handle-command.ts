import {
  type EventStore,
  type ExpectedRevision,
  type LogPosition,
  type RecordedEvent,
  StreamConflict,
} from '../event-store/event-store.ts';
import type { Decider, DomainEvent } from './decider.ts';

export interface HandleCommandOptions {
  /** Event ids come from outside: decide stays pure. */
  readonly newEventId: () => string;
  /** How many times a conflicting append is retried (load, decide and append again). */
  readonly maxRetries?: number;
  readonly metadata?: Readonly<Record<string, unknown>>;
}

export interface HandledCommand<Event, State> {
  readonly events: readonly Event[];
  readonly state: State;
  readonly nextRevision: bigint;
  /** Log position of the last appended event; null when decide produced nothing. */
  readonly position: LogPosition | null;
}

export const foldEvents = <Event extends DomainEvent, State>(
  decider: Pick<Decider<unknown, Event, State>, 'initialState' | 'evolve'>,
  recorded: readonly RecordedEvent[],
): State =>
  recorded.reduce(
    (s, e) => decider.evolve(s, { type: e.type, data: e.data } as Event),
    decider.initialState(),
  );

/**
 * Loads a stream, folds evolve, runs decide and appends with the revision it read. When
 * another writer got there first, it starts again from the fresh stream, up to maxRetries.
 */
export async function handleCommand<Command, Event extends DomainEvent, State>(
  store: EventStore,
  streamId: string,
  decider: Decider<Command, Event, State>,
  command: Command,
  options: HandleCommandOptions,
): Promise<HandledCommand<Event, State>> {
  const maxRetries = options.maxRetries ?? 10;
  for (let attempt = 0; ; attempt++) {
    const recorded = await store.readStream(streamId);
    const state = foldEvents(decider, recorded);
    const events = decider.decide(command, state);
    const last = recorded.at(-1);
    const expected: ExpectedRevision = last ? last.revision : 'no_stream';
    if (events.length === 0) return { events, state, nextRevision: last?.revision ?? -1n, position: null };
    try {
      const result = await store.append(
        streamId,
        events.map((e) => ({
          id: options.newEventId(),
          type: e.type,
          data: e.data as Record<string, unknown>,
          metadata: options.metadata,
        })),
        expected,
      );
      return {
        events,
        state: events.reduce(decider.evolve, state),
        nextRevision: result.nextRevision,
        position: result.position,
      };
    } catch (error) {
      if (!(error instanceof StreamConflict) || attempt >= maxRetries) throw error;
      // Back off a little, with jitter, so that many writers on one stream do not collide in lockstep.
      await new Promise((r) => setTimeout(r, Math.random() * 2 ** Math.min(attempt, 6)));
    }
  }
}
