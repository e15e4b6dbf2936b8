// npm run bench:webhooks — the service in its own process delivers webhooks to a local HTTPS
// receiver: deliveries per second (events appended in bulk) and the delay from an event's append
// to its first attempt arriving (events appended at a steady rate).
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createStore } from '../../commands/tenancy/create-store.ts';
import { deliveryIdOf } from '../../domain/webhooks/delivery.ts';
import { webhookStream } from '../../domain/webhooks/webhook-events.ts';
import { loadConfig } from '../../infra/config.ts';
import { keyGenerator } from '../../infra/crypto/key-generator.ts';
import { startRuntime } from '../../infra/runtime.ts';
import { startServiceProcess } from '../support/service-process.ts';
import { startWebhookReceiver } from '../support/webhook-receiver.ts';
import { treeCpu } from './process-cpu.ts';
import { percentile } from './stats.ts';

const ENDPOINTS = Number(process.env.BENCH_ENDPOINTS ?? 10);
const BULK = Number(process.env.BENCH_DELIVERIES ?? 5_000);
const STEADY_PER_S = Number(process.env.BENCH_RATE ?? 50);
const STEADY_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

async function main(): Promise<void> {
  const receiver = await startWebhookReceiver();
  const dataDir = await mkdtemp(join(tmpdir(), 'bench-webhooks-'));
  const caFile = join(dataDir, 'receiver-ca.pem');
  await writeFile(caFile, receiver.ca);
  const service = await startServiceProcess({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    OUTBOUND_ALLOWED_NETWORKS: '127.0.0.1/32',
    // The receiver's certificate, trusted by the service's Node like any private CA.
    NODE_EXTRA_CA_CERTS: caFile,
  });
  const tool = await startRuntime(loadConfig({ DATA_DIR: dataDir }), {
    role: 'tool',
    startProjectors: false,
    runJobs: false,
  });
  try {
    const store = await createStore(
      {
        eventStore: tool.eventStore,
        newId: tool.newId,
        now: tool.now,
        settle: async () => undefined,
        keys: keyGenerator,
      },
      { name: 'Bench', locales: ['en', 'ar'], currency: 'SAR', planCode: 'enterprise' },
    );
    const headers = { authorization: `Bearer ${store.secretKey}`, 'content-type': 'application/json' };
    for (let i = 0; i < 400; i++) {
      if ((await fetch(`${service.base}/v1/whoami`, { headers })).status === 200) break;
      await new Promise((r) => setTimeout(r, 25));
    }
    const endpoints: string[] = [];
    for (let i = 0; i < ENDPOINTS; i++) {
      const res = await fetch(`${service.base}/v1/webhooks`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ url: receiver.url(`/bench/${i}`), events: ['catalog.import_finished'] }),
      });
      if (res.status !== 201) throw new Error(`create endpoint: ${res.status} ${await res.text()}`);
      endpoints.push(((await res.json()) as { id: string }).id);
    }
    // Warm-up: one ping per endpoint through the test route (connections, plans, caches).
    for (const id of endpoints)
      await fetch(`${service.base}/v1/webhooks/${id}/test`, { method: 'POST', headers });
    const warm = receiver.received.length;

    /** Appends `count` ping events for an endpoint in one write; their delivery ids and the time the append began. */
    const appendPings = async (webhookId: string, count: number) => {
      const events = Array.from({ length: count }, () => {
        const id = randomUUID();
        return {
          id,
          type: 'WebhookPingRequested',
          data: { tenantId: store.tenantId, webhookId, at: new Date().toISOString(), pingId: id },
        };
      });
      const at = Date.now();
      await tool.eventStore.append(webhookStream(store.tenantId, webhookId), events, 'any');
      return events.map((e) => ({ delivery: deliveryIdOf(webhookId, e.id), at }));
    };

    // 1. Throughput: every event appended at once, then sent as fast as the pipeline goes.
    const perEndpoint = Math.ceil(BULK / ENDPOINTS);
    // CPU spent during the bulk phase: the service, its PostgreSQL, and this process (the
    // receiver and the appends), so that the figure can be told from the bench's own cost.
    const pid = service.child.pid ?? 0;
    const cpuBefore = { service: treeCpu(pid), bench: process.cpuUsage() };
    const bulkStart = Date.now();
    await Promise.all(endpoints.map((id) => appendPings(id, perEndpoint)));
    const appendedMs = Date.now() - bulkStart;
    const total = perEndpoint * ENDPOINTS;
    await receiver.waitFor(warm + total, undefined, 300_000);
    const bulk = receiver.received.slice(warm);
    const bulkSeconds = ((bulk.at(-1)?.at ?? 0) - bulkStart) / 1000;
    const perSecond = total / bulkSeconds;
    const cpuAfter = { service: treeCpu(pid), bench: process.cpuUsage(cpuBefore.bench) };
    const perDelivery = (ms: number) => Number((ms / total).toFixed(3));
    const cpu = {
      service:
        cpuAfter.service && cpuBefore.service
          ? perDelivery(cpuAfter.service.ownMs - cpuBefore.service.ownMs)
          : null,
      postgres:
        cpuAfter.service && cpuBefore.service
          ? perDelivery(cpuAfter.service.descendantsMs - cpuBefore.service.descendantsMs)
          : null,
      bench: perDelivery((cpuAfter.bench.user + cpuAfter.bench.system) / 1000),
    };
    console.log(
      `bulk: ${total} deliveries to ${ENDPOINTS} endpoints in ${bulkSeconds.toFixed(2)} s from the first append (appends took ${appendedMs} ms): ${Math.round(perSecond)}/s`,
    );
    console.log(
      `bulk CPU per delivery: service ${cpu.service} ms, its PostgreSQL ${cpu.postgres} ms, this bench (receiver, appends) ${cpu.bench} ms`,
    );

    // 2. Delay: events at a steady rate, each timed from its append to its first attempt arriving.
    const before = receiver.received.length;
    const appended = new Map<string, number>();
    const steadyCount = STEADY_PER_S * STEADY_SECONDS;
    const steadyStart = Date.now();
    for (let i = 0; i < steadyCount; i++) {
      const due = steadyStart + (i * 1000) / STEADY_PER_S;
      await new Promise((r) => setTimeout(r, Math.max(0, due - Date.now())));
      const [one] = await appendPings(endpoints[i % ENDPOINTS] ?? '', 1);
      if (one) appended.set(one.delivery, one.at);
    }
    await receiver.waitFor(before + steadyCount, undefined, 120_000);
    const delays = receiver.received
      .slice(before)
      .map((r) => r.at - (appended.get(r.headers['webhook-id'] ?? '') ?? Number.NaN))
      .filter((d) => Number.isFinite(d));
    const p50 = percentile(delays, 50);
    const p99 = percentile(delays, 99);
    const [load1, load5] = loadavg();
    console.log(
      `steady: ${steadyCount} events at ${STEADY_PER_S}/s: append to first attempt p50 ${p50} ms, p99 ${p99} ms, max ${Math.max(...delays)} ms`,
    );
    console.log(
      `load average ${load1?.toFixed(2)} ${load5?.toFixed(2)} on ${process.env.BENCH_CORES ?? 'this machine'}`,
    );
    console.log(
      JSON.stringify({
        bench: 'webhooks',
        endpoints: ENDPOINTS,
        deliveries: total,
        deliveries_per_s: Math.round(perSecond),
        target_per_s: 500,
        cpu_ms_per_delivery: cpu,
        steady_events: steadyCount,
        steady_rate_per_s: STEADY_PER_S,
        first_attempt_p50_ms: p50,
        first_attempt_p99_ms: p99,
        target_p99_ms: 1000,
        load_avg_1m: Number(load1?.toFixed(2)),
        load_avg_5m: Number(load5?.toFixed(2)),
      }),
    );
  } finally {
    await tool.stop();
    await service.kill('SIGTERM');
    await receiver.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
