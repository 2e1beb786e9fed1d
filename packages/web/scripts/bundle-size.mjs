// `pnpm --filter @publi/web bench:bundle`: builds the app and prints what each page makes the
// browser download when the app starts on it (the entry chunk, the page's own chunk and everything
// they import statically), raw and gzip-compressed, and the start-up script of a page the server
// drew (`boot.ts`: all such a first visit downloads until it is used). Results are recorded in
// the package README.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

// Its own output folder: a running `pnpm start` keeps serving packages/web/dist undisturbed.
const dist = new URL('../node_modules/.bundle-bench/', import.meta.url);
execFileSync('pnpm', ['exec', 'vite', 'build', '--logLevel', 'error', '--emptyOutDir', '--outDir', fileURLToPath(dist)], {
  stdio: 'inherit',
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

const entryKey = 'index.html';
// A page the server drew has `boot.ts` for its only script, which loads the app's entry on first use.
const bootKey = 'src/boot.ts';
const sumOf = (keys) => [...keys].map((key) => sizeOf(manifest[key].file)).reduce((sum, size) => ({ raw: sum.raw + size.raw, gzip: sum.gzip + size.gzip }), { raw: 0, gzip: 0 });
const pages = Object.keys(manifest).filter((key) => /features\/.+-page\.tsx$/.test(key) || key.includes('search-overlay.tsx'));
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

const rows = pages.map((page) => {
  const files = new Set([...closure(entryKey), ...closure(page)].map((key) => manifest[key].file));
  const total = [...files].map(sizeOf).reduce((sum, size) => ({ raw: sum.raw + size.raw, gzip: sum.gzip + size.gzip }), { raw: 0, gzip: 0 });
  return { page: page.replace(/^src\/features\//, ''), ...total };
});
const boot = sumOf(closure(bootKey));
const entry = sumOf(closure(entryKey));

console.log(`${'start-up script (a drawn page, until first use)'.padEnd(56)}${kib(boot.raw).padStart(11)}  gzip ${kib(boot.gzip).padStart(10)}`);
console.log(`${'entry (every page the app starts on)'.padEnd(56)}${kib(entry.raw).padStart(11)}  gzip ${kib(entry.gzip).padStart(10)}`);
for (const row of rows.sort((a, b) => a.page.localeCompare(b.page))) {
  console.log(`${`first visit: ${row.page}`.padEnd(56)}${kib(row.raw).padStart(11)}  gzip ${kib(row.gzip).padStart(10)}`);
}
