import { loadConfig } from '../config.ts';
import { replayProjectors } from '../projection-runtime/replay.ts';
import { sqlProjectors, sqlProjectorsFor } from '../projectors.ts';
import { startRuntime } from '../runtime.ts';

/** `npm run replay -- <projector|all>`: rebuilds read models from the whole event history. */
async function main(): Promise<void> {
  const target = process.argv[2] ?? '';
  // The names are the same whichever event store runs them (`sqlProjectorsFor`).
  const names = sqlProjectors.map((p) => p.name);
  if (target !== 'all' && !names.includes(target)) {
    process.stderr.write(`usage: npm run replay -- <${[...names, 'all'].join('|')}>\n`);
    process.exit(2);
  }
  const runtime = await startRuntime(loadConfig(), { role: 'tool', startProjectors: false });
  const projectors = sqlProjectorsFor(runtime.eventStore);
  const chosen = target === 'all' ? projectors : projectors.filter((p) => p.name === target);
  try {
    const timings = await replayProjectors(runtime.pool, runtime.eventStore, chosen);
    for (const t of timings) process.stdout.write(`${t.name}: rebuilt in ${t.ms} ms\n`);
  } finally {
    await runtime.stop();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
