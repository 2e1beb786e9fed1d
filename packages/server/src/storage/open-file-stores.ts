import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { Storage } from '@google-cloud/storage';
import type { StorageConfig } from '../config/storage-config.js';
import type { BlobStorePort } from '../ports/blob-store.port.js';
import type { PrivateFileStorePort } from '../ports/private-file-store.port.js';
import { GcsBlobStore } from './gcs-blob-store.js';
import { GcsPrivateFileStore } from './gcs-private-file-store.js';
import { LocalBlobStore } from './local-blob-store.js';
import { LocalPrivateFileStore } from './local-private-file-store.js';

const PROBE_TIMEOUT_MS = 5_000;

/** The two stores the app keeps files in: public uploads and private files. */
export interface FileStores {
  readonly blobStore: BlobStorePort;
  readonly privateFiles: PrivateFileStorePort;
}

/**
 * The file stores `config` names: folders `uploads/` and `private/` under `dataDir` (made if
 * missing), or Cloud Storage buckets through the SDK with Application Default Credentials.
 */
export async function openFileStores(config: StorageConfig, dataDir: string): Promise<FileStores> {
  if (config.kind === 'gcs') {
    const options = config.apiEndpoint === undefined ? {} : { apiEndpoint: config.apiEndpoint };
    const storage = new Storage(options);
    // The readiness probe asks once and briefly: the SDK's retries (backing off for up to 10 minutes) would hold a health check.
    const probing = new Storage({ ...options, retryOptions: { autoRetry: false }, timeout: PROBE_TIMEOUT_MS });
    return {
      blobStore: new GcsBlobStore(storage.bucket(config.bucket), probing.bucket(config.bucket)),
      privateFiles: new GcsPrivateFileStore(storage.bucket(config.privateBucket), probing.bucket(config.privateBucket)),
    };
  }
  const uploadsDir = join(dataDir, 'uploads');
  const privateDir = join(dataDir, 'private');
  await Promise.all([mkdir(uploadsDir, { recursive: true }), mkdir(privateDir, { recursive: true })]);
  return { blobStore: new LocalBlobStore(uploadsDir), privateFiles: new LocalPrivateFileStore(privateDir) };
}
