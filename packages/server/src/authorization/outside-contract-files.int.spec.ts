import { randomUUID } from 'node:crypto';
import { access, mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { uploadResultSchema } from '@publi/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalPrivateFileStore } from '../storage/local-private-file-store.js';
import { acceptedContract, aMultipartForm, aSampleFile, castForContracts, dataOf, payByCard, startTestApp, uploadToContract, type ContractCast, type TestApp, type TestIdentity } from '../testing.js';
import type { OutsideContractRoute } from '../test-support/outside-contract-routes.js';
import { answersOf, CALLERS, expectedOf, statusesOf, visibleOf, type OutsideRequest, type OutsideRow } from '../test-support/outside-contract-rows.js';

// The authorization table, continued for files outside the contract: `/api/uploads/*` (the local
// blob store, public by address) and `/api/images/<width>/*` (its photos resized). Columns as in
// outside-contract-routes.int.spec.ts: anonymous, the contract's brand, its creator Ana, Ana's
// linked agent, another brand, another creator, an unlinked agent. Neither route reads a token:
// a public file's address is its only key (a random UUID the server chose), and delivered work
// never leaves through them, not even to its parties, who read it through the contract's files
// route. Refused reads are 404, never 403: there is no owner to refuse in the name of, and a
// private file's key answers exactly as a key that never existed.

const get = (url: string): OutsideRequest => ({ method: 'GET', url });
const head = (url: string): OutsideRequest => ({ method: 'HEAD', url });
const NEVER = `profile/${randomUUID()}.png`;

let testApp: TestApp;
let cast: ContractCast;
/** Keys under the uploads folder, and the delivered file's id. */
let files: { photo: string; reference: string; deliveredId: string; legacyDelivery: string; legacyPhoto: string };

/** Stores a file through `POST /google-storage` as `as`; answers its key (`<purpose>/<uuid>.<ext>`). */
async function upload(as: TestIdentity, purpose: string, bytes: Buffer, filename: string): Promise<string> {
  const form = await aMultipartForm([{ name: 'purpose', value: purpose }, { name: 'file', file: bytes, filename }]);
  const stored = dataOf(await testApp.call({ method: 'POST', path: '/google-storage', as, body: form.payload, headers: form.headers }), uploadResultSchema);
  return stored.url.replace('/api/uploads/', '');
}

/** A file where `POST /google-storage` put purpose `delivery` before deliveries became private to their contract. */
async function legacyDelivery(extension: 'pdf' | 'png', bytes: Buffer): Promise<string> {
  const key = `delivery/${randomUUID()}.${extension}`;
  await mkdir(join(testApp.uploadsDir, 'delivery'), { recursive: true });
  await writeFile(join(testApp.uploadsDir, key), bytes);
  return key;
}

beforeAll(async () => {
  testApp = await startTestApp();
  cast = await castForContracts(testApp);
  const contract = await acceptedContract(testApp, cast.brand.identity, { identity: cast.ana.identity, creatorId: cast.ana.creatorId });
  await payByCard(testApp, cast.brand.identity, [contract.id]);
  const delivered = await uploadToContract(testApp, cast.ana.identity, contract.id, 'image/png');
  files = {
    photo: await upload(cast.ana.identity, 'profile', aSampleFile('image/png'), 'ana.png'),
    reference: await upload(cast.brand.identity, 'reference', aSampleFile('application/pdf'), 'marca.pdf'),
    deliveredId: delivered.id,
    legacyDelivery: await legacyDelivery('pdf', aSampleFile('application/pdf')),
    legacyPhoto: await legacyDelivery('png', aSampleFile('image/png')),
  };
  // The delivered file is there, in the private store, and Ana reads it back through the contract.
  await access(join(testApp.privateFilesDir, 'delivery', `${delivered.id}.bin`));
  const download = await testApp.call({ method: 'GET', path: `/project/contract/${contract.id}/files/${delivered.id}`, as: cast.ana.identity });
  if (download.statusCode !== 200) throw new Error(`set-up: the delivered file answered ${download.statusCode}`);
});

afterAll(async () => {
  await testApp.close();
});

async function expectRow(row: OutsideRow): Promise<void> {
  expect(statusesOf(await answersOf(testApp.app, cast, row.request()))).toEqual(expectedOf(row));
}

/** Every caller's answer to `request` shows exactly what a key that never existed shows. */
async function expectAnsweredAsNever(request: OutsideRequest, never: OutsideRequest): Promise<void> {
  const missing = visibleOf(await testApp.app.inject(never));
  const answers = await answersOf(testApp.app, cast, request);
  for (const caller of CALLERS) expect(visibleOf(answers[caller]), `${caller} ${request.method} ${request.url}`).toEqual(missing);
}

describe('GET /api/uploads/*' satisfies OutsideContractRoute, () => {
  const ALL_200 = [200, 200, 200, 200, 200, 200, 200] as const;
  const ALL_404 = [404, 404, 404, 404, 404, 404, 404] as const;
  const rows: OutsideRow[] = [
    //                                                                                            anon brand creator linked oBrand oCreator unlinked
    // Public by address: her photo is on her public profile, under a name nobody can guess.
    { ask: "Ana's profile photo", request: () => get(`/api/uploads/${files.photo}`),               expected: ALL_200 },
    { ask: "HEAD of Ana's profile photo", request: () => head(`/api/uploads/${files.photo}`),      expected: ALL_200 },
    // Public by address too: a project's references go to the creators it invites.
    { ask: "the brand's reference PDF", request: () => get(`/api/uploads/${files.reference}`),     expected: ALL_200 },
    // Delivered work, by its id as the contract's parties know it and by its storage key: never from here.
    { ask: 'the file Ana delivered, by its id', request: () => get(`/api/uploads/delivery/${files.deliveredId}.png`), expected: ALL_404 },
    { ask: 'the file Ana delivered, by its storage key', request: () => get(`/api/uploads/delivery/${files.deliveredId}.bin`), expected: ALL_404 },
    { ask: 'HEAD of the file Ana delivered', request: () => head(`/api/uploads/delivery/${files.deliveredId}.png`), expected: ALL_404 },
    // Stored by /google-storage as purpose `delivery` before deliveries went private: delivered work all the same.
    { ask: 'a delivery file stored before deliveries went private', request: () => get(`/api/uploads/${files.legacyDelivery}`), expected: ALL_404 },
    { ask: 'a key that never existed', request: () => get(`/api/uploads/${NEVER}`),                expected: ALL_404 },
  ];

  it.each(rows)('$ask: each caller as the row says', expectRow);

  it('answers every delivered file exactly as a key that never existed, to every caller', async () => {
    for (const url of [`/api/uploads/delivery/${files.deliveredId}.png`, `/api/uploads/delivery/${files.deliveredId}.bin`, `/api/uploads/${files.legacyDelivery}`]) {
      await expectAnsweredAsNever(get(url), get(`/api/uploads/${NEVER}`));
    }
    await expectAnsweredAsNever(head(`/api/uploads/delivery/${files.deliveredId}.png`), head(`/api/uploads/${NEVER}`));
  });

  it('serves nothing of a private store kept inside the uploads folder, as call-with-unsigned-token.ts keeps it', async () => {
    const id = randomUUID();
    await new LocalPrivateFileStore(join(testApp.uploadsDir, 'private')).write(`delivery/${id}.bin`, Readable.from([aSampleFile('image/png')]), 1_000_000, () => true);
    await expectAnsweredAsNever(get(`/api/uploads/private/delivery/${id}.bin`), get(`/api/uploads/${NEVER}`));
    await expectAnsweredAsNever(get(`/api/images/320/private/delivery/${id}.bin`), get(`/api/images/320/${NEVER}`));
  });
});

describe('GET /api/images/:width/*' satisfies OutsideContractRoute, () => {
  const rows: OutsideRow[] = [
    //                                                                                            anon brand creator linked oBrand oCreator unlinked
    // Public like the original it is made from.
    { ask: "Ana's profile photo at 320 pixels", request: () => get(`/api/images/320/${files.photo}`), expected: [200, 200, 200, 200, 200, 200, 200] },
    // A delivered photo is never resized from here either, whoever asks and however it is named.
    { ask: 'the photo Ana delivered, by its id', request: () => get(`/api/images/320/delivery/${files.deliveredId}.png`), expected: [404, 404, 404, 404, 404, 404, 404] },
    { ask: 'a delivery photo stored before deliveries went private', request: () => get(`/api/images/320/${files.legacyPhoto}`), expected: [404, 404, 404, 404, 404, 404, 404] },
    { ask: 'a key that never existed', request: () => get(`/api/images/320/${NEVER}`),             expected: [404, 404, 404, 404, 404, 404, 404] },
  ];

  it.each(rows)('$ask: each caller as the row says', expectRow);

  it('answers every delivered photo exactly as a key that never existed, to every caller', async () => {
    for (const url of [`/api/images/320/delivery/${files.deliveredId}.png`, `/api/images/320/${files.legacyPhoto}`]) {
      await expectAnsweredAsNever(get(url), get(`/api/images/320/${NEVER}`));
    }
  });
});
