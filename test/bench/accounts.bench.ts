// npm run bench:accounts — how long a password check takes at each bcrypt cost on this machine,
// to choose PASSWORD_HASH_COST (docs/accounts.md): the highest cost whose check p50 leaves
// sign-in (check + session start, about 20 ms more) under 250 ms. Then the real thing: the
// service in its own process at the default cost, and `POST /v1/auth/login` timed end to end.
import { loadavg } from 'node:os';
import { accountCrypto } from '../../infra/crypto/account-crypto.ts';
import { startBenchService } from './bench-service.ts';
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
  Object.assign(figures, await signInOverHttp());
  figures.load_average_1m = Number((loadavg()[0] ?? 0).toFixed(2));
  process.stdout.write(`${JSON.stringify(figures)}\n`);
}

/** Sign-up once, then sequential sign-ins with the right password (failures would be throttled). */
async function signInOverHttp(): Promise<Record<string, number>> {
  const bench = await startBenchService('accounts', { env: { SESSION_COOKIE_SECURE: 'false' } });
  try {
    const email = 'bench-owner@shop.example';
    const password = 'violet-harbour-lantern-42';
    const post = (path: string, body: unknown) =>
      fetch(`${bench.service.base}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const signUp = await post('/v1/auth/signup', {
      email,
      password,
      name: 'Bench Owner',
      store_name: 'Bench',
    });
    if (signUp.status !== 201) throw new Error(`sign-up answered ${signUp.status}: ${await signUp.text()}`);
    const times: number[] = [];
    // 25 stays inside the per-client allowance (30 at once); a successful sign-in is not counted per account.
    for (let i = 0; i < 25; i++) {
      const started = performance.now();
      const res = await post('/v1/auth/login', { email, password });
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`sign-in answered ${res.status}`);
      if (i > 0) times.push(performance.now() - started); // the first warms the route
    }
    const p50 = percentile(times, 50);
    process.stdout.write(
      `sign-in over HTTP at the default cost: p50 ${p50.toFixed(1)} ms, p90 ${percentile(times, 90).toFixed(1)} ms\n`,
    );
    return {
      http_sign_in_p50_ms: Number(p50.toFixed(1)),
      http_sign_in_p90_ms: Number(percentile(times, 90).toFixed(1)),
      http_sign_in_budget_ms: SIGN_IN_BUDGET_MS,
    };
  } finally {
    await bench.stop();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${String(error)}\n`);
  process.exit(1);
});
