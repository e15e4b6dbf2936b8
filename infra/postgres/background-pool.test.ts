import { describe, expect, it } from 'vitest';
import { isLocalHost, lowerPriority } from './background-pool.ts';

describe('background pool', () => {
  it('takes loopback addresses and sockets as this machine, other hosts not', () => {
    expect(isLocalHost('postgres://u:p@127.0.0.1:5432/db')).toBe(true);
    expect(isLocalHost('postgres://u:p@localhost/db')).toBe(true);
    expect(isLocalHost('postgres://u:p@[::1]:5432/db')).toBe(true);
    expect(isLocalHost('postgres://u@/db?host=/var/run/postgresql')).toBe(true);
    expect(isLocalHost('postgres://u:p@db.internal:5432/db')).toBe(false);
    expect(isLocalHost('postgres://u:p@10.0.0.7:5432/db')).toBe(false);
  });

  it('renices only a PostgreSQL process: a pid of another program is left alone', () => {
    expect(lowerPriority(process.pid)).toBe(false);
    expect(lowerPriority(undefined)).toBe(false);
    expect(lowerPriority(2 ** 22 + 1)).toBe(false);
  });
});
