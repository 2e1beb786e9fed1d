// How much of a test run some test files took, read from the JSON reports `pnpm test` writes
// (Vitest's and Playwright's). Issue budgets are stated in CI minutes, and a CI total moves with
// the machine: this names what a change's own test files cost in the same run.
//
//   node scripts/test-time.mjs reports --added-since <commit>   test files added after <commit>
//   node scripts/test-time.mjs reports <path fragment>...        test files whose path holds one
//
// Prints, per runner, the files' summed time and the run's, and the share. Playwright's times
// are whole tests (hooks included) and its workers run one at a time here, so its sum is wall
// time. Vitest's report times a file from its first test to its last: its import and `beforeAll`
// (a world built, a cluster started) are left out, so its figures are a lower bound.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const [folder = 'reports', ...args] = process.argv.slice(2);
const sinceAt = args.indexOf('--added-since');
const fragments =
  sinceAt >= 0
    ? execFileSync('git', ['diff', '--name-only', '--diff-filter=A', args[sinceAt + 1] ?? 'HEAD', 'HEAD'], { encoding: 'utf8' })
        .split('\n')
        .filter((path) => /\.(spec|test)\.[cm]?tsx?$/.test(path))
    : args;
if (fragments.length === 0) {
  console.error('No test files to time: name path fragments, or --added-since <commit>.');
  process.exit(2);
}
const chosen = (path) => fragments.some((fragment) => path.includes(fragment) || fragment.endsWith(path));

/** A report's absolute path (of whichever clone ran it) as a path in the repository. */
function repositoryPath(path) {
  const at = path.search(/(?:^|\/)(?:packages|tools|e2e|scripts)\//);
  return at < 0 ? path : path.slice(at).replace(/^\//, '');
}

/** Each test file's time, by runner, from one report. */
function fileTimes(report) {
  const times = new Map();
  if (Array.isArray(report.testResults)) {
    for (const file of report.testResults) times.set(repositoryPath(file.name), file.endTime - file.startTime);
    return { runner: 'vitest', times };
  }
  const walk = (suite, file) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        const spent = test.results.reduce((sum, result) => sum + result.duration, 0);
        times.set(file, (times.get(file) ?? 0) + spent);
      }
    }
    for (const child of suite.suites ?? []) walk(child, file);
  };
  for (const suite of report.suites ?? []) walk(suite, `e2e/tests/${suite.file}`);
  return { runner: 'playwright', times };
}

const minutes = (ms) => `${(ms / 60_000).toFixed(1)} min`;
for (const name of readdirSync(folder).filter((file) => file.endsWith('.json'))) {
  const { runner, times } = fileTimes(JSON.parse(readFileSync(join(folder, name), 'utf8')));
  let all = 0;
  let mine = 0;
  const listed = [];
  for (const [path, spent] of times) {
    all += spent;
    if (chosen(path)) {
      mine += spent;
      listed.push([path, spent]);
    }
  }
  console.log(`${runner}: ${listed.length} files, ${minutes(mine)} of ${minutes(all)} summed (${((100 * mine) / Math.max(all, 1)).toFixed(1)}%)`);
  for (const [path, spent] of listed.sort((a, b) => b[1] - a[1])) console.log(`  ${(spent / 1000).toFixed(1).padStart(7)} s  ${path}`);
}
