import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);

interface Violation {
  readonly rule: { readonly name: string };
  readonly from: string;
  readonly to: string;
}

/** Runs dependency-cruiser as `pnpm lint` does, on the given tree, and returns its violations. */
async function cruise(tree: string): Promise<readonly Violation[]> {
  const args = ['depcruise', tree, '--config', '.dependency-cruiser.cjs', '--output-type', 'json'];
  // depcruise exits non-zero when it finds violations; its JSON report is on stdout either way.
  const stdout = await run('pnpm', ['exec', ...args], { maxBuffer: 16 * 1024 * 1024 }).then(
    (ok) => ok.stdout,
    (failed: unknown) => (failed as { stdout: string }).stdout,
  );
  const report = JSON.parse(stdout) as { summary: { violations: Violation[] } };
  return report.summary.violations;
}

// Every rule's fixtures live in one tree: cruise it once and let each test read its rule.
let fixtureViolations: Promise<readonly Violation[]> | undefined;
const cruiseFixtures = (): Promise<readonly Violation[]> => (fixtureViolations ??= cruise('tools/boundaries/fixtures'));

const brokenFiles = (violations: readonly Violation[], rule: string) =>
  violations
    .filter((violation) => violation.rule.name === rule)
    .map((violation) => violation.from.replace(/^.*fixtures\//, ''))
    .sort();

describe('package boundaries', () => {
  it('reject a domain that imports another package, an npm package other than @brazilian-utils/brazilian-utils, or a Node module', async () => {
    const violations = await cruiseFixtures();
    expect(brokenFiles(violations, 'domain-is-pure')).toEqual([
      'packages/domain/src/imports-application.ts',
      'packages/domain/src/imports-node-module.ts',
      'packages/domain/src/imports-npm-package.ts',
    ]);
  });

  it('reject application code that imports axios, react or an adapter, and allow the domain', async () => {
    const violations = await cruiseFixtures();
    expect(brokenFiles(violations, 'application-has-no-infrastructure')).toEqual([
      'packages/application/src/imports-adapter.ts',
      'packages/application/src/imports-axios.ts',
      'packages/application/src/imports-react.ts',
    ]);
  });

  it('keep web features apart, meeting only in the app shell and through shared code', async () => {
    const violations = await cruiseFixtures();
    expect(brokenFiles(violations, 'web-features-stay-apart')).toEqual(['packages/web/src/features/search/search-page.ts']);
    expect(brokenFiles(violations, 'web-core-knows-no-feature')).toEqual(['packages/web/src/shared/imports-feature.ts']);
  });

  it('keep web stores below the composition root, and shared UI below the stores', async () => {
    const violations = await cruiseFixtures();
    expect(brokenFiles(violations, 'web-stores-stay-below-the-shell')).toEqual(['packages/web/src/stores/imports-app.ts']);
    expect(brokenFiles(violations, 'web-shared-knows-no-store')).toEqual(['packages/web/src/shared/imports-store.ts']);
  });

  it("keep the server's test harness to integration tests, reached through its testing entry only", async () => {
    const violations = await cruiseFixtures();
    expect(brokenFiles(violations, 'server-testing-only-in-int-specs')).toEqual(['packages/adapters-http/src/live-thing.builder.ts']);
    expect(brokenFiles(violations, 'server-ships-no-test-support')).toEqual(['packages/server/src/routes/imports-test-support.ts']);
    expect(brokenFiles(violations, 'server-reached-by-its-entries')).toEqual(['packages/adapters-http/src/reaches-into-server.int.spec.ts']);
  });

  it("keep the application's port suites to spec files and test builders", async () => {
    const violations = await cruiseFixtures();
    expect(brokenFiles(violations, 'application-testing-only-in-tests')).toEqual([
      'packages/adapters-http/src/ships-a-suite.ts',
      'packages/application/src/imports-testing.ts',
    ]);
  });

  it('hold for the real packages', async () => {
    expect(await cruise('packages')).toEqual([]);
  });
});
