/**
 * The hexagon's arrows, checked by `npm run lint` (docs/ARCHITECTURE.md):
 * ui and adapters -> application -> domain; the domain is pure; only the composition
 * (src/composition/) and the entry points build adapters; no cycles.
 */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Cycles make modules impossible to understand or test alone.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'domain-is-pure',
      severity: 'error',
      comment: 'The domain imports only the domain: no framework, no npm package, no node: module.',
      from: { path: '^src/domain/', pathNot: '\\.test\\.tsx?$' },
      to: { pathNot: '^src/domain/' },
    },
    {
      name: 'application-only-domain',
      severity: 'error',
      comment:
        'Use cases depend on the domain and on their ports, never on adapters, ui or packages.',
      from: { path: '^src/application/', pathNot: '\\.test\\.tsx?$' },
      to: { pathNot: '^src/(application|domain)/' },
    },
    {
      name: 'adapters-only-from-composition',
      severity: 'error',
      comment: 'Only the composition (src/composition/), entry points and scripts build adapters.',
      from: {
        path: '^src/',
        pathNot: ['^src/adapters/', '^src/composition/', '^src/main\\.ts$', '^src/worker\\.ts$'],
      },
      to: { path: '^src/adapters/' },
    },
    {
      name: 'ui-does-not-reach-application',
      severity: 'error',
      comment: 'Pages render data handed to them; they do not call use cases or ports themselves.',
      from: { path: '^src/ui/' },
      to: { path: '^src/application/' },
    },
    {
      name: 'use-case-tests-run-on-fakes',
      severity: 'error',
      comment:
        'Unit tests of the domain and the use cases take in-memory ports from tests/fakes (and the kiosk answers, plain data), never a database or a server.',
      from: { path: '^src/(application|domain)/.+\\.test\\.tsx?$' },
      to: { path: '^tests/', pathNot: ['^tests/fakes/', '^tests/fixtures/client-answers\\.ts$'] },
    },
    {
      name: 'fakes-implement-ports',
      severity: 'error',
      comment:
        'tests/fakes holds in-memory fakes of our ports: they build on the ports and the domain only.',
      from: { path: '^tests/fakes/' },
      to: { pathNot: '^(src/(application|domain)/|tests/fakes/)' },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    exclude: { path: 'db\\.generated\\.ts$' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.d.ts'],
    },
  },
};
