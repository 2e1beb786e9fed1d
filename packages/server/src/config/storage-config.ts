import type { PubliMode } from './publi-mode.js';
import { StartupError } from './startup-error.js';

/**
 * Where files live (README, "Files"). `local`, the default: folders under `DATA_DIR`, right for
 * one replica. `gcs`: Cloud Storage buckets, which every replica shares; credentials come from
 * Google's usual Application Default Credentials (`GOOGLE_APPLICATION_CREDENTIALS`, or the
 * platform's service account).
 */
export type StorageConfig =
  | { readonly kind: 'local' }
  | {
      readonly kind: 'gcs';
      /** `GCS_BUCKET`: public uploads, under `uploads/` (the bucket itself stays private: the server serves them). */
      readonly bucket: string;
      /** `GCS_PRIVATE_BUCKET`: delivered work, under `private/`; `GCS_BUCKET` when unset. */
      readonly privateBucket: string;
      /** `GCS_API_ENDPOINT`: another JSON API server (tests, an emulator); Google's when unset. */
      readonly apiEndpoint: string | undefined;
    };

// Cloud Storage's rule for bucket names without dots: 3 to 63 lowercase letters, digits, `-` and `_`.
const BUCKET_NAME = /^[a-z0-9][a-z0-9_-]{1,61}[a-z0-9]$/;

/** Reads `STORAGE` and, for `gcs`, its buckets and endpoint; a setting the operator must fix throws a one-line `StartupError`. */
export function readStorageConfig(env: NodeJS.ProcessEnv): StorageConfig {
  const kind = env['STORAGE'] || 'local';
  if (kind === 'local') return { kind };
  if (kind !== 'gcs') throw new StartupError(`STORAGE must be "local" or "gcs", got "${kind}"`);
  const bucket = bucketFrom(env, 'GCS_BUCKET');
  if (bucket === undefined) throw new StartupError('STORAGE=gcs needs GCS_BUCKET, the bucket that keeps the uploads');
  const apiEndpoint = env['GCS_API_ENDPOINT'] || undefined;
  if (apiEndpoint !== undefined && !/^https?:\/\/[^/]+/.test(apiEndpoint)) throw new StartupError(`GCS_API_ENDPOINT must be a server's address, such as http://127.0.0.1:4443, got "${apiEndpoint}"`);
  return { kind, bucket, privateBucket: bucketFrom(env, 'GCS_PRIVATE_BUCKET') ?? bucket, apiEndpoint };
}

function bucketFrom(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const value = env[name] || undefined;
  if (value !== undefined && !BUCKET_NAME.test(value)) throw new StartupError(`${name} must be a bucket's name (3 to 63 lowercase letters, digits, - and _), got "${value}"`);
  return value;
}

/**
 * The operator's warning when production keeps files on this replica's disk: legitimate for a
 * single replica (a VM with a backed-up disk), wrong as soon as a second one runs, which would
 * not see the first one's files. So production starts, and says so.
 */
export function storageWarning(config: StorageConfig, mode: PubliMode): string | undefined {
  if (mode !== 'production' || config.kind !== 'local') return undefined;
  return 'files are kept on this replica\'s disk (STORAGE=local): run one replica only, or set STORAGE=gcs and GCS_BUCKET';
}
