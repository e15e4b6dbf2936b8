import { describe, expect, it } from 'vitest';
import { settleInOrder } from './stop-signals.ts';

describe('settleInOrder', () => {
  it('runs every step in order, names the ones that failed and goes on after them', async () => {
    const ran: string[] = [];
    const failures = await settleInOrder([
      ['first', () => ran.push('first')],
      [
        'second',
        async () => {
          ran.push('second');
          throw new Error('refused');
        },
      ],
      ['third', async () => ran.push('third')],
    ]);
    expect(ran).toEqual(['first', 'second', 'third']);
    expect(failures).toEqual(['second: refused']);
  });

  it('names in the log a step still running after slowMs, and only that one', async () => {
    const lines: string[] = [];
    const failures = await settleInOrder(
      [
        ['quick', () => undefined],
        ['slow', () => new Promise((resolve) => setTimeout(resolve, 120))],
      ],
      { log: (line) => lines.push(line), slowMs: 40 },
    );
    expect(failures).toEqual([]);
    expect(lines).toEqual(['stopping: slow still running after 0.04 s']);
  });
});
