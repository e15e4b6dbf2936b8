// npm run bench:telemetry — clicks and events over HTTP into the default (PostgreSQL) telemetry
// log, in one run: at a steady BENCH_RATE records/s (5,000), the click call's latency and the lag
// until a report includes a record, with the service's own event-loop delay, garbage-collection
// pauses and CPU meanwhile (GET /metrics); saturated (16 connections), the records/s accepted and
// applied; and search throughput with and without the search log (env BENCH_SECONDS,
// BENCH_CONNECTIONS, BENCH_PRODUCTS; BENCH_WORKERS runs `npm start` with that many api workers
// instead of one service process).
import { randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import { generateCatalog } from '../fixtures/catalog-generator.ts';
import { toProductInput } from '../fixtures/catalog-input.ts';
import { type BenchService, startBenchService } from './bench-service.ts';
import { type OpenLoopResult, openLoops } from './open-loop.mjs';
import { treeCpu } from './process-cpu.ts';
import { pausesBetween, scrapeProcessFigures } from './process-figures.ts';
import { percentile } from './stats.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 5_000);
const EVENTS_PER_CALL = 20;
const RATE = Number(process.env.BENCH_RATE ?? 5_000);
const round3 = (x: number) => Math.round(x * 1000) / 1000;

async function loadCatalog(bench: BenchService): Promise<string[]> {
  const docs = generateCatalog(PRODUCTS, 7);
  const secret = { authorization: `Bearer ${bench.store.secretKey}`, 'content-type': 'application/json' };
  for (let i = 0; i < docs.length; i += 1000) {
    const res = await fetch(`${bench.service.base}/v1/products/batch`, {
      method: 'POST',
      headers: secret,
      body: JSON.stringify({ upsert: docs.slice(i, i + 1000).map(toProductInput) }),
    });
    if (res.status !== 200) throw new Error(`batch failed: ${res.status}`);
  }
  const headers = { authorization: `Bearer ${bench.store.publicKey}` };
  for (let i = 0; i < 2_400; i++) {
    const r = (await (await fetch(`${bench.service.base}/v1/search?q=&per_page=1`, { headers })).json()) as {
      total?: number;
    };
    if ((r.total ?? 0) >= PRODUCTS) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return docs.slice(0, 200).map((d) => (d.name.en ?? '').split(' ').slice(0, 2).join(' '));
}

/** Asks `done` every 50 ms, for at most 30 s. */
async function until(done: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 600 && !(await done()); i++) await new Promise((r) => setTimeout(r, 50));
}

/** Searches over `seconds` with 16 connections. */
async function searchThroughput(
  bench: BenchService,
  words: readonly string[],
  seconds: number,
): Promise<{ perSecond: number; total: number }> {
  const headers = { authorization: `Bearer ${bench.store.publicKey}` };
  const requests = words.map((w, i) => ({
    method: 'GET' as const,
    path: `/v1/search?q=${encodeURIComponent(w)}&session=s${i % 50}`,
    headers,
  }));
  const r = await autocannon({
    url: bench.service.base,
    requests,
    connections: CONNECTIONS,
    duration: seconds,
  });
  return { perSecond: r.requests.total / seconds, total: r.requests.total };
}

async function main(): Promise<void> {
  const figures: Record<string, unknown> = {};
  // Search with the search log off and on: two services on the same catalog, both running, measured
  // in turns (off, on, off, on, ...) so that a change in the machine's load falls on both. The
  // projection of the search log runs during the logged service's turn; what it has not applied
  // when the turn ends (under a second's worth) is applied before the next turn, outside both.
  // One service process unless BENCH_WORKERS is set: then `npm start` with that many api workers
  // under a primary, which every request asks for its counts.
  const npmStart = process.env.BENCH_WORKERS !== undefined;
  const quiet = await startBenchService('telemetry-nolog', { npmStart, env: { SEARCH_LOG: 'off' } });
  const metricsToken = randomBytes(24).toString('base64url');
  const bench = await startBenchService('telemetry', { npmStart, env: { METRICS_TOKEN: metricsToken } });
  // The service's own figures (GET /metrics): its event loop's delay since the last scrape, its
  // garbage collector's pauses and its CPU, to tell its own stalls from a wait for a core.
  const processFigures = () => scrapeProcessFigures(bench.service.base, metricsToken);
  try {
    const words = await loadCatalog(quiet);
    await loadCatalog(bench);
    // Searches the analytics rollups hold (tallied searches reach them a tally at a time).
    const logged = async () =>
      Number(
        (await bench.pool.query<{ n: string }>('select coalesce(sum(searches), 0) as n from analytics_daily'))
          .rows[0]?.n,
      );
    // Records the analytics projection has not applied yet.
    const backlog = async () =>
      Number(
        (
          await bench.pool.query<{ n: string }>(
            `select coalesce(sum(t.records), 0) as n from telemetry_log t
              where (t.transaction_id, t.position) > (
                select (position->>'tx')::xid8, (position->>'pos')::bigint
                  from telemetry_checkpoints where name = 'analytics')`,
          )
        ).rows[0]?.n ?? 0,
      );
    // Beside throughput, the CPU each service (its processes and its PostgreSQL) spends per search:
    // for the logged one, from the turn's start until its log is applied. Other work on a shared
    // machine moves throughput far more than it moves CPU time per search.
    let without = 0;
    let withLog = 0;
    const cpu = { without: 0, withLog: 0, searchesWithout: 0, searchesWith: 0, ownWithout: 0, ownWith: 0 };
    // The service's own process (under BENCH_WORKERS: the primary) and everything under it (its
    // PostgreSQL; under BENCH_WORKERS, the api workers too).
    const split = (pid: number | undefined) => {
      const t = treeCpu(pid ?? 0);
      return t ? { own: t.ownMs, all: t.ownMs + t.descendantsMs } : { own: Number.NaN, all: Number.NaN };
    };
    const turns = 4;
    for (let turn = 0; turn < turns; turn++) {
      if (turn === 0) await searchThroughput(quiet, words, 2); // warm-up
      const quietCpu = split(quiet.service.child.pid);
      const off = await searchThroughput(quiet, words, SECONDS / 2);
      const quietAfter = split(quiet.service.child.pid);
      cpu.without += quietAfter.all - quietCpu.all;
      cpu.ownWithout += quietAfter.own - quietCpu.own;
      cpu.searchesWithout += off.total;
      without += off.perSecond;
      if (turn === 0) await searchThroughput(bench, words, 2); // warm-up
      await until(async () => (await backlog()) === 0);
      const before = await logged();
      const benchCpu = split(bench.service.child.pid);
      const on = await searchThroughput(bench, words, SECONDS / 2);
      await until(async () => (await logged()) > before);
      await until(async () => (await backlog()) === 0);
      const benchAfter = split(bench.service.child.pid);
      cpu.withLog += benchAfter.all - benchCpu.all;
      cpu.ownWith += benchAfter.own - benchCpu.own;
      cpu.searchesWith += on.total;
      withLog += on.perSecond;
    }
    const searchWithout = Math.round(without / turns);
    const searchWith = Math.round(withLog / turns);
    const cpuPerSearchWithout = (cpu.without * 1000) / Math.max(1, cpu.searchesWithout);
    const cpuPerSearchWith = (cpu.withLog * 1000) / Math.max(1, cpu.searchesWith);
    const ownPerSearchWithout = (cpu.ownWithout * 1000) / Math.max(1, cpu.searchesWithout);
    const ownPerSearchWith = (cpu.ownWith * 1000) / Math.max(1, cpu.searchesWith);
    await quiet.stop();
    const base = bench.service.base;
    const headers = { authorization: `Bearer ${bench.store.publicKey}`, 'content-type': 'application/json' };
    // What shoppers click and buy comes from searches they made: 200 of them, each in its session.
    const shown: { searchId: string; ids: string[]; session: string }[] = [];
    for (let i = 0; i < 200; i++) {
      const session = `shopper-${i}`;
      const q = encodeURIComponent(words[i % words.length] ?? '');
      const r = (await (await fetch(`${base}/v1/search?q=${q}&session=${session}`, { headers })).json()) as {
        search_id: string;
        ids: string[];
      };
      if (r.ids.length > 0) shown.push({ searchId: r.search_id, ids: r.ids, session });
    }
    const clickBodies = Array.from({ length: 2_000 }, (_, i) => {
      const s = shown[i % shown.length];
      const k = Math.floor(i / shown.length) % Math.max(1, s?.ids.length ?? 1);
      return JSON.stringify({
        search_id: s?.searchId,
        product_id: s?.ids[k] ?? 'x',
        position: k + 1,
        session: s?.session,
      });
    });
    const eventBodies = Array.from({ length: 200 }, (_, call) =>
      JSON.stringify({
        events: Array.from({ length: EVENTS_PER_CALL }, (_, i) => {
          const s = shown[(call * EVENTS_PER_CALL + i) % shown.length];
          const product = s?.ids[(call + i) % Math.max(1, s.ids.length)] ?? 'x';
          const kind = i % 10 === 0 ? 'add_to_cart' : i % 19 === 0 ? 'order' : 'view';
          return {
            type: kind,
            session: s?.session,
            product_id: product,
            ...(kind === 'order' ? { revenue: '120.00', currency: 'SAR' } : {}),
          };
        }),
      }),
    );

    // The lag probe: a search with a query of its own every 250 ms, timed until its row is in
    // the search log (written in the same transaction as the rollups the reports read).
    const db = bench.pool;
    const applied = async () => {
      const { rows } = await db.query<{ n: string }>(
        `select (select count(*) from click_log) + (select count(*) from event_log) as n`,
      );
      return Number(rows[0]?.n);
    };
    const untilApplied = async (records: number, startedAt: number) => {
      for (;;) {
        if ((await applied()) >= records) break;
        if (performance.now() - startedAt > 300_000) break;
        await new Promise((r) => setTimeout(r, 100));
      }
      return (performance.now() - startedAt) / 1000;
    };
    const lags: number[] = [];
    let probing = true;
    const runProbe = async () => {
      for (let i = 0; probing; i++) {
        const sent = performance.now();
        const res = await fetch(`${base}/v1/search?q=probe${i}zq`, { headers });
        const { search_id } = (await res.json()) as { search_id: string };
        (async () => {
          for (;;) {
            // Its line in a tally the projection has taken (by store and time, then the tally's
            // text): a probe must not scan the log it waits on.
            const { rows } = await db.query<{ field: string | null }>(
              'select search_tally_field($1, $2) as field',
              [bench.store.tenantId, search_id],
            );
            if (rows[0]?.field != null) {
              lags.push(performance.now() - sent);
              return;
            }
            await new Promise((r) => setTimeout(r, 20));
          }
        })().catch(() => undefined);
        await new Promise((r) => setTimeout(r, 250));
      }
    };

    // 1. Sustained: RATE records/s offered at a steady pace (a fifth clicks, the rest events in
    // calls of 20), whatever the answers' pace; the click's latency, and the lag until a report
    // holds a record, both while the projection keeps up (or not) with it.
    const steady = (seconds: number) =>
      openLoops([
        { url: `${base}/v1/click`, headers, bodies: clickBodies, perSecond: RATE / 5, seconds },
        {
          url: `${base}/v1/event`,
          headers,
          bodies: eventBodies,
          perSecond: (RATE * 4) / 5 / EVENTS_PER_CALL,
          seconds,
        },
      ]);
    // Warm-up at the same pace (connections opened, code warm), not counted; then until it is applied.
    const beforeWarm = await applied();
    const [warmClicks, warmEvents] = (await steady(3)) as [OpenLoopResult, OpenLoopResult];
    await untilApplied(beforeWarm + warmClicks.ok + warmEvents.ok * EVENTS_PER_CALL, performance.now());
    const probe = runProbe();
    // BENCH_TRACE=1: the log's size, the records applied and the projections' checkpoints each second.
    const trace = (async () => {
      const t0 = performance.now();
      while (process.env.BENCH_TRACE && probing) {
        const { rows } = await db.query(
          `select (select coalesce(sum(records), 0) from telemetry_log) as logged,
                  (select count(*) from click_log) + (select count(*) from event_log) as applied,
                  (select json_object_agg(name, position->>'pos') from telemetry_checkpoints) as checkpoints,
                  (select json_agg(concat_ws(' ', state, wait_event_type, wait_event, left(query, 40), round(extract(epoch from now() - query_start) * 1000)))
                     from pg_stat_activity where query like '%_apply(%' and pid <> pg_backend_pid()) as applying`,
        );
        console.log(`${((performance.now() - t0) / 1000).toFixed(1)} s`, JSON.stringify(rows[0]));
        await new Promise((r) => setTimeout(r, 250));
      }
    })();
    const before = await applied();
    const figuresBefore = await processFigures(); // the event loop's window starts here
    const sustainedStarted = performance.now();
    const [steadyClicks, steadyEvents] = (await steady(SECONDS)) as [OpenLoopResult, OpenLoopResult];
    const figuresAfter = await processFigures();
    const sustainedSeconds = (performance.now() - sustainedStarted) / 1000;
    const pauses = pausesBetween(figuresBefore, figuresAfter);
    const steadyAccepted = steadyClicks.ok + steadyEvents.ok * EVENTS_PER_CALL;
    const steadySendSeconds = (performance.now() - sustainedStarted) / 1000;
    probing = false;
    await Promise.all([probe, trace]);
    const steadyAppliedSeconds = await untilApplied(before + steadyAccepted, sustainedStarted);

    // The bare route beside it, in the same service and run: GET /v1/whoami with the same public
    // key and connections answers a few bytes after the same authentication, so calls/s of clicks
    // and events against it is the cost of the telemetry routes themselves on this machine now.
    await autocannon({ url: `${base}/v1/whoami`, headers, connections: CONNECTIONS, duration: 2 });
    const whoami = await autocannon({
      url: `${base}/v1/whoami`,
      headers,
      connections: CONNECTIONS,
      duration: SECONDS,
    });

    // 2. Saturated: as many clicks and events as 16 connections get answered, then until the
    // projection has applied them all.
    const beforeSaturated = await applied();
    const started = performance.now();
    const post = (path: string, bodies: readonly string[]) =>
      bodies.map((body) => ({ method: 'POST' as const, path, headers, body }));
    const [clicks, events] = await Promise.all([
      autocannon({
        url: base,
        requests: post('/v1/click', clickBodies),
        connections: CONNECTIONS / 2,
        duration: SECONDS,
      }),
      autocannon({
        url: base,
        requests: post('/v1/event', eventBodies),
        connections: CONNECTIONS / 2,
        duration: SECONDS,
      }),
    ]);
    const accepted = clicks['2xx'] + events['2xx'] * EVENTS_PER_CALL;
    const sendSeconds = (performance.now() - started) / 1000;
    const appliedSeconds = await untilApplied(beforeSaturated + accepted, started);
    await new Promise((r) => setTimeout(r, 500));
    Object.assign(figures, {
      api_workers: npmStart ? Number(process.env.BENCH_WORKERS) : 1,
      connections: CONNECTIONS,
      seconds: SECONDS,
      offered_records_per_s: RATE,
      sustained_accepted_records_per_s: Math.round(steadyAccepted / steadySendSeconds),
      sustained_applied_records_per_s: Math.round(steadyAccepted / steadyAppliedSeconds),
      sustained_click_p50_ms: round3(percentile(steadyClicks.latencies, 50)),
      sustained_click_p99_ms: round3(percentile(steadyClicks.latencies, 99)),
      sustained_click_p99_from_due_ms: round3(percentile(steadyClicks.fromDue, 99)),
      sustained_event_p99_ms: round3(percentile(steadyEvents.latencies, 99)),
      sustained_failed: steadyClicks.failed + steadyEvents.failed,
      sustained_service_event_loop_late_p99_ms: round3(figuresAfter.lagP99Ms),
      sustained_service_event_loop_late_max_ms: round3(figuresAfter.lagMaxMs),
      sustained_service_gc_pauses: pauses,
      sustained_service_cpu_share: round3(
        (figuresAfter.cpuSeconds - figuresBefore.cpuSeconds) / sustainedSeconds,
      ),
      report_lag_p50_ms: Math.round(percentile(lags, 50)),
      report_lag_p99_ms: Math.round(percentile(lags, 99)),
      lag_probes: lags.length,
      saturated_accepted_records_per_s: Math.round(accepted / sendSeconds),
      saturated_applied_records_per_s: Math.round(accepted / appliedSeconds),
      saturated_click_calls_per_s: Math.round(clicks.requests.average),
      saturated_click_p50_ms: clicks.latency.p50,
      saturated_click_p99_ms: clicks.latency.p99,
      saturated_event_calls_per_s: Math.round(events.requests.average),
      saturated_event_p99_ms: events.latency.p99,
      non_2xx: clicks.non2xx + events.non2xx,
      whoami_calls_per_s: Math.round(whoami.requests.average),
      whoami_p99_ms: whoami.latency.p99,
      telemetry_calls_vs_whoami: round3(
        (clicks.requests.average + events.requests.average) / Math.max(1, whoami.requests.average),
      ),
      search_per_s_without_log: searchWithout,
      search_per_s_with_log: searchWith,
      search_log_cost_pct: Math.round((1 - searchWith / Math.max(1, searchWithout)) * 1000) / 10,
      search_cpu_us_without_log: Math.round(cpuPerSearchWithout),
      search_cpu_us_with_log: Math.round(cpuPerSearchWith),
      search_service_process_cpu_us_without_log: Math.round(ownPerSearchWithout),
      search_service_process_cpu_us_with_log: Math.round(ownPerSearchWith),
      search_below_cpu_us_without_log: Math.round(cpuPerSearchWithout - ownPerSearchWithout),
      search_below_cpu_us_with_log: Math.round(cpuPerSearchWith - ownPerSearchWith),
      search_log_cpu_cost_pct:
        Math.round((cpuPerSearchWith / Math.max(1, cpuPerSearchWithout) - 1) * 1000) / 10,
      loadavg_1m: Math.round((loadavg()[0] ?? 0) * 100) / 100,
    });
    console.log(
      `telemetry, ${RATE} records/s offered: ${figures.sustained_accepted_records_per_s} accepted, ${figures.sustained_applied_records_per_s} applied; click p50 ${figures.sustained_click_p50_ms} ms, p99 ${figures.sustained_click_p99_ms} ms; report lag p50 ${figures.report_lag_p50_ms} ms, p99 ${figures.report_lag_p99_ms} ms`,
    );
    console.log(
      `  the service meanwhile: event loop late by p99 ${figures.sustained_service_event_loop_late_p99_ms} ms, at most ${figures.sustained_service_event_loop_late_max_ms} ms; garbage collection ${Object.entries(
        pauses,
      )
        .map(([kind, p]) => `${kind} ${p.count}× ${p.ms} ms`)
        .join(', ')}; CPU ${figures.sustained_service_cpu_share} of a core`,
    );
    console.log(
      `telemetry, saturated: ${figures.saturated_accepted_records_per_s} records/s accepted, ${figures.saturated_applied_records_per_s} applied; click p99 ${clicks.latency.p99} ms; calls/s ${figures.telemetry_calls_vs_whoami}× whoami (${figures.whoami_calls_per_s}/s)`,
    );
    console.log(
      `search ${searchWithout} -> ${searchWith} req/s with the search log (${figures.search_log_cost_pct}% cost); service CPU per search ${figures.search_cpu_us_without_log} -> ${figures.search_cpu_us_with_log} µs (${figures.search_log_cpu_cost_pct}% more; the service's process ${figures.search_service_process_cpu_us_without_log} -> ${figures.search_service_process_cpu_us_with_log} µs, PostgreSQL and the processes under it ${figures.search_below_cpu_us_without_log} -> ${figures.search_below_cpu_us_with_log} µs); load ${figures.loadavg_1m}`,
    );
    console.log(JSON.stringify(figures));
  } finally {
    await Promise.all([bench.stop(), quiet.stop().catch(() => undefined)]);
  }
}

await main();
