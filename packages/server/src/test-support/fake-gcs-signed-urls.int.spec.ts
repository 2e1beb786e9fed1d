import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeGcs, type FakeGcs } from './fake-gcs-server.js';
import { FAKE_BUCKETS, fakeGcsClient } from './fake-gcs-stores.js';

// The fake Cloud Storage refuses what the real one refuses: an object by address without a
// signature, a V4 signed URL whose signature was changed or that names another object, and one
// past its lifetime; it serves a URL the SDK signed, within its lifetime. The clock is the
// test's, moved past a URL's lifetime, so expiry needs no waiting (the SDK signs only URLs that
// expire after the machine's now, so the test's clock starts there).
const FIFTEEN_MINUTES_MS = 15 * 60 * 1000;
let now = new Date();
let fake: FakeGcs;

beforeAll(async () => {
  fake = await startFakeGcs({ buckets: Object.values(FAKE_BUCKETS), now: () => now });
  const bucket = fakeGcsClient(fake).bucket(FAKE_BUCKETS.private);
  await bucket.file('private/delivery/entrega.bin').save(Buffer.from('trabalho entregue'), { resumable: false });
  await bucket.file('private/delivery/outra.bin').save(Buffer.from('outro trabalho'), { resumable: false });
});

afterAll(async () => {
  await fake.close();
});

/** A V4 read URL for `name`, signed by the SDK with the service account's key, valid for 15 minutes from the test's now. */
async function signedUrl(name: string): Promise<string> {
  const [url] = await fakeGcsClient(fake)
    .bucket(FAKE_BUCKETS.private)
    .file(name)
    .getSignedUrl({ version: 'v4', action: 'read', accessibleAt: now, expires: now.getTime() + FIFTEEN_MINUTES_MS });
  return url;
}

describe('V4 signed URLs on the fake Cloud Storage', () => {
  it('serves the object to a URL the SDK signed, within its lifetime', async () => {
    const response = await fetch(await signedUrl('private/delivery/entrega.bin'));
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('trabalho entregue');
  });

  it('refuses the object by its address alone', async () => {
    expect((await fetch(`${fake.url}/${FAKE_BUCKETS.private}/private/delivery/entrega.bin`)).status).toBe(403);
  });

  it('refuses a URL whose signature was changed by one digit', async () => {
    const url = new URL(await signedUrl('private/delivery/entrega.bin'));
    const signature = url.searchParams.get('X-Goog-Signature') ?? '';
    url.searchParams.set('X-Goog-Signature', `${signature.slice(0, -1)}${signature.endsWith('0') ? '1' : '0'}`);
    expect((await fetch(url)).status).toBe(403);
  });

  it('refuses a good signature carried to another object, or with its lifetime stretched', async () => {
    const url = new URL(await signedUrl('private/delivery/entrega.bin'));
    const elsewhere = new URL(url);
    elsewhere.pathname = `/${FAKE_BUCKETS.private}/private/delivery/outra.bin`;
    expect((await fetch(elsewhere)).status).toBe(403);
    url.searchParams.set('X-Goog-Expires', '604800');
    expect((await fetch(url)).status).toBe(403);
  });

  it('refuses a URL past its lifetime', async () => {
    const url = await signedUrl('private/delivery/entrega.bin');
    now = new Date(now.getTime() + FIFTEEN_MINUTES_MS + 1000);
    const response = await fetch(url);
    expect(response.status).toBe(403);
    expect(await response.text()).toContain('expired');
  });
});
