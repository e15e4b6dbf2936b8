import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { WEBHOOK_EVENT_KINDS } from '../../domain/webhooks/event-kinds.ts';
import { KINDS_NOT_BUILT_YET, WEBHOOK_KINDS } from './webhook-kinds.ts';

const root = join(import.meta.dirname, '../..');
const SOURCE_DIRS = ['domain', 'commands', 'processes', 'projections', 'read-api', 'infra'];

/** The service's own source files (no tests), as [path, text]. */
const sources = (): [string, string][] =>
  SOURCE_DIRS.flatMap((dir) =>
    readdirSync(join(root, dir), { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile() && e.name.endsWith('.ts') && !e.name.endsWith('.test.ts'))
      .map((e): [string, string] => {
        const path = join(e.parentPath, e.name);
        return [relative(root, path), readFileSync(path, 'utf8')];
      }),
  );

const emitted = Object.entries(WEBHOOK_KINDS).map(([eventType, row]) => ({ eventType, kind: row.kind }));

describe('webhook kinds: every kind of the spec has an emitter', () => {
  it(`each spec kind maps from a domain event, except those not built yet: ${KINDS_NOT_BUILT_YET.join(', ') || 'none'}`, () => {
    const withEmitter = new Set(emitted.map((e) => e.kind));
    const missing = WEBHOOK_EVENT_KINDS.filter(
      (k) => !withEmitter.has(k) && !KINDS_NOT_BUILT_YET.includes(k),
    );
    expect(missing, 'kinds with no domain event in WEBHOOK_KINDS and not listed as not built yet').toEqual(
      [],
    );
    const stale = KINDS_NOT_BUILT_YET.filter((k) => withEmitter.has(k));
    expect(stale, 'kinds listed as not built yet although a domain event maps to them').toEqual([]);
    expect(KINDS_NOT_BUILT_YET.every((k) => WEBHOOK_EVENT_KINDS.includes(k))).toBe(true);
  });

  it('each mapped domain event type is declared by a module outside the webhooks projection', () => {
    const files = sources().filter(([path]) => !path.startsWith(join('projections', 'webhooks')));
    for (const { eventType } of emitted) {
      const declaredIn = files.filter(([, text]) => text.includes(`'${eventType}'`)).map(([path]) => path);
      expect(declaredIn, `no module declares or appends ${eventType}`).not.toEqual([]);
    }
  });

  it('docs/webhooks.md documents the payload of every kind that is sent', () => {
    const doc = readFileSync(join(root, 'docs/webhooks.md'), 'utf8');
    for (const { eventType, kind } of emitted) {
      const row = doc.split('\n').find((line) => line.startsWith(`| \`${kind}\` |`));
      expect(row, `docs/webhooks.md has no row for ${kind}`).toBeDefined();
      expect(row).toContain(eventType);
    }
  });
});
