// Plain JavaScript (typed by open-loop.d.mts): `openLoops` runs this file itself on a thread of
// its own, where the TypeScript loader of the benchmark's main thread does not reach.
import http from 'node:http';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';

export async function openLoop(options) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const url = new URL(options.url);
  const latencies = [];
  const fromDue = [];
  let ok = 0;
  let failed = 0;
  let sent = 0;
  const total = Math.round(options.perSecond * options.seconds);
  const every = 1000 / options.perSecond;
  const pending = new Set();
  const started = performance.now();
  const send = (due, body) => {
    const answered = new Promise((done) => {
      const sentAt = performance.now();
      const req = http.request(
        url,
        { method: 'POST', agent, headers: { ...options.headers, 'content-length': Buffer.byteLength(body) } },
        (res) => {
          res.resume();
          res.on('end', () => {
            const end = performance.now();
            latencies.push(end - sentAt);
            fromDue.push(end - due);
            if ((res.statusCode ?? 500) < 300) ok++;
            else failed++;
            done();
          });
        },
      );
      req.on('error', () => {
        failed++;
        done();
      });
      req.end(body);
    });
    pending.add(answered);
    void answered.then(() => pending.delete(answered));
  };
  await new Promise((resolve) => {
    const tick = () => {
      const now = performance.now();
      while (sent < total && started + sent * every <= now) {
        send(started + sent * every, options.bodies[sent % options.bodies.length] ?? '{}');
        sent++;
      }
      if (sent >= total) resolve();
      else setTimeout(tick, 1);
    };
    tick();
  });
  await Promise.all(pending);
  agent.destroy();
  return { latencies, fromDue, ok, failed, seconds: (performance.now() - started) / 1000 };
}

export function openLoops(loops) {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL(import.meta.url), { workerData: { loops }, execArgv: [] });
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`open loop thread exited with ${code}`));
    });
  });
}

if (!isMainThread && workerData?.loops) {
  parentPort?.postMessage(await Promise.all(workerData.loops.map((loop) => openLoop(loop))));
}
