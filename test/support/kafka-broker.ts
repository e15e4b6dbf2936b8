import { type ChildProcess, spawn, spawnSync } from 'node:child_process';

/** A Kafka-protocol broker for tests: `brokers` to connect to, `stop` when done. */
export interface KafkaBroker {
  readonly brokers: string;
  stop(): Promise<void>;
}

/**
 * Why the Kafka tests cannot run here, or null when they can: KAFKA_BROKERS names a broker, or
 * `kcat` is installed (its librdkafka mock cluster is the broker). Under CI=true a missing kcat
 * is an error, not a skip (`.ci/run` installs it).
 */
export function kafkaUnavailable(): string | null {
  if (process.env.KAFKA_BROKERS) return null;
  const found = spawnSync('kcat', ['-V'], { stdio: 'ignore' }).status === 0;
  if (found) return null;
  if (process.env.CI === 'true') throw new Error('kcat is not installed: the Kafka tests need it under CI');
  return 'kcat is not installed (apt-get install -y kcat) and KAFKA_BROKERS is not set: Kafka tests skipped';
}

/**
 * The broker named by KAFKA_BROKERS, else librdkafka's mock cluster run by `kcat` on 127.0.0.1
 * (one broker; topics are created on first use with 4 partitions). The kcat process is killed
 * by its pid on `stop`.
 */
export async function startKafkaBroker(): Promise<KafkaBroker> {
  const given = process.env.KAFKA_BROKERS;
  if (given) return { brokers: given, stop: async () => undefined };
  const child: ChildProcess = spawn(
    'kcat',
    ['-b', '127.0.0.1:1', '-X', 'test.mock.num.brokers=1', '-C', '-t', 'keepalive', '-q'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const pid = child.pid;
  // Should the test process end without calling stop (a crash, a timeout), the broker ends too.
  const onExit = () => {
    if (pid && child.exitCode === null && child.signalCode === null) process.kill(pid, 'SIGKILL');
  };
  process.once('exit', onExit);
  const brokers = await new Promise<string>((resolve, reject) => {
    let text = '';
    const timer = setTimeout(() => fail(new Error(`kcat printed no mock cluster address: ${text}`)), 15_000);
    const fail = (error: Error) => {
      clearTimeout(timer);
      if (pid) process.kill(pid, 'SIGKILL');
      reject(error);
    };
    child.once('error', fail);
    child.once('exit', (code) => fail(new Error(`kcat exited with ${code}: ${text}`)));
    child.stderr?.on('data', (chunk: Buffer) => {
      text += chunk.toString('utf8');
      const found = /replaced with (127\.0\.0\.1:\d+(?:,127\.0\.0\.1:\d+)*)/.exec(text);
      if (found?.[1]) {
        clearTimeout(timer);
        child.removeAllListeners('exit');
        resolve(found[1]);
      }
    });
  });
  return {
    brokers,
    stop: () =>
      new Promise<void>((resolve) => {
        process.off('exit', onExit);
        if (child.exitCode !== null || child.signalCode !== null || !pid) return resolve();
        child.once('exit', () => resolve());
        process.kill(pid, 'SIGTERM');
      }),
  };
}
