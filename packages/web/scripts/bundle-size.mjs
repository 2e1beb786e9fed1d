// `pnpm --filter @publi/web bench:bundle`: builds the app and prints what each page makes the
// browser download when the app starts on it (the entry chunk, the page's own chunks and everything
// they import statically), raw and gzip-compressed, and the start-up script of a page the server
// drew (`boot.ts`: all such a first visit downloads until it is used). Results are recorded in
// the package README. `--json` prints the same figures as JSON, which `bundle-budget.spec.ts`
// (the budgets CI holds) reads.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

// Its own output folder: a running `pnpm start` keeps serving packages/web/dist undisturbed.
const dist = new URL('../node_modules/.bundle-bench/', import.meta.url);
const json = process.argv.includes('--json');
execFileSync('pnpm', ['exec', 'vite', 'build', '--logLevel', 'error', '--emptyOutDir', '--outDir', fileURLToPath(dist)], {
  stdio: json ? ['ignore', 'ignore', 'inherit'] : 'inherit',
  cwd: new URL('..', import.meta.url),
});

const manifest = JSON.parse(readFileSync(new URL('.vite/manifest.json', dist), 'utf8'));
const sizeOf = (file) => {
  const bytes = readFileSync(new URL(file, dist));
  return { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
};

/** The chunk's file and every chunk it imports statically, each once. */
function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) closure(imported, seen);
  return seen;
}

const filesOf = (keys) => new Set([...keys].map((key) => manifest[key].file));
const sumOf = (files) => [...files].map(sizeOf).reduce((sum, size) => ({ raw: sum.raw + size.raw, gzip: sum.gzip + size.gzip }), { raw: 0, gzip: 0 });

// A page the server drew has `boot.ts` for its only script, which loads the app's entry on first use.
const boot = sumOf(filesOf(closure('src/boot.ts')));
const entryFiles = filesOf(closure('index.html'));
const entry = sumOf(entryFiles);
const pageKeys = Object.keys(manifest).filter((key) => /features\/.+-page\.tsx$/.test(key) || key.includes('search-overlay.tsx'));
const pages = pageKeys
  .map((key) => {
    const files = filesOf(closure(key));
    // What the page adds to the entry: its own chunk and the shared chunks the entry lacks.
    const own = sumOf([...files].filter((file) => !entryFiles.has(file)));
    return { page: key.replace(/^src\/features\//, ''), own, firstVisit: sumOf(new Set([...entryFiles, ...files])) };
  })
  .sort((a, b) => a.page.localeCompare(b.page));

if (json) {
  console.log(JSON.stringify({ boot, entry, pages }));
} else {
  const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
  const line = (name, size) => console.log(`${name.padEnd(64)}${kib(size.raw).padStart(11)}  gzip ${kib(size.gzip).padStart(10)}`);
  line('start-up script (a drawn page, until first use)', boot);
  line('entry (every page the app starts on)', entry);
  for (const row of pages) line(`page's own chunks: ${row.page}`, row.own);
  for (const row of pages) line(`first visit: ${row.page}`, row.firstVisit);
}
