// Sums the JSON reports every test runner wrote under the given folder (Vitest's and
// Playwright's) and prints the closing line CI reads: `N passed, N failed`.
// Exits 1 when a test failed or when no report was written at all.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const folder = process.argv[2] ?? 'reports';
let files = [];
try {
  files = readdirSync(folder).filter((name) => name.endsWith('.json'));
} catch {
  // No folder: nothing ran, which the check below reports.
}

let passed = 0;
let failed = 0;
for (const file of files) {
  const report = JSON.parse(readFileSync(join(folder, file), 'utf8'));
  if (typeof report.numPassedTests === 'number') {
    // Vitest's JSON reporter (the Jest format).
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    // A test file that fails to load has no failed test of its own; count it, or it would vanish.
    failed += report.testResults.filter(
      (file) => file.status === 'failed' && !file.assertionResults.some((test) => test.status === 'failed'),
    ).length;
  } else if (report.stats) {
    // Playwright's JSON reporter.
    passed += report.stats.expected + report.stats.flaky;
    failed += report.stats.unexpected;
    // Errors outside any test (a web server that did not start, a spec that does not load)
    // leave every count at zero; count each, or a run that tested nothing would read as clean.
    failed += report.errors?.length ?? 0;
  }
}

if (files.length === 0) console.error('No test report was written: the tests did not run.');
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 || files.length === 0 ? 1 : 0);
