import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { isAlive } from './postgres/embedded.ts';

/**
 * One service process per data folder: a second `npm start` on the same data would run the
 * projectors twice over one embedded server. Tools check it to reuse the running server.
 */
export async function serviceOwner(dataDir: string): Promise<number | null> {
  const text = await readFile(join(dataDir, 'service.pid'), 'utf8').catch(() => null);
  const pid = Number(text?.trim());
  return Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid) ? pid : null;
}

/**
 * Takes the data folder for this process, making the folder first: on a fresh clone
 * `./.data` does not exist yet, and the lock is the first thing written in it.
 */
export async function lockService(dataDir: string): Promise<() => Promise<void>> {
  await mkdir(dataDir, { recursive: true });
  const owner = await serviceOwner(dataDir);
  if (owner) throw new Error(`another service process (pid ${owner}) is running on ${dataDir}`);
  const file = join(dataDir, 'service.pid');
  await writeFile(file, `${process.pid}\n`);
  return () => rm(file, { force: true });
}
