import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');

/** Every test file of the project, outside node_modules and build output. */
async function testFiles(dir = root): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...(await testFiles(path)));
    else if (entry.name.endsWith('.test.ts')) found.push(path);
  }
  return found;
}

/**
 * Test files run one after another in one process (vitest `isolate: false`, docs/testing.md),
 * so a file must not change what the next one sees: no module mocks, no stubbed globals and no
 * writes to the process's environment (pass settings to `loadConfig` or a child's `env` instead).
 */
const FORBIDDEN: readonly [RegExp, string][] = [
  [/\bvi\.(mock|doMock)\(/, 'vi.mock replaces a module for every later file'],
  [/\bvi\.stub(Env|Global)\(/, 'a stubbed global or variable outlives the file'],
  [/\bprocess\.env(\.[A-Za-z_]\w*|\[[^\]]+\])\s*=(?!=)/, 'process.env written'],
  [/\bdelete\s+process\.env\b/, 'process.env written'],
];

describe('test files share one process', () => {
  it('none mocks a module, stubs a global or writes the environment', async () => {
    const files = await testFiles();
    expect(files.length).toBeGreaterThan(100);
    const self = relative(root, import.meta.filename);
    const found: string[] = [];
    for (const file of files) {
      const name = relative(root, file);
      if (name === self) continue;
      const text = await readFile(file, 'utf8');
      for (const [pattern, why] of FORBIDDEN) if (pattern.test(text)) found.push(`${name}: ${why}`);
    }
    expect(found).toEqual([]);
  });

  it('would notice each forbidden line', () => {
    const lines = [
      "vi.mock('../x.ts')",
      "vi.doMock('../x.ts')",
      "vi.stubEnv('A', '1')",
      'process.env.DATA_DIR = dir;',
      "process.env['A'] = '1'",
      'delete process.env.A',
    ];
    for (const line of lines)
      expect(
        FORBIDDEN.some(([p]) => p.test(line)),
        line,
      ).toBe(true);
    expect(FORBIDDEN.some(([p]) => p.test('if (process.env.CI === "true") run();'))).toBe(false);
  });
});
