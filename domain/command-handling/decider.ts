/** A domain event as decide produces it: a past-tense type and its data (which carries tenantId). */
export interface DomainEvent<Type extends string = string, Data extends object = Record<string, unknown>> {
  readonly type: Type;
  readonly data: Data;
}

/**
 * An aggregate as three pure functions: the state before anything happened, how an event
 * changes the state, and which events a command produces from a state (or a DomainError).
 */
export interface Decider<Command, Event extends DomainEvent, State> {
  readonly initialState: () => State;
  readonly evolve: (state: State, event: Event) => State;
  readonly decide: (command: Command, state: State) => readonly Event[];
}

/** A decision that also tells the caller something besides its events (a catalog batch's report). */
export interface Decision<Event, Report> {
  readonly events: readonly Event[];
  readonly report: Report;
}

/** A decider whose decisions carry a report for the command's caller. */
export interface ReportingDecider<Command, Event extends DomainEvent, State, Report> {
  readonly initialState: () => State;
  readonly evolve: (state: State, event: Event) => State;
  readonly decide: (command: Command, state: State) => Decision<Event, Report>;
}
