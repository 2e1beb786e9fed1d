import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { promisify } from 'node:util';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text the browser fetches from the build; images and fonts are compressed in their own formats. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|webmanifest)$/;
/** Below this, the encoded headers cost about what compression saves. */
const MIN_BYTES = 1024;

/**
 * Writes `file.br` and `file.gz` beside every text file of the build, at the highest levels
 * (brotli 11, gzip 9): compressing once at build time costs seconds, where compressing on each
 * request would cost the server's CPU or, at a low level, bytes. The server sends the variant the
 * browser accepts (`@fastify/static`'s `preCompressed`). Source maps are left whole: they are
 * fetched only by developer tools.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'publi-precompress',
    apply: 'build',
    configResolved: (config) => {
      // `resolve`, not `join`: `--outDir` may be absolute (`bench:bundle` builds outside dist).
      outDir = resolve(config.root, config.build.outDir);
    },
    writeBundle: async () => {
      const files = (await readdir(outDir, { recursive: true })).filter((file) => COMPRESSIBLE.test(file));
      await Promise.all(files.map(async (file) => {
        const path = join(outDir, file);
        const bytes = await readFile(path);
        if (bytes.length < MIN_BYTES) return;
        const [br, gz] = await Promise.all([
          brotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
          gzipAsync(bytes, { level: constants.Z_BEST_COMPRESSION }),
        ]);
        await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
      }));
    },
  };
}
