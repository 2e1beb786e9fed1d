import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);

/** The firebase-tools CLI entry script from this package's own dependency, never a global install. */
export function firebaseCliScript(): string {
  const manifestPath = require.resolve('firebase-tools/package.json');
  const manifest: unknown = require(manifestPath);
  const bin = binPath(manifest);
  if (bin === undefined) throw new Error(`firebase-tools at ${manifestPath} declares no "firebase" bin.`);
  return join(dirname(manifestPath), bin);
}

function binPath(manifest: unknown): string | undefined {
  if (typeof manifest !== 'object' || manifest === null || !('bin' in manifest)) return undefined;
  const { bin } = manifest;
  if (typeof bin === 'string') return bin;
  if (typeof bin === 'object' && bin !== null && 'firebase' in bin && typeof bin.firebase === 'string') {
    return bin.firebase;
  }
  return undefined;
}
