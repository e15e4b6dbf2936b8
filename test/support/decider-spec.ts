import { expect } from 'vitest';
import type { Decider, DomainEvent, ReportingDecider } from '../../domain/command-handling/decider.ts';

type Throws = string | RegExp | Record<string, unknown>;

const expectThrow = (run: () => unknown, match: Throws) =>
  typeof match === 'object' && !(match instanceof RegExp)
    ? expect(run).toThrow(expect.objectContaining(match) as never)
    : expect(run).toThrow(match);

/** given(past events).when(command).then(new events) / .thenThrows(code or message). */
export const deciderSpec =
  <C, E extends DomainEvent, S>(decider: Decider<C, E, S>) =>
  (given: readonly E[]) => ({
    when: (command: C) => {
      const run = () => decider.decide(command, given.reduce(decider.evolve, decider.initialState()));
      return {
        // biome-ignore lint/suspicious/noThenProperty: given/when/then reads best; this object is never awaited.
        then: (expected: readonly E[]) => expect(run()).toEqual(expected),
        thenThrows: (match: Throws) => expectThrow(run, match),
      };
    },
  });

/**
 * The same for a decider whose decisions carry a report: `.then(events)` checks the events,
 * `.thenReports(report)` the report (matched as an object pattern).
 */
export const reportingDeciderSpec =
  <C, E extends DomainEvent, S, R>(decider: ReportingDecider<C, E, S, R>) =>
  (given: readonly E[]) => ({
    when: (command: C) => {
      const run = () => decider.decide(command, given.reduce(decider.evolve, decider.initialState()));
      return {
        // biome-ignore lint/suspicious/noThenProperty: given/when/then reads best; this object is never awaited.
        then: (expected: readonly E[]) => expect(run().events).toEqual(expected),
        thenReports: (expected: Partial<R>) => expect(run().report).toMatchObject(expected),
        thenThrows: (match: Throws) => expectThrow(run, match),
      };
    },
  });
