import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { freePort } from '../../infra/postgres/embedded.ts';
import { bundle, root } from '../../scripts/bundle.mjs';

let ownBuild: Promise<string> | undefined;

/**
 * `infra/main.ts` compiled as `npm start` compiles it: once per test run (the global setup sets
 * SERVICE_BUNDLE), else once per process (a benchmark). Each child then starts in a fraction of
 * the CPU time transpiling every file on load would take.
 */
export function serviceBundle(): Promise<string> {
  const built = process.env.SERVICE_BUNDLE;
  if (built) return Promise.resolve(built);
  // Inside the checkout, so that its packages resolve from its node_modules.
  ownBuild ??= bundle('infra/main.ts', join(root, '.build', 'service.mjs'));
  return ownBuild;
}

/** The real service (`infra/main.ts`, compiled) as a child process on loopback, for crash tests. */
export interface ServiceProcess {
  readonly base: string;
  readonly child: ChildProcess;
  /** What the service printed on stdout so far (its log lines). */
  output(): string;
  /**
   * Its exit code (null when a signal ended it), once it has exited and its stdout is read to
   * the end: a child's `exit` can come before the last lines it printed.
   */
  readonly closed: Promise<number | null>;
  /** Sends `signal` (SIGKILL unless given) and waits for `closed`. */
  kill(signal?: NodeJS.Signals): Promise<void>;
}

/**
 * One process unless `env` sets WEB_CONCURRENCY (the crash tests kill one process and start
 * another on the same folder). `npm: true` runs `npm start` itself, the real entry point.
 * `group: true` starts it as the leader of a process group of its own, as a terminal does, so
 * that a test can send a Ctrl-C to the whole group (`process.kill(-child.pid, 'SIGINT')`).
 */
export async function startServiceProcess(
  env: Record<string, string>,
  options: { npm?: boolean; group?: boolean } = {},
  attempt = 1,
): Promise<ServiceProcess> {
  const port = await freePort();
  // SERVICE_NODE_ARGS passes flags to the service's node (for example --cpu-prof when profiling a benchmark).
  const extra = (process.env.SERVICE_NODE_ARGS ?? '').split(' ').filter(Boolean);
  // Flags such as --cpu-prof cannot travel through npm (NODE_OPTIONS refuses them): with
  // SERVICE_NODE_ARGS set, the same compiled entry runs directly, its cluster workers included.
  const viaNpm = options.npm === true && extra.length === 0;
  // npm runs the service under a shell: a signal must reach the whole group, not npm alone (a
  // SIGKILL to npm would leave the service running on).
  const group = options.group === true || viaNpm;
  const [command, args] = viaNpm
    ? ['npm', ['start', '--silent']]
    : [process.execPath, ['--enable-source-maps', ...extra, await serviceBundle()]];
  const child = spawn(command, args, {
    // No demo store unless a test asks for one (DEMO_STORE=on).
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      DEMO_STORE: 'off',
      WEB_CONCURRENCY: '1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: group,
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString('utf8');
  });
  // Passed on as it comes, and kept until the service answers: a port taken between `freePort`
  // and the service's listen (another test, or an outgoing connection's ephemeral port) shows there.
  let errors = '';
  let starting = true;
  child.stderr?.on('data', (chunk: Buffer) => {
    process.stderr.write(chunk);
    if (starting) errors += chunk.toString('utf8');
  });
  const closed = new Promise<number | null>((resolve) => child.once('close', (code) => resolve(code)));
  const base = `http://127.0.0.1:${port}`;
  // Generous: a loaded machine may take long to start the service and the embedded PostgreSQL.
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) {
      // The port was taken before the service could listen on it: again, on another port.
      if (/EADDRINUSE/u.test(errors + output) && attempt < 3) {
        await closed;
        return startServiceProcess(env, options, attempt + 1);
      }
      throw new Error(`service exited with ${child.exitCode}`);
    }
    const ok = await fetch(`${base}/v1/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) {
      starting = false;
      break;
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error('service did not start');
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    base,
    child,
    output: () => output,
    closed,
    kill: async (signal = 'SIGKILL') => {
      if (child.exitCode === null && child.signalCode === null) {
        if (group && child.pid) process.kill(-child.pid, signal);
        else child.kill(signal);
      }
      await closed;
    },
  };
}
