import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeGcs, type FakeGcs } from '../test-support/fake-gcs-server.js';
import { FAKE_BUCKETS, fakeGcsClient } from '../test-support/fake-gcs-stores.js';
import { aSampleFile } from '../test-support/sample-files.builder.js';
import { GcsPrivateFileStore } from './gcs-private-file-store.js';
import { StreamRefused } from './stream-refused.js';

// Delivered work's Cloud Storage adapter through the real SDK against the fake JSON API server:
// streamed in through the guard, read by another replica, and nothing left of a refused stream.
let fake: FakeGcs;
let writer: GcsPrivateFileStore;
let reader: GcsPrivateFileStore;

beforeAll(async () => {
  fake = await startFakeGcs({ buckets: Object.values(FAKE_BUCKETS) });
  writer = new GcsPrivateFileStore(fakeGcsClient(fake).bucket(FAKE_BUCKETS.private));
  reader = new GcsPrivateFileStore(fakeGcsClient(fake).bucket(FAKE_BUCKETS.private));
});

afterAll(async () => {
  await fake.close();
});

const aKey = () => `delivery/${randomUUID()}.bin`;
const isPng = (head: Buffer) => head[0] === 0x89 && head.subarray(1, 4).toString() === 'PNG';
/** `bytes` arriving in chunks of `size`, as a multipart body does. */
const inChunks = (bytes: Buffer, size = 64 * 1024) => Readable.from(Array.from({ length: Math.ceil(bytes.length / size) }, (_, index) => bytes.subarray(index * size, (index + 1) * size)));
const privateObjects = () => fake.objectNames(FAKE_BUCKETS.private);

describe('GcsPrivateFileStore', () => {
  it('streams a file into private/ and answers its size; another replica reads it back, and it is removed', async () => {
    const key = aKey();
    const bytes = aSampleFile('image/png', { size: 300_000 });
    expect(await writer.write(key, inChunks(bytes), 1_000_000, isPng)).toBe(bytes.length);
    expect(privateObjects()).toContain(`private/${key}`);
    expect(fake.objectNames(FAKE_BUCKETS.uploads)).toEqual([]);

    const opened = await reader.open(key);
    expect(opened.size).toBe(bytes.length);
    expect((await buffer(opened.stream)).equals(bytes)).toBe(true);

    await reader.remove(key);
    expect(privateObjects()).not.toContain(`private/${key}`);
    await expect(reader.open(key)).rejects.toMatchObject({ code: 404 });
    await expect(writer.remove(key)).resolves.toBeUndefined();
  });

  it('refuses a file whose first bytes are not an accepted type, leaving no object', async () => {
    const before = privateObjects();
    await expect(writer.write(aKey(), inChunks(Buffer.from('<html><script>alert(1)</script></html>')), 1_000_000, isPng)).rejects.toEqual(new StreamRefused('wrong_type'));
    expect(privateObjects()).toEqual(before);
  });

  it('refuses a file past its limit while it streams (its head already sent on), leaving no object; the next write succeeds', async () => {
    const before = privateObjects();
    const key = aKey();
    await expect(writer.write(key, inChunks(aSampleFile('image/png', { size: 600_000 })), 200_000, isPng)).rejects.toEqual(new StreamRefused('too_large'));
    expect(privateObjects()).toEqual(before);
    const next = aKey();
    await writer.write(next, inChunks(aSampleFile('image/png', { size: 1_000 })), 200_000, isPng);
    expect(privateObjects()).toEqual([...before, `private/${next}`]);
  });

  it('refuses a key that is not the server’s own before it reaches the bucket', async () => {
    await expect(writer.write('../uploads/profile/x.png', inChunks(aSampleFile('image/png')), 1_000_000, isPng)).rejects.toThrow('a private file key');
  });

  it('probes: resolves on its bucket, rejects on one that does not exist', async () => {
    await expect(writer.probe()).resolves.toBeUndefined();
    await expect(new GcsPrivateFileStore(fakeGcsClient(fake).bucket('publi-sem-balde')).probe()).rejects.toMatchObject({ code: 404 });
  });
});
