import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { cruise, type IConfiguration, type ICruiseResult } from 'dependency-cruiser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const rules: IConfiguration = createRequire(import.meta.url)(resolve('.dependency-cruiser.cjs'));

/** The rules of `.dependency-cruiser.cjs` (npm run lint) over a small tree made for the test. */
describe('import rules of docs/architecture.md', () => {
  let root: string;
  const files: Record<string, string> = {
    'domain/a.ts': 'export const a = 1;\n',
    'domain/bad.ts': "import { i } from '../infra/i.ts';\nexport const bad = i;\n",
    'domain/a.test.ts': "import { t } from '../test/support/t.ts';\nexport const x = t;\n",
    'commands/c.ts': "import { a } from '../domain/a.ts';\nexport const c = a;\n",
    'commands/bad.ts': "import { p } from '../projections/p.ts';\nexport const bad = p;\n",
    'projections/p.ts': "import { a } from '../domain/a.ts';\nexport const p = a;\n",
    'read-api/r.ts': "import { p } from '../projections/p.ts';\nexport const r = p;\n",
    'read-api/bad.ts': "import { t } from '../test/support/t.ts';\nexport const bad = t;\n",
    'processes/w.ts': "import { c } from '../commands/c.ts';\nexport const w = c;\n",
    'processes/bad.ts': "import { r } from '../read-api/r.ts';\nexport const bad = r;\n",
    'infra/i.ts':
      "import { w } from '../processes/w.ts';\nimport { r } from '../read-api/r.ts';\nexport const i = [w, r];\n",
    'test/support/t.ts': "import { i } from '../../infra/i.ts';\nexport const t = i;\n",
  };
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'import-rules-'));
    for (const [path, text] of Object.entries(files)) {
      await mkdir(join(root, path, '..'), { recursive: true });
      await writeFile(join(root, path), text);
    }
  });
  afterAll(async () => rm(root, { recursive: true, force: true }));

  it('flags each import the table forbids, and only those', async () => {
    const cwd = process.cwd();
    process.chdir(root);
    try {
      const result = await cruise(
        ['domain', 'commands', 'projections', 'read-api', 'processes', 'infra', 'test'],
        {
          ruleSet: { forbidden: rules.forbidden ?? [] },
          validate: true,
        },
      );
      const output: ICruiseResult | string = result.output;
      if (typeof output === 'string') throw new Error('expected a cruise result');
      const found = output.summary.violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`).sort();
      expect(found).toEqual([
        'commands-imports: commands/bad.ts → projections/p.ts',
        'domain-imports: domain/bad.ts → infra/i.ts',
        'processes-imports: processes/bad.ts → read-api/r.ts',
        'read-api-imports: read-api/bad.ts → test/support/t.ts',
      ]);
    } finally {
      process.chdir(cwd);
    }
  });
});
