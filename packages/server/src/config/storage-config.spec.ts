import { describe, expect, it } from 'vitest';
import { readStorageConfig, storageWarning } from './storage-config.js';
import { StartupError } from './startup-error.js';

describe('readStorageConfig', () => {
  it('keeps files in local folders unless told otherwise', () => {
    expect(readStorageConfig({})).toEqual({ kind: 'local' });
    expect(readStorageConfig({ STORAGE: 'local', GCS_BUCKET: 'publi-arquivos' })).toEqual({ kind: 'local' });
  });

  it('reads the buckets and the endpoint for gcs; private files share the bucket unless one is named', () => {
    expect(readStorageConfig({ STORAGE: 'gcs', GCS_BUCKET: 'publi-arquivos' })).toEqual({ kind: 'gcs', bucket: 'publi-arquivos', privateBucket: 'publi-arquivos', apiEndpoint: undefined });
    expect(readStorageConfig({ STORAGE: 'gcs', GCS_BUCKET: 'publi-arquivos', GCS_PRIVATE_BUCKET: 'publi-entregas', GCS_API_ENDPOINT: 'http://127.0.0.1:4443' })).toEqual({
      kind: 'gcs',
      bucket: 'publi-arquivos',
      privateBucket: 'publi-entregas',
      apiEndpoint: 'http://127.0.0.1:4443',
    });
  });

  it.each([
    [{ STORAGE: 's3' }, 'STORAGE must be "local" or "gcs", got "s3"'],
    [{ STORAGE: 'gcs' }, 'STORAGE=gcs needs GCS_BUCKET, the bucket that keeps the uploads'],
    [{ STORAGE: 'gcs', GCS_BUCKET: 'Publi Arquivos' }, 'GCS_BUCKET must be a bucket\'s name (3 to 63 lowercase letters, digits, - and _), got "Publi Arquivos"'],
    [{ STORAGE: 'gcs', GCS_BUCKET: 'publi', GCS_PRIVATE_BUCKET: 'gs://entregas' }, 'GCS_PRIVATE_BUCKET must be a bucket\'s name (3 to 63 lowercase letters, digits, - and _), got "gs://entregas"'],
    [{ STORAGE: 'gcs', GCS_BUCKET: 'publi', GCS_API_ENDPOINT: 'localhost:4443' }, 'GCS_API_ENDPOINT must be a server\'s address, such as http://127.0.0.1:4443, got "localhost:4443"'],
  ])('refuses %o with one line for the operator', (env, message) => {
    expect(() => readStorageConfig(env)).toThrow(new StartupError(message));
  });
});

describe('storageWarning', () => {
  it('warns only when production keeps files on one replica\'s disk', () => {
    expect(storageWarning({ kind: 'local' }, 'production')).toMatch(/run one replica only, or set STORAGE=gcs/);
    expect(storageWarning({ kind: 'local' }, 'demo')).toBeUndefined();
    expect(storageWarning({ kind: 'gcs', bucket: 'publi', privateBucket: 'publi', apiEndpoint: undefined }, 'production')).toBeUndefined();
  });
});
