import { uploadResultSchema } from '@publi/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf } from '../test-support/account-bodies.builder.js';
import { castForContracts, type ContractCast } from '../test-support/contract-cast.builder.js';
import { startFakeGcs, type FakeGcs } from '../test-support/fake-gcs-server.js';
import { FAKE_BUCKETS, fakeGcsStores } from '../test-support/fake-gcs-stores.js';
import { acceptedContract, payByCard, uploadToContract } from '../test-support/money-cast.builder.js';
import { aMultipartForm } from '../test-support/multipart-form.builder.js';
import { aSampleFile } from '../test-support/sample-files.builder.js';
import { startSecondApp, type SecondApp } from '../test-support/second-app.js';
import { startTestApp, type TestApp, type TestIdentity } from '../test-support/test-app.js';

// Two replicas on one database and one Cloud Storage (the fake JSON API server, through the real
// SDK, each replica with its own client): a file stored through replica A is served by replica B,
// public photos with their year-long cache headers and their resized copies, delivered work only
// to the contract's parties, after the route's check.
let fake: FakeGcs;
let replicaA: TestApp;
let replicaB: SecondApp;
let cast: ContractCast;

beforeAll(async () => {
  fake = await startFakeGcs({ buckets: Object.values(FAKE_BUCKETS) });
  replicaA = await startTestApp({ storage: fakeGcsStores(fake) });
  replicaB = await startSecondApp(replicaA, undefined, { storage: fakeGcsStores(fake) });
  cast = await castForContracts(replicaA);
});

afterAll(async () => {
  await replicaB.close();
  await replicaA.close();
  await fake.close();
});

const onB = (path: string, as?: TestIdentity) => fetch(`${replicaB.baseUrl}${path}`, { headers: as === undefined ? {} : { authorization: `Bearer ${as.idToken}` } });

async function uploadOnA(bytes: Buffer, filename: string, as: TestIdentity): Promise<string> {
  const form = await aMultipartForm([{ name: 'purpose', value: 'profile' }, { name: 'file', file: bytes, filename }]);
  const response = await replicaA.call({ method: 'POST', path: '/google-storage', as, body: form.payload, headers: form.headers });
  return dataOf(response, uploadResultSchema).url;
}

describe('public uploads in the bucket', () => {
  it('a photo stored through replica A is served by replica B, byte for byte, cached for a year, and in part', async () => {
    const bytes = await sharp({ create: { width: 800, height: 400, channels: 3, background: '#2e86e4' } }).png().toBuffer();
    const url = await uploadOnA(bytes, 'perfil.png', cast.ana.identity);
    const key = url.replace('/api/uploads/', '');
    expect(fake.objectNames(FAKE_BUCKETS.uploads)).toContain(`uploads/${key}`);

    const served = await onB(`/uploads/${key}`);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');

    const part = await fetch(`${replicaB.baseUrl}/uploads/${key}`, { headers: { range: 'bytes=0-7' } });
    expect(part.status).toBe(206);
    expect(Buffer.from(await part.arrayBuffer()).equals(bytes.subarray(0, 8))).toBe(true);
  });

  it('a resized copy replica B makes is kept in the bucket, and replica A serves the same bytes', async () => {
    const bytes = await sharp({ create: { width: 1200, height: 600, channels: 3, background: '#e4572e' } }).png().toBuffer();
    const key = (await uploadOnA(bytes, 'capa.png', cast.brand.identity)).replace('/api/uploads/', '');
    const fromB = await onB(`/images/320/${key}`);
    expect(fromB.status).toBe(200);
    expect(fromB.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const made = Buffer.from(await fromB.arrayBuffer());
    expect(await sharp(made).metadata()).toMatchObject({ format: 'webp', width: 320, height: 160 });
    expect(fake.objectNames(FAKE_BUCKETS.uploads)).toContain(`uploads/.widths/320/${key}.webp`);
    expect((await replicaA.app.inject({ method: 'GET', url: `/api/images/320/${key}` })).rawPayload.equals(made)).toBe(true);
  });

  it('a key nobody stored is 404 on replica B, and the bucket serves nothing by address', async () => {
    expect((await onB('/uploads/profile/00000000-0000-0000-0000-000000000000.png')).status).toBe(404);
    const key = (await uploadOnA(aSampleFile('image/png'), 'a.png', cast.ana.identity)).replace('/api/uploads/', '');
    expect((await fetch(`${fake.url}/${FAKE_BUCKETS.uploads}/uploads/${key}`)).status).toBe(403);
  });
});

describe('delivered work in the private bucket', () => {
  it('a file sent through replica A is read through replica B by the creator only until delivered; the bucket serves nothing by address', async () => {
    const contract = await acceptedContract(replicaA, cast.brand.identity, { identity: cast.ana.identity, creatorId: cast.ana.creatorId });
    await payByCard(replicaA, cast.brand.identity, [contract.id]);
    const file = await uploadToContract(replicaA, cast.ana.identity, contract.id, 'video/mp4');
    expect(fake.objectNames(FAKE_BUCKETS.private)).toContain(`private/delivery/${file.id}.bin`);
    expect(fake.objectNames(FAKE_BUCKETS.uploads).some((name) => name.includes(file.id))).toBe(false);

    const path = `/project/contract/${String(contract.id)}/files/${file.id}`;
    const byCreator = await onB(path, cast.ana.identity);
    expect(byCreator.status).toBe(200);
    expect(Buffer.from(await byCreator.arrayBuffer()).equals(aSampleFile('video/mp4'))).toBe(true);
    expect(byCreator.headers.get('cache-control')).toBe('private, no-store');
    // Not delivered yet: the brand does not see it; a stranger never does.
    expect((await onB(path, cast.brand.identity)).status).toBe(404);
    expect((await onB(path, cast.otherBrand.identity)).status).toBe(404);
    expect((await onB(path)).status).toBe(401);
    expect((await fetch(`${fake.url}/${FAKE_BUCKETS.private}/private/delivery/${file.id}.bin`)).status).toBe(403);
  });

  it('a file refused for its type through replica A leaves no object in the bucket', async () => {
    const contract = await acceptedContract(replicaA, cast.brand.identity, { identity: cast.ana.identity, creatorId: cast.ana.creatorId });
    await payByCard(replicaA, cast.brand.identity, [contract.id]);
    const before = fake.objectNames(FAKE_BUCKETS.private);
    const form = await aMultipartForm([{ name: 'file', file: Buffer.from('<html><script>alert(1)</script></html>'), filename: 'entrega.mp4', contentType: 'video/mp4' }]);
    const refused = await replicaA.call({ method: 'POST', path: `/project/contract/${String(contract.id)}/files`, as: cast.ana.identity, body: form.payload, headers: form.headers });
    expect(refused.statusCode, refused.body).toBe(415);
    expect(fake.objectNames(FAKE_BUCKETS.private)).toEqual(before);
  });
});
