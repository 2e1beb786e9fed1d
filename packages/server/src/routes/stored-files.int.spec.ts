import { access } from 'node:fs/promises';
import { join } from 'node:path';
import { API_ERRORS, deliveryFileSchema, uploadResultSchema, type ContractWire, type DeliveryFileWire } from '@publi/contract';
import { DAY_MS } from '@publi/domain';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DeliveriesCleanupService } from '../deliveries/deliveries-cleanup.service.js';
import { deliveryFiles, uploads } from '../db/schema.js';
import type { ClockPort } from '../ports/clock.port.js';
import { UploadsCleanupService } from '../uploads/uploads-cleanup.service.js';
import { dataOf } from '../test-support/account-bodies.builder.js';
import { castForContracts, type CastMember, type ContractCast } from '../test-support/contract-cast.builder.js';
import { aCountingForm, PNG_HEAD } from '../test-support/counting-form.builder.js';
import { acceptedContract, payByCard } from '../test-support/money-cast.builder.js';
import { aMultipartForm } from '../test-support/multipart-form.builder.js';
import { aSampleFile } from '../test-support/sample-files.builder.js';
import { startTestApp, type TestApp } from '../test-support/test-app.js';

// Issue 38, point 2: one account cannot fill the disk. A per-account quota (3 MiB here, a setting)
// refuses the next upload in pt-BR, counting what the account still holds; the daily clean-up
// removes the uploads nothing points at and the delivery files nobody delivered, once past their
// grace period, and never a delivered file. The clean-up is run by hand at a clock the test sets.

const KiB = 1024;
const MiB = 1024 * KiB;
const QUOTA = 3 * MiB;

let testApp: TestApp;
let cast: ContractCast;

beforeAll(async () => {
  testApp = await startTestApp({ uploadQuotaBytes: QUOTA });
  cast = await castForContracts(testApp);
});

afterAll(async () => {
  await testApp.close();
});

const QUOTA_MESSAGE = API_ERRORS['UPLOAD.QUOTA_EXCEEDED'].message;

async function uploadImage(by: CastMember, purpose: 'profile' | 'project' | 'reference', size: number): Promise<LightMyRequestResponse> {
  const form = await aMultipartForm([{ name: 'file', file: aSampleFile('image/png', { size }), filename: 'foto.png' }]);
  return testApp.call({ method: 'POST', path: `/google-storage/${purpose}`, as: by.identity, body: form.payload, headers: form.headers });
}

function urlOf(response: LightMyRequestResponse): string {
  expect(response.statusCode, response.body).toBe(201);
  return uploadResultSchema.parse(response.json<{ data: unknown }>().data).url;
}

function expectQuotaRefusal(response: LightMyRequestResponse): void {
  expect(response.statusCode, response.body).toBe(409);
  expect(response.json()).toEqual({ error: { code: 'UPLOAD.QUOTA_EXCEEDED', message: QUOTA_MESSAGE } });
}

async function sendToContract(by: CastMember, contractId: number, size: number): Promise<LightMyRequestResponse> {
  const form = await aMultipartForm([{ name: 'file', file: aSampleFile('application/pdf', { size }), filename: 'roteiro.pdf' }]);
  return testApp.call({ method: 'POST', path: `/project/contract/${String(contractId)}/files`, as: by.identity, body: form.payload, headers: form.headers });
}

function sentFile(response: LightMyRequestResponse): DeliveryFileWire {
  expect(response.statusCode, response.body).toBe(201);
  return dataOf(response, deliveryFileSchema);
}

async function paidContract(): Promise<ContractWire> {
  const contract = await acceptedContract(testApp, cast.brand.identity, { identity: cast.ana.identity, creatorId: cast.ana.creatorId });
  await payByCard(testApp, cast.brand.identity, [contract.id]);
  return contract;
}

async function deliver(contract: ContractWire, fileIds: readonly string[]): Promise<void> {
  const body = { project_id: contract.project_id, creator_id: cast.ana.creatorId, links: [], file_ids: fileIds, note: 'Segue!' };
  const delivered = await testApp.call({ method: 'POST', path: '/creator/contracts/delivery', as: cast.ana.identity, body });
  expect(delivered.statusCode, delivered.body).toBe(200);
}

/** Runs the daily clean-up as the timer would, at `clock`. */
async function cleanUpAt(clock: ClockPort): Promise<{ uploads: number; deliveryFiles: number }> {
  return {
    uploads: await new UploadsCleanupService({ db: testApp.db, blobStore: testApp.storage.blobStore, clock }).removeOrphans(),
    deliveryFiles: await new DeliveriesCleanupService({ db: testApp.db, files: testApp.storage.privateFiles, clock }).removeAbandoned(),
  };
}

const inHours = (hours: number): ClockPort => ({ now: () => new Date(Date.now() + hours * (DAY_MS / 24)) });
const served = async (url: string) => (await testApp.app.inject({ method: 'GET', url })).statusCode;
const download = async (contractId: number, fileId: string) => (await testApp.call({ method: 'GET', path: `/project/contract/${String(contractId)}/files/${fileId}`, as: cast.ana.identity })).statusCode;
const uploadRows = async (ownerId: number) => (await testApp.db.select({ id: uploads.id }).from(uploads).where(eq(uploads.ownerId, ownerId))).map((row) => row.id);
const exists = (path: string) => access(path).then(() => true, () => false);

describe('the quota', () => {
  it('refuses the upload that would pass it, having read at most the room left plus 64 KiB, and the next one before reading it', async () => {
    const brand = cast.otherBrand;
    urlOf(await uploadImage(brand, 'project', MiB));
    urlOf(await uploadImage(brand, 'project', MiB));

    const larger = aCountingForm({ head: PNG_HEAD, fileBytes: 40 * MiB });
    const refused = await testApp.call({ method: 'POST', path: '/google-storage/project', as: brand.identity, body: larger.stream, headers: larger.headers });
    expectQuotaRefusal(refused);
    expect(larger.pulled()).toBeLessThanOrEqual(MiB + 64 * KiB);
    expect(await uploadRows(brand.userId)).toHaveLength(2);

    // Exactly up to the quota is allowed; past it, nothing more, not even a tiny photo.
    urlOf(await uploadImage(brand, 'profile', MiB));
    const next = aCountingForm({ head: PNG_HEAD, fileBytes: 10 * MiB });
    expectQuotaRefusal(await testApp.call({ method: 'POST', path: '/google-storage', as: brand.identity, body: next.stream, headers: next.headers }));
    expect(next.pulled()).toBeLessThan(64 * KiB);
    expectQuotaRefusal(await uploadImage(brand, 'profile', 100));
  });

  it('counts the delivery files a creator sent and has not delivered yet; delivered work frees the room', async () => {
    const contract = await paidContract();
    const first = sentFile(await sendToContract(cast.ana, contract.id, 2 * MiB));
    expectQuotaRefusal(await sendToContract(cast.ana, contract.id, 2 * MiB));
    await deliver(contract, [first.id]);
    const next = await paidContract();
    sentFile(await sendToContract(cast.ana, next.id, 2 * MiB));
  });
});

describe('the daily clean-up', () => {
  it('removes an orphan upload once past its grace period, keeps what a profile or a project points at, and frees the room', async () => {
    const brand = cast.brand;
    const photo = urlOf(await uploadImage(brand, 'profile', 1 * KiB));
    const cover = urlOf(await uploadImage(brand, 'project', 1 * KiB));
    const brandKit = urlOf(await uploadImage(brand, 'reference', 1 * KiB));
    const orphan = urlOf(await uploadImage(brand, 'project', 2 * MiB));
    expectQuotaRefusal(await uploadImage(brand, 'project', 2 * MiB));
    expect((await testApp.call({ method: 'PUT', path: '/account/user', as: brand.identity, body: { image: photo } })).statusCode).toBe(200);
    const saved = await testApp.call({
      method: 'POST',
      path: '/project/save',
      as: brand.identity,
      body: { projectName: 'Verão no Recife', image: cover, references: [{ kind: 'file', url: brandKit, name: 'Manual da marca' }] },
    });
    expect(saved.statusCode, saved.body).toBe(200);

    // Within the grace period nothing goes, not even the orphan: a form may still be about to use it.
    expect(await cleanUpAt(inHours(1))).toEqual({ uploads: 0, deliveryFiles: 0 });
    expect(await served(orphan)).toBe(200);

    const { uploads: removed } = await cleanUpAt(inHours(25));
    expect(removed).toBeGreaterThanOrEqual(1);
    expect(await served(orphan)).toBe(404);
    expect(await exists(join(testApp.uploadsDir, orphan.replace('/api/uploads/', '')))).toBe(false);
    expect((await uploadRows(brand.userId)).sort()).toEqual([photo, cover, brandKit].map((url) => url.replace('/api/uploads/', '')).sort());
    expect(await Promise.all([photo, cover, brandKit].map(served))).toEqual([200, 200, 200]);

    urlOf(await uploadImage(brand, 'project', 2 * MiB));
  });

  it('removes a delivery file nobody delivered once past its grace period, and never a delivered one', async () => {
    const contract = await paidContract();
    const contractId = contract.id;
    const abandoned = sentFile(await sendToContract(cast.ana, contractId, 1 * KiB));
    const delivered = sentFile(await sendToContract(cast.ana, contractId, 1 * KiB));
    await deliver(contract, [delivered.id]);
    const approved = await testApp.call({ method: 'POST', path: `/project/contract/${String(contractId)}/approval`, as: cast.brand.identity, body: {} });
    expect(approved.statusCode, approved.body).toBe(200);
    const [abandonedRow] = await testApp.db.select().from(deliveryFiles).where(eq(deliveryFiles.id, abandoned.id));

    expect((await cleanUpAt(inHours(1))).deliveryFiles).toBe(0);
    expect(await download(contractId, abandoned.id)).toBe(200);

    expect((await cleanUpAt(inHours(25))).deliveryFiles).toBeGreaterThanOrEqual(1);
    expect(await download(contractId, abandoned.id)).toBe(404);
    expect(await exists(join(testApp.privateFilesDir, abandonedRow?.storageKey ?? ''))).toBe(false);
    expect(await download(contractId, delivered.id)).toBe(200);
    // Days later, still there: a delivered file is the contract's record.
    await cleanUpAt(inHours(24 * 30));
    expect(await download(contractId, delivered.id)).toBe(200);
  });
});
