import { Storage } from '@google-cloud/storage';
import { GcsBlobStore } from '../storage/gcs-blob-store.js';
import { GcsPrivateFileStore } from '../storage/gcs-private-file-store.js';
import type { FileStores } from '../storage/open-file-stores.js';
import type { FakeGcs } from './fake-gcs-server.js';

/** The buckets the tests' fake Cloud Storage holds: uploads and private files apart, as `GCS_PRIVATE_BUCKET` allows. */
export const FAKE_BUCKETS = { uploads: 'publi-uploads', private: 'publi-private' } as const;

/**
 * A Cloud Storage client on the fake, as a replica makes its own: the real SDK through its
 * `apiEndpoint` (which then sends no OAuth token), with the fake's service account key to sign URLs.
 * Retries are off: an unreachable store fails at once instead of after the SDK's back-off.
 */
export function fakeGcsClient(fake: FakeGcs): Storage {
  return new Storage({ apiEndpoint: fake.url, projectId: 'publi-test', credentials: fake.serviceAccount, retryOptions: { autoRetry: false } });
}

/** The app's file stores on the fake, through a client of their own: one replica's. */
export function fakeGcsStores(fake: FakeGcs): FileStores {
  const storage = fakeGcsClient(fake);
  return { blobStore: new GcsBlobStore(storage.bucket(FAKE_BUCKETS.uploads)), privateFiles: new GcsPrivateFileStore(storage.bucket(FAKE_BUCKETS.private)) };
}
