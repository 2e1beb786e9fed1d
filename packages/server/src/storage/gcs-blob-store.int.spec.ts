import { randomUUID } from 'node:crypto';
import { text } from 'node:stream/consumers';
import { Storage } from '@google-cloud/storage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closedPort } from '../test-support/closed-port-agent.js';
import { startFakeGcs, type FakeGcs } from '../test-support/fake-gcs-server.js';
import { FAKE_BUCKETS, fakeGcsClient, fakeGcsStores } from '../test-support/fake-gcs-stores.js';
import { GcsBlobStore } from './gcs-blob-store.js';

// The public files' Cloud Storage adapter through the real SDK against the fake JSON API server:
// what one replica's client stores, another replica's client reads.
let fake: FakeGcs;
let writer: GcsBlobStore;
let reader: GcsBlobStore;

beforeAll(async () => {
  fake = await startFakeGcs({ buckets: Object.values(FAKE_BUCKETS) });
  writer = new GcsBlobStore(fakeGcsClient(fake).bucket(FAKE_BUCKETS.uploads));
  reader = new GcsBlobStore(fakeGcsClient(fake).bucket(FAKE_BUCKETS.uploads));
});

afterAll(async () => {
  await fake.close();
});

const aKey = (extension = 'pdf') => `reference/${randomUUID()}.${extension}`;

describe('GcsBlobStore', () => {
  it('stores a file under uploads/ and answers its address on the server; another replica reads it whole, in part and by its facts', async () => {
    const key = aKey();
    const bytes = Buffer.from('%PDF-1.7 um roteiro de vídeo');
    expect(await writer.put(key, bytes, 'application/pdf')).toEqual({ url: `/api/uploads/${key}` });
    expect(fake.objectNames(FAKE_BUCKETS.uploads)).toContain(`uploads/${key}`);

    expect(await reader.stat(key)).toEqual({ size: bytes.length, contentType: 'application/pdf' });
    expect(await reader.read(key)).toEqual(bytes);
    expect(await text(reader.open(key))).toBe(bytes.toString());
    expect(await text(reader.open(key, { start: 4, end: 11 }))).toBe(bytes.subarray(4, 12).toString());
  });

  it('answers null for a key nobody stored', async () => {
    expect(await reader.stat(aKey())).toBeNull();
    expect(await reader.read(aKey())).toBeNull();
    expect(await reader.readVariant(aKey('png'), 320)).toBeNull();
  });

  it('never replaces a stored file', async () => {
    const key = aKey();
    await writer.put(key, Buffer.from('primeiro'), 'application/pdf');
    await expect(reader.put(key, Buffer.from('segundo'), 'application/pdf')).rejects.toMatchObject({ code: 412 });
    expect((await reader.read(key))?.toString()).toBe('primeiro');
  });

  it('keeps resized copies beside the photo, replaced freely, and removes them with it; removing again is no error', async () => {
    const key = aKey('png');
    await writer.put(key, Buffer.from('photo'), 'image/png');
    await writer.putVariant(key, 320, Buffer.from('webp 320'));
    await reader.putVariant(key, 320, Buffer.from('webp 320'));
    await reader.putVariant(key, 640, Buffer.from('webp 640'));
    expect((await writer.readVariant(key, 320))?.toString()).toBe('webp 320');
    expect(fake.objectNames(FAKE_BUCKETS.uploads)).toContain(`uploads/.widths/640/${key}.webp`);

    await reader.remove(key);
    expect(fake.objectNames(FAKE_BUCKETS.uploads).filter((name) => name.includes(key))).toEqual([]);
    await expect(writer.remove(key)).resolves.toBeUndefined();
  });

  it('probes: resolves on its bucket, rejects on a bucket that does not exist or a server out of reach', async () => {
    await expect(fakeGcsStores(fake).blobStore.probe()).resolves.toBeUndefined();
    await expect(new GcsBlobStore(fakeGcsClient(fake).bucket('publi-sem-balde')).probe()).rejects.toMatchObject({ code: 404 });
    const unreachable = new Storage({ apiEndpoint: `http://127.0.0.1:${String(await closedPort())}`, projectId: 'publi-test', retryOptions: { autoRetry: false } });
    await expect(new GcsBlobStore(unreachable.bucket(FAKE_BUCKETS.uploads)).probe()).rejects.toThrow();
  });
});
