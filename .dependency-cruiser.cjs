// The packages' dependency direction (see ARCHITECTURE.md):
//   domain <- application <- adapters-http, adapters-auth <- web
//   domain <- contract <- adapters-http, server
// Paths are matched with `(^|/)packages/` so the boundary test can prove the rules on fixtures.

const pkg = (name) => `(^|/)packages/${name}/`;
// Tests may use the test libraries; the rules are about what ships.
const testFile = '\\.spec\\.tsx?$';
const intTestFile = '\\.int\\.spec\\.ts$';
const npm = (names) => `(^|/)node_modules/(${names})/|^(${names})(/|$)`;

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'domain-is-pure',
      comment:
        'The domain imports nothing outside itself: no npm package, no Node module, no other package. The one exception is @brazilian-utils/brazilian-utils (zero-dependency, pure functions), which the banking rules wrap.',
      severity: 'error',
      // Builders (`*.builder.ts`) are the specs' helpers, never built (tsconfig.build.json), so they may use fast-check.
      from: { path: `${pkg('domain')}src/`, pathNot: [testFile, '\\.builder\\.ts$'] },
      to: { pathNot: [`${pkg('domain')}src/`, npm('@brazilian-utils/brazilian-utils')] },
    },
    {
      name: 'application-has-no-infrastructure',
      comment: 'Use cases reach the outside world through ports; adapters, HTTP, identity and UI libraries stay out.',
      severity: 'error',
      from: { path: `${pkg('application')}src/`, pathNot: testFile },
      to: {
        path: [
          npm('axios|firebase|@firebase|firebase-admin|react|react-dom|react-router|react-router-dom|mobx-react-lite|@chakra-ui/react'),
          `${pkg('adapters-[^/]+')}`,
          `${pkg('web')}`,
          `${pkg('server')}`,
          `${pkg('contract')}`,
        ],
      },
    },
    {
      name: 'contract-knows-only-domain',
      comment: 'The wire contract is shared by client and server, so it depends on the domain alone (and its schema library).',
      severity: 'error',
      from: { path: `${pkg('contract')}src/` },
      to: { path: [`${pkg('(application|adapters-[^/]+|web|server)')}`] },
    },
    {
      name: 'adapters-do-not-reach-the-apps',
      comment: 'Adapters are used by the apps, never the other way round.',
      severity: 'error',
      from: { path: `${pkg('adapters-[^/]+')}src/`, pathNot: testFile },
      to: { path: [`${pkg('(web|server)')}`] },
    },
    {
      name: 'server-is-not-a-client',
      comment: 'The server shares only the domain and the contract with the client side.',
      severity: 'error',
      from: { path: `${pkg('server')}src/` },
      to: { path: [`${pkg('(application|adapters-[^/]+|web)')}`] },
    },
    {
      name: 'web-features-stay-apart',
      comment: 'A web feature never imports another: features meet in the app shell (src/app), and what two features share lives in src/shared.',
      severity: 'error',
      from: { path: `${pkg('web')}src/features/([^/]+)/` },
      // `$2`: the feature's name (the first group is pkg()'s path prefix).
      to: { path: `${pkg('web')}src/features/`, pathNot: `${pkg('web')}src/features/$2/` },
    },
    {
      name: 'web-core-knows-no-feature',
      comment: 'Stores, shared UI and platform adapters serve every feature, so they depend on none.',
      severity: 'error',
      from: { path: `${pkg('web')}src/(stores|shared|platform)/` },
      to: { path: `${pkg('web')}src/features/` },
    },
    {
      name: 'web-stores-stay-below-the-shell',
      comment: 'The composition root (src/app) builds the stores; a store importing it would point the arrow back up. Tokens the stores inject live in src/stores.',
      severity: 'error',
      from: { path: `${pkg('web')}src/stores/` },
      to: { path: `${pkg('web')}src/app/` },
    },
    {
      name: 'web-shared-knows-no-store',
      comment: 'Shared UI sits below the stores (stores may use it), so it imports none: what it needs from one it states as its own interface, handed in by the shell.',
      severity: 'error',
      from: { path: `${pkg('web')}src/shared/` },
      to: { path: `${pkg('web')}src/stores/` },
    },
    {
      name: 'server-testing-only-in-int-specs',
      comment:
        "@publi/server/testing (src/testing.ts) starts real apps on the auth emulator: only integration tests (*.int.spec.ts) import it, as a devDependency (STYLE.md).",
      severity: 'error',
      from: { pathNot: [intTestFile, `${pkg('server')}src/test-support/`] },
      to: { path: `${pkg('server')}src/testing\\.ts$` },
    },
    {
      name: 'application-testing-only-in-tests',
      comment:
        "@publi/application/testing (src/testing/) holds the port suites and the specs' builders: only spec files and test builders import it, as the server's harness is (STYLE.md); it ships in no build.",
      severity: 'error',
      from: { pathNot: [testFile, '\\.builder\\.ts$', `${pkg('application')}src/testing/`] },
      to: { path: `${pkg('application')}src/testing/` },
    },
    {
      name: 'server-ships-no-test-support',
      comment: "The server's test harness is for its tests: no shipped server file imports it. The route fuzz (src/fuzz) is test code, never built.",
      severity: 'error',
      from: { path: `${pkg('server')}src/`, pathNot: [testFile, `${pkg('server')}src/(test-support/|fuzz/|testing\\.ts$)`] },
      to: { path: `${pkg('server')}src/(test-support/|testing\\.ts$)` },
    },
    {
      name: 'server-reached-by-its-entries',
      comment: 'Other packages reach the server through its entries, `@publi/server` and `@publi/server/testing`, never its inner files.',
      severity: 'error',
      from: { pathNot: `${pkg('server')}` },
      to: { path: `${pkg('server')}src/`, pathNot: `${pkg('server')}src/(index|testing)\\.ts$` },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)dist(-server)?/' },
    tsPreCompilationDeps: true,
    combinedDependencies: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['source', 'import', 'types', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.mjs'],
    },
    tsConfig: { fileName: 'tsconfig.base.json' },
  },
};
