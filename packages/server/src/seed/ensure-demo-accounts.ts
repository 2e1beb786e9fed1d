import {
  addressBodySchema,
  bankAccountBodySchema,
  createUserBodySchema,
  jobPricesBodySchema,
  PRIVACY_POLICY_VERSION,
  socialNetworksBodySchema,
} from '@publi/contract';
import { slugify } from '@publi/domain';
import { randomUUID } from 'node:crypto';
import type { Auth } from 'firebase-admin/auth';
import { addressFromWire, newAccountFromWire } from '../accounts/accounts-from-wire.js';
import { AccountsService } from '../accounts/accounts.service.js';
import { asCaller } from '../agents/acting-for.js';
import { CreatorsBankService } from '../creators/creators-bank.service.js';
import { bankAccountFromWire, jobPricesFromWire, socialNetworksFromWire } from '../creators/creators-from-wire.js';
import { CreatorsService } from '../creators/creators.service.js';
import type { Database, Transaction } from '../db/database.js';
import type { BlobStorePort } from '../ports/blob-store.port.js';
import { systemClock, type ClockPort } from '../ports/clock.port.js';
import { demoAvatarPng } from './demo-avatar.js';
import { DEMO_ACCOUNTS, type DemoAccount } from './demo-accounts.data.js';
import { ensureDemoIdentity } from './ensure-demo-identity.js';
import { linkDemoAgent } from './link-demo-agent.js';
import { seedDemoContracts } from './seed-demo-contracts.js';
import { seedDemoMoney } from './seed-demo-money.js';
import { seedDemoProjects } from './seed-demo-projects.js';
import { SeedRepository } from './seed.repository.js';
import { DEMO_EMAIL_SETUP } from '../email/email-setup.js';
import { notifierWithoutEmail, type Notifier } from '../notifications/notifier.js';

// Seeded moves notify people like real ones; they mail only with a notifier on the job queue (`pnpm start`'s).
const WITHOUT_EMAIL = notifierWithoutEmail(DEMO_EMAIL_SETUP);

// Any constant works; it only has to be the same for every replica starting at once.
const DEMO_LOCK_KEY = 7_310_043;

async function categoryIdsOf(tx: Transaction, names: readonly string[]): Promise<number[]> {
  const slugs = names.map((name) => slugify(name));
  const idBySlug = await new SeedRepository(tx).categoryIdsBySlug(slugs);
  return slugs.map((slug) => {
    const id = idBySlug.get(slug);
    if (id === undefined) throw new Error(`ensureDemoAccounts: category "${slug}" is missing; seed the reference data first`);
    return id;
  });
}

/**
 * Writes the demo account through the same contract schemas, wire mappers and services as
 * the users routes, so it is stored exactly as if the person had signed up in the app, all in one
 * transaction. Answers false, touching nothing, when the account exists already.
 */
async function ensureDemoRow(db: Database, blobStore: BlobStorePort, uid: string, account: DemoAccount): Promise<boolean> {
  return db.transaction(async (tx) => {
    const repository = new SeedRepository(tx);
    await repository.lockSeeding(DEMO_LOCK_KEY);
    if (await repository.hasAccount(uid)) return false;
    // Stored like an upload (a new random name), so it never meets a file left from an earlier database.
    const image = account.withPhoto ? (await blobStore.put(`profile/${randomUUID()}.png`, demoAvatarPng(), 'image/png')).url : undefined;
    // The demo people accept the policy in force, as anyone signing up does.
    const body = { external_id: uid, type: account.kind, name: account.name, email: account.email, privacy_policy_version: PRIVACY_POLICY_VERSION, ...account.account, ...(image ? { image } : {}) };
    // The services open their own transactions; inside this one they become savepoints.
    const accounts = new AccountsService({ db: tx });
    // The demo identities are made with their e-mail confirmed (`ensureDemoIdentity`), as a token would say.
    await accounts.create({ uid, email: account.email, emailVerified: true }, newAccountFromWire(createUserBodySchema.parse(body)));
    await accounts.update(asCaller(uid), {
      profile: { ...(account.miniBio === undefined ? {} : { miniBio: account.miniBio }), ...(account.company ?? {}) },
      address: addressFromWire(addressBodySchema.parse(account.address)),
      categoryIds: await categoryIdsOf(tx, account.categories),
    });
    const creator = account.creator;
    if (creator) {
      const networks = socialNetworksFromWire(socialNetworksBodySchema.parse({ social_newtork: creator.socialNetworks }));
      await new CreatorsService({ db: tx }).replaceSocialNetworks(asCaller(uid), networks, { creatorOnly: true });
      await new CreatorsService({ db: tx }).updateJobPrices(asCaller(uid), jobPricesFromWire(jobPricesBodySchema.parse(creator.prices)));
      await new CreatorsBankService({ db: tx, notifier: WITHOUT_EMAIL, clock: systemClock }).save(asCaller(uid), bankAccountFromWire(bankAccountBodySchema.parse(creator.bank)), { creatorOnly: true });
    }
    return true;
  });
}

/**
 * Makes sure the demo brand, creator and agent can sign in (identity service) and have
 * their accounts (database); an agent created here is linked to the demo creator and two
 * creators of the catalogue (`linkDemoAgent`); a brand created here gets its demo projects
 * (`seedDemoProjects`, with today from `clock`). Meant for the auth emulator only: `main.ts`
 * never calls it against real Firebase. Idempotent: a second run changes nothing, so a
 * developer's unlinking survives restarts.
 *
 * @returns the e-mails of the accounts it had to create in the database.
 */
export async function ensureDemoAccounts(
  db: Database,
  auth: Auth,
  blobStore: BlobStorePort,
  clock: ClockPort = systemClock,
  notifier: Notifier = WITHOUT_EMAIL,
): Promise<string[]> {
  const created: string[] = [];
  const uids = new Map<DemoAccount['kind'], string>();
  for (const account of DEMO_ACCOUNTS) {
    const uid = await ensureDemoIdentity(auth, account);
    uids.set(account.kind, uid);
    if (await ensureDemoRow(db, blobStore, uid, account)) created.push(account.email);
  }
  const agent = DEMO_ACCOUNTS.find((account) => account.kind === 'agent');
  const agentUid = uids.get('agent');
  const creatorUid = uids.get('creator');
  if (agent && agentUid && creatorUid && created.includes(agent.email)) await linkDemoAgent(db, agentUid, creatorUid);
  const brand = DEMO_ACCOUNTS.find((account) => account.kind === 'brand');
  const brandUid = uids.get('brand');
  if (brand && brandUid && creatorUid && created.includes(brand.email)) {
    await seedDemoProjects(db, clock, brandUid, creatorUid);
    await seedDemoContracts(db, clock, notifier, brandUid, creatorUid);
    await seedDemoMoney(db, clock, notifier, brandUid, creatorUid);
  }
  return created;
}
