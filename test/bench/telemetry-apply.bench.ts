// npm run bench:telemetry-apply — what the telemetry projections (analytics, signals) cost per
// record in PostgreSQL, by kind of record: batches of BENCH_BATCH (1,000) records applied in a
// transaction each, as the consumer does, on a fresh embedded database (env BENCH_ROUNDS); beside
// them, in the same run, the record-by-record functions they replaced (migrations 102 and 103).
// Then searches as the service now sends them, tallied (BENCH_BATCH searches of a store in one
// `searches` record): searches per second through each projection's
// tally function, the analytics one beside its definition of migration 220 (before shapes kept
// a last day seen, migration 221).
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SearchRecord, TelemetryRecord } from '../../domain/telemetry/telemetry-record.ts';
import { loadConfig } from '../../infra/config.ts';
import { telemetryConsumers } from '../../infra/projectors.ts';
import { startRuntime } from '../../infra/runtime.ts';
import { tallied } from '../support/analytics-scenario.ts';
import { applyBatch, createReferenceFunction } from '../support/reference-functions.ts';

const BATCH = Number(process.env.BENCH_BATCH ?? 1_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 4);
const TENANT = 'bench-tenant';

type Kind = 'search' | 'click' | 'view' | 'add_to_cart' | 'order' | 'suggest' | 'mix';

/** Searches of many sessions over a few hundred queries, and what shoppers did after them. */
function makeBatch(kind: Kind, round: number, searches: { id: string; ids: string[]; session: string }[]) {
  const at = new Date().toISOString();
  const records: TelemetryRecord[] = [];
  const pick = <T>(xs: readonly T[], i: number): T => xs[i % xs.length] as T;
  for (let i = 0; i < BATCH; i++) {
    const k: Kind =
      kind === 'mix'
        ? pick(['search', 'search', 'search', 'click', 'view', 'view', 'add_to_cart', 'suggest'] as const, i)
        : kind;
    const session = `sess-${round}-${i % 300}`;
    const base = { id: randomUUID(), tenantId: TENANT, at, session };
    if (k === 'search') {
      const id = `s_${randomUUID()}`;
      const ids = Array.from({ length: 20 }, (_, j) => `p${(i * 7 + j) % 5_000}`);
      searches.push({ id, ids, session });
      records.push({
        ...base,
        id,
        kind: 'search',
        query: `query ${i % 400}`,
        lang: i % 2 ? 'ar' : 'en',
        device: i % 3 ? 'mobile' : 'desktop',
        page: 1,
        ids,
        firstPosition: 1,
        total: 100,
        zeroResults: i % 20 === 0,
        didYouMean: null,
      });
    } else if (k === 'suggest') {
      records.push({
        ...base,
        kind: 'suggest',
        query: `qu${i % 50}`,
        lang: 'en',
        offered: ['a', 'b'],
        products: ['p1'],
      });
    } else {
      const s = searches.length ? pick(searches, (i * 31 + round) % searches.length) : undefined;
      const product = s ? pick(s.ids, i) : `p${i}`;
      if (k === 'click')
        records.push({
          ...base,
          session: s?.session ?? session,
          kind: 'click',
          searchId: s?.id ?? `s_${randomUUID()}`,
          productId: product,
          position: 1 + (i % 20),
        });
      else
        records.push({
          ...base,
          session: s?.session ?? session,
          kind: k as 'view' | 'add_to_cart' | 'order',
          productIds: [product],
          searchId: k !== 'view' && i % 2 === 0 ? (s?.id ?? null) : null,
          revenue: k === 'order' ? '10.50' : null,
          currency: k === 'order' ? 'SAR' : null,
          device: 'mobile',
        });
    }
  }
  return records;
}

/**
 * BENCH_BATCH searches of `tenantId` as the service tallies them (`tallied`: one `searches` record,
 * the searches' ids naming their shapes): a store's head queries, each asked from a few sessions,
 * most answers shown again (the same shape).
 */
function tallyBatch(tenantId: string, round: number): TelemetryRecord[] {
  const at = new Date().toISOString();
  const searches: SearchRecord[] = [];
  for (let i = 0; i < BATCH; i++) {
    const q = i % 150;
    searches.push({
      id: randomUUID(),
      kind: 'search',
      tenantId,
      at,
      session: `sess-${round}-${i % 300}`,
      query: `query ${q}`,
      lang: q % 2 ? 'ar' : 'en',
      device: q % 3 ? 'mobile' : 'desktop',
      page: 1,
      ids: Array.from({ length: 20 }, (_, j) => `p${(q * 7 + j) % 5_000}`),
      firstPosition: 1,
      total: 100,
      zeroResults: q % 20 === 0,
      didYouMean: null,
    });
  }
  return tallied(searches);
}

const dataDir = await mkdtemp(join(tmpdir(), 'bench-telemetry-apply-'));
const runtime = await startRuntime(loadConfig({ DATA_DIR: dataDir }), {
  role: 'tool',
  startProjectors: false,
  runJobs: false,
});
const figures: Record<string, number> = {};
try {
  await createReferenceFunction(runtime.pool, '102-signals.sql', 'signals_apply');
  await createReferenceFunction(runtime.pool, '103-analytics-bumps-per-batch.sql', 'analytics_apply');
  // The SQL function of each projection, and the one it replaced (on a store of its own, so that it
  // does not find the records already taken).
  const functions = telemetryConsumers.flatMap((c) => [
    { name: c.name, fn: `${c.name}_apply`, store: '' },
    { name: `${c.name}_before`, fn: `${c.name}_apply_reference`, store: '-before' },
  ]);
  const searches: { id: string; ids: string[]; session: string }[] = [];
  const kinds: Kind[] = ['search', 'click', 'view', 'add_to_cart', 'order', 'suggest', 'mix'];
  const seconds = new Map<string, number>();
  for (let round = 0; round < ROUNDS; round++) {
    for (const kind of kinds) {
      const batch = makeBatch(kind, round, searches);
      for (const { name, fn, store } of functions) {
        const records = batch.map((r) => ({ ...r, tenantId: `${r.tenantId}${store}` }));
        const started = performance.now();
        await applyBatch(runtime.pool, fn, records);
        // The first round warms plans and caches.
        if (round > 0) {
          const key = `${name}_${kind}`;
          seconds.set(key, (seconds.get(key) ?? 0) + (performance.now() - started) / 1000);
        }
      }
    }
  }
  for (const [key, s] of seconds) figures[`${key}_per_s`] = Math.round((BATCH * (ROUNDS - 1)) / s);
  const both = (kind: Kind, suffix: string) =>
    Math.round(
      (BATCH * (ROUNDS - 1)) /
        telemetryConsumers.reduce((sum, c) => sum + (seconds.get(`${c.name}${suffix}_${kind}`) ?? 0), 0),
    );
  for (const kind of kinds) {
    figures[`both_${kind}_per_s`] = both(kind, '');
    figures[`both_before_${kind}_per_s`] = both(kind, '_before');
  }

  // Searches tallied: each projection's tally function, and the analytics one as migration 220 had it.
  await createReferenceFunction(runtime.pool, '220-searches-tallied.sql', 'analytics_tallies');
  const tallyFunctions = [
    { name: 'analytics_tallies', store: '-tallies' },
    { name: 'analytics_tallies_reference', store: '-tallies-before' },
    { name: 'signals_tallies', store: '-tallies' },
  ];
  const tallySeconds = new Map<string, number>();
  for (let round = 0; round < ROUNDS; round++) {
    for (const { name, store } of tallyFunctions) {
      const batch = tallyBatch(`${TENANT}${store}`, round);
      const started = performance.now();
      await applyBatch(runtime.pool, name, batch);
      if (round > 0)
        tallySeconds.set(name, (tallySeconds.get(name) ?? 0) + (performance.now() - started) / 1000);
    }
  }
  for (const [name, s] of tallySeconds)
    figures[`${name}_searches_per_s`] = Math.round((BATCH * (ROUNDS - 1)) / s);
  figures.loadavg_1m = Math.round((loadavg()[0] ?? 0) * 100) / 100;
  for (const kind of kinds)
    console.log(
      `${kind.padEnd(12)} ${functions.map((f) => `${f.name} ${figures[`${f.name}_${kind}_per_s`]}/s`).join(', ')}; both ${figures[`both_before_${kind}_per_s`]} -> ${figures[`both_${kind}_per_s`]}/s`,
    );
  console.log(
    `searches tallied, ${BATCH} a record: ${tallyFunctions.map((f) => `${f.name} ${figures[`${f.name}_searches_per_s`]}/s`).join(', ')}`,
  );
  console.log(JSON.stringify(figures));
} finally {
  await runtime.stop();
  await rm(dataDir, { recursive: true, force: true });
}
