// npm run bench:accounts — how long a password check takes at each bcrypt cost on this machine,
// to choose PASSWORD_HASH_COST (docs/accounts.md): the highest cost whose check p50 leaves
// sign-in (check + session start, about 20 ms more) under 250 ms.
import { loadavg } from 'node:os';
import { accountCrypto } from '../../infra/crypto/account-crypto.ts';
import { percentile } from './stats.ts';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 12);
const SIGN_IN_BUDGET_MS = 250;
const REST_OF_SIGN_IN_MS = 20;

async function main(): Promise<void> {
  const figures: Record<string, number | string> = {};
  let chosen = 4;
  for (const cost of [8, 9, 10, 11, 12]) {
    const crypto = accountCrypto({ passwordCost: cost });
    const hash = await crypto.hashPassword('bench-password-lantern-42');
    const times: number[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      const started = performance.now();
      await crypto.verifyPassword(i % 2 === 0 ? 'bench-password-lantern-42' : 'a-wrong-password-guess', hash);
      times.push(performance.now() - started);
    }
    const p50 = percentile(times, 50);
    figures[`cost_${cost}_check_p50_ms`] = Number(p50.toFixed(1));
    if (p50 + REST_OF_SIGN_IN_MS < SIGN_IN_BUDGET_MS) chosen = cost;
    process.stdout.write(
      `cost ${cost}: check p50 ${p50.toFixed(1)} ms, p90 ${percentile(times, 90).toFixed(1)} ms\n`,
    );
  }
  figures.highest_cost_under_budget = chosen;
  figures.load_average_1m = Number((loadavg()[0] ?? 0).toFixed(2));
  process.stdout.write(`${JSON.stringify(figures)}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`${String(error)}\n`);
  process.exit(1);
});
