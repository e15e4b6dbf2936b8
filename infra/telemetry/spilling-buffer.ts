import { createReadStream, createWriteStream, mkdirSync, type WriteStream } from 'node:fs';
import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { isAlive } from '../postgres/embedded.ts';

export interface SpillingBufferOptions<T> {
  /** Writes one batch to the log; a rejection keeps the batch for a retry. */
  readonly write: (batch: readonly T[]) => Promise<void>;
  /** Folder of the spill files (one per full stretch of the memory buffer). */
  readonly spillDir: string;
  /** Records held in memory before new ones go to disk. */
  readonly capacity?: number;
  readonly batchSize?: number;
  /**
   * How long a batch that is not full may wait for more records after the last write began
   * (default 0: at once). Fewer, larger writes cost the log far less per record.
   */
  readonly lingerMs?: number;
  readonly log?: (message: string) => void;
}

export interface BufferStatus {
  readonly buffered: number;
  readonly spilled: number;
  readonly spillBacklog: number;
  readonly written: number;
  readonly writeErrors: number;
}

const SPILL_FILE = /^spill-[0-9a-z-]+\.jsonl$/;

/**
 * A spill file another process still writes (the api workers of one machine share the data
 * folder): left to that process. Files of this process and of ended ones are taken.
 */
const ownedByOtherLiveProcess = (file: string): boolean => {
  const pid = Number(/^spill-[0-9a-z]+-(\d+)-/.exec(file)?.[1]);
  return Number.isInteger(pid) && pid !== process.pid && isAlive(pid);
};

/**
 * Holds records in memory and writes them to the log in batches behind the caller's back:
 * `push` never waits. When memory holds `capacity` records (the log is slow or down), new ones
 * are appended to a spill file instead; spill files (this run's and any a previous run left)
 * are written to the log once memory is empty, then deleted. A batch that fails is retried,
 * never dropped; the log may then hold a record twice, which its consumers count once.
 */
export class SpillingBuffer<T> {
  private memory: T[] = [];
  private spillStream: WriteStream | null = null;
  private spillFile: string | null = null;
  private spillSeq = 0;
  private spilled = 0;
  /** Records per spill file not yet written to the log (a file a previous run left counts 1 until read). */
  private readonly spillCounts = new Map<string, number>();
  private written = 0;
  private writeErrors = 0;
  private draining: Promise<void> | null = null;
  private wake: (() => void) | null = null;
  private closed = false;
  private readonly capacity: number;
  private readonly batchSize: number;
  private readonly lingerMs: number;
  private lastWriteAt = 0;
  /** Callers of `flush` waiting: no batch lingers meanwhile. */
  private urgent = 0;
  /** The drain sleeps for a batch to fill (not for a retry's backoff, which nothing cuts short). */
  private lingering = false;
  private readonly ready: Promise<void>;

  constructor(private readonly options: SpillingBufferOptions<T>) {
    this.capacity = options.capacity ?? 50_000;
    this.batchSize = options.batchSize ?? 1_000;
    this.lingerMs = options.lingerMs ?? 0;
    mkdirSync(options.spillDir, { recursive: true });
    this.ready = this.countLeftSpills();
    this.kick();
  }

  push(items: readonly T[]): void {
    if (items.length === 0) return;
    if (this.closed || this.memory.length + items.length > this.capacity) this.spill(items);
    else for (const item of items) this.memory.push(item);
    // A full batch does not linger.
    if (this.lingering && this.memory.length >= this.batchSize) this.wake?.();
    this.kick();
  }

  status(): BufferStatus {
    return {
      buffered: this.memory.length,
      spilled: this.spilled,
      spillBacklog: this.backlog(),
      written: this.written,
      writeErrors: this.writeErrors,
    };
  }

  /** Resolves when everything pushed before the call is written (memory and spill files). */
  async flush(): Promise<void> {
    this.urgent++;
    if (this.lingering) this.wake?.();
    try {
      for (let i = 0; i < 1_000; i++) {
        await this.ready;
        if (this.memory.length === 0 && this.spillCounts.size === 0 && !this.draining) return;
        this.kick();
        await (this.draining ?? Promise.resolve());
      }
      throw new Error('telemetry buffer did not empty');
    } finally {
      this.urgent--;
    }
  }

  /** Stops writing; what memory still holds goes to a spill file, written at the next start. */
  async close(): Promise<void> {
    this.closed = true;
    this.wake?.();
    await this.draining;
    if (this.memory.length > 0) this.spill(this.memory.splice(0));
    await this.closeSpillStream();
  }

  private kick(): void {
    if (this.draining || this.closed) return;
    this.draining = this.drain().finally(() => {
      this.draining = null;
      if (!this.closed && (this.memory.length > 0 || this.spillCounts.size > 0)) this.kick();
    });
  }

  private async drain(): Promise<void> {
    await this.ready;
    let backoff = 10;
    while (!this.closed) {
      if (this.memory.length > 0) {
        const lingering = this.lingerMs - (Date.now() - this.lastWriteAt);
        if (lingering > 0 && this.memory.length < this.batchSize && this.urgent === 0) {
          this.lingering = true;
          await this.sleep(lingering);
          this.lingering = false;
          continue;
        }
        this.lastWriteAt = Date.now();
        const batch = this.memory.splice(0, this.batchSize);
        if (await this.tryWrite(batch)) {
          backoff = 10;
          continue;
        }
        // Put it back in front; new records that no longer fit go to disk meanwhile.
        this.memory.unshift(...batch);
        await this.sleep(backoff);
        backoff = Math.min(backoff * 2, 1_000);
        continue;
      }
      if (this.spillCounts.size === 0) return;
      if (!(await this.drainSpillFiles())) {
        await this.sleep(backoff);
        backoff = Math.min(backoff * 2, 1_000);
      }
    }
  }

  private async tryWrite(batch: readonly T[]): Promise<boolean> {
    try {
      await this.options.write(batch);
      this.written += batch.length;
      return true;
    } catch (error) {
      this.writeErrors++;
      if (this.writeErrors === 1 || this.writeErrors % 100 === 0)
        this.options.log?.(`telemetry: write failed (${(error as Error).message}); records kept for a retry`);
      return false;
    }
  }

  /** Writes and deletes the closed spill files, oldest first; false when a write failed. */
  private async drainSpillFiles(): Promise<boolean> {
    await this.closeSpillStream();
    const files = (await readdir(this.options.spillDir).catch(() => [] as string[]))
      .filter((f) => SPILL_FILE.test(f) && !ownedByOtherLiveProcess(f))
      .sort();
    // A counted file no longer on disk (deleted behind this buffer's back) cannot be written:
    // counting it still would keep the drain, and every flush, going for good.
    const present = new Set(files.map((f) => join(this.options.spillDir, f)));
    for (const path of [...this.spillCounts.keys()]) if (!present.has(path)) this.spillCounts.delete(path);
    for (const file of files) {
      const path = join(this.options.spillDir, file);
      let batch: T[] = [];
      const take = (line: string): void => {
        if (line.trim() === '') return;
        try {
          batch.push(JSON.parse(line) as T);
        } catch {
          // A line cut short by a crash mid-write: the rest of the file is still good.
        }
      };
      // The stream's own async iterator, split into lines here (leaving the loop destroys the
      // stream). It replaced `readline`'s iterator after a spill test timed out once on Node 24
      // in CI with that loop in use; the cause was not proven, this is the simpler mechanism.
      let rest = '';
      for await (const chunk of createReadStream(path, 'utf8')) {
        const lines = (rest + (chunk as string)).split('\n');
        rest = lines.pop() ?? '';
        for (const line of lines) {
          take(line);
          if (batch.length === this.batchSize) {
            if (!(await this.tryWrite(batch))) return false;
            batch = [];
          }
        }
      }
      take(rest);
      if (batch.length > 0 && !(await this.tryWrite(batch))) return false;
      await rm(path, { force: true });
      this.spillCounts.delete(path);
      if (this.memory.length > 0) return true;
    }
    return true;
  }

  private spill(items: readonly T[]): void {
    let stream = this.spillStream;
    let file = this.spillFile;
    if (!stream || !file) {
      file = join(
        this.options.spillDir,
        `spill-${Date.now().toString(36)}-${process.pid}-${(this.spillSeq++).toString(36)}.jsonl`,
      );
      stream = createWriteStream(file, { flags: 'a' });
      stream.on('error', (error) => this.options.log?.(`telemetry: spill file: ${error.message}`));
      this.spillStream = stream;
      this.spillFile = file;
    }
    let text = '';
    for (const item of items) text += `${JSON.stringify(item)}\n`;
    stream.write(text);
    this.spilled += items.length;
    this.spillCounts.set(file, (this.spillCounts.get(file) ?? 0) + items.length);
  }

  private async closeSpillStream(): Promise<void> {
    const stream = this.spillStream;
    if (!stream) return;
    this.spillStream = null;
    this.spillFile = null;
    await new Promise<void>((resolve) => stream.end(resolve));
  }

  private async countLeftSpills(): Promise<void> {
    const files = (await readdir(this.options.spillDir)).filter(
      (f) => SPILL_FILE.test(f) && !ownedByOtherLiveProcess(f),
    );
    for (const f of files) {
      const path = join(this.options.spillDir, f);
      // A file this buffer began since it was made (a spill while this was reading the folder):
      // already counted, and maybe still empty on disk. Never taken for an empty leftover.
      if (this.spillCounts.has(path)) continue;
      const size = (await stat(path).catch(() => null))?.size ?? 0;
      if (size > 0) this.spillCounts.set(path, 1);
      else await rm(path, { force: true });
    }
  }

  private backlog(): number {
    let n = 0;
    for (const count of this.spillCounts.values()) n += count;
    return n;
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      let timer: NodeJS.Timeout | undefined;
      const done = () => {
        clearTimeout(timer);
        this.wake = null;
        resolve();
      };
      timer = setTimeout(done, ms);
      this.wake = done;
    });
  }
}
