import { expect } from 'vitest';
import type { Decider, DomainEvent } from '../../domain/command-handling/decider.ts';

/** given(past events).when(command).then(new events) / .thenThrows(code or message). */
export const deciderSpec =
  <C, E extends DomainEvent, S>(decider: Decider<C, E, S>) =>
  (given: readonly E[]) => ({
    when: (command: C) => {
      const run = () => decider.decide(command, given.reduce(decider.evolve, decider.initialState()));
      return {
        // biome-ignore lint/suspicious/noThenProperty: given/when/then reads best; this object is never awaited.
        then: (expected: readonly E[]) => expect(run()).toEqual(expected),
        thenThrows: (match: string | RegExp | Record<string, unknown>) =>
          typeof match === 'object' && !(match instanceof RegExp)
            ? expect(run).toThrow(expect.objectContaining(match) as never)
            : expect(run).toThrow(match),
      };
    },
  });
