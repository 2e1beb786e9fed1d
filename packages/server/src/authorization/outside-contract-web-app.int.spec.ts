import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creators } from '../db/schema.js';
import { castForContracts, createAccount, startTestApp, type ContractCast, type TestApp } from '../testing.js';
import type { OutsideContractRoute } from '../test-support/outside-contract-routes.js';
import { answersOf, CALLERS, expectedOf, statusesOf, visibleOf, type OutsideRequest, type OutsideRow } from '../test-support/outside-contract-rows.js';
import { aWebBuild, type WebBuild } from '../test-support/web-build.builder.js';

// The authorization table, continued for the web app served beside the API when a build is
// given: creator pages (rendered with the creator's preview) and the build's files. Columns as in
// outside-contract-routes.int.spec.ts. A browser's page request carries no token (the web app
// keeps it in script memory), and a token sent anyway changes nothing: every answer here is the
// same for every caller, and holds nothing a signed-out visitor could not read from the API.

const get = (url: string): OutsideRequest => ({ method: 'GET', url });
const ALL_200 = [200, 200, 200, 200, 200, 200, 200] as const;
const ALL_404 = [404, 404, 404, 404, 404, 404, 404] as const;
const GONE_NAME = 'Zeca Sumido';

let build: WebBuild;
let testApp: TestApp;
let cast: ContractCast;
let ana: { id: number; slug: string };
let gone: { id: number; slug: string };

async function cardOf(userId: number): Promise<{ id: number; slug: string }> {
  const [card] = await testApp.db.select({ id: creators.id, slug: creators.slug }).from(creators).where(eq(creators.userId, userId));
  if (!card) throw new Error('set-up: no creator card');
  return card;
}

beforeAll(async () => {
  build = await aWebBuild();
  testApp = await startTestApp({ webApp: build.options });
  cast = await castForContracts(testApp);
  const leaving = await createAccount(testApp, 'creator', { name: GONE_NAME });
  [ana, gone] = await Promise.all([cardOf(cast.ana.userId), cardOf(leaving.user.id)]);
  const deactivated = await testApp.call({ method: 'POST', path: '/account/user/desactive', as: leaving.identity });
  if (deactivated.statusCode !== 200) throw new Error(`set-up: deactivation answered ${deactivated.statusCode}`);
});

afterAll(async () => {
  await testApp.close();
  await build.remove();
});

async function expectRow(row: OutsideRow): Promise<void> {
  expect(statusesOf(await answersOf(testApp.app, cast, row.request()))).toEqual(expectedOf(row));
}

/** Every caller gets the same answer to `request`, byte for byte. */
async function expectSameForEveryone(request: OutsideRequest): Promise<string> {
  const answers = await answersOf(testApp.app, cast, request);
  for (const caller of CALLERS) expect(visibleOf(answers[caller]), caller).toEqual(visibleOf(answers.anonymous));
  return answers.anonymous.body;
}

describe('GET /creator/:idOrSlug' satisfies OutsideContractRoute, () => {
  const rows: OutsideRow[] = [
    //                                                                                            anon brand creator linked oBrand oCreator unlinked
    // A public profile, as GET /account/creator/slug gives it to anyone: its preview is public too.
    { ask: "Ana's page, by her slug", request: () => get(`/creator/${ana.slug}`),                 expected: ALL_200 },
    { ask: "Ana's page, by her id", request: () => get(`/creator/${ana.id}`),                      expected: ALL_200 },
    // A deactivated creator's profile is 404 in the API (existence itself is private): the page
    // says the same, with the plain page, exactly as for a creator who never existed.
    { ask: "a deactivated creator's page, by slug", request: () => get(`/creator/${gone.slug}`),   expected: ALL_404 },
    { ask: "a deactivated creator's page, by id", request: () => get(`/creator/${gone.id}`),       expected: ALL_404 },
    { ask: 'a creator who never existed', request: () => get('/creator/ninguem-aqui'),             expected: ALL_404 },
  ];

  it.each(rows)('$ask: each caller as the row says', expectRow);

  it("answers a deactivated creator's page exactly as one that never existed, naming nobody", async () => {
    const never = visibleOf(await testApp.app.inject(get('/creator/ninguem-aqui')));
    for (const url of [`/creator/${gone.slug}`, `/creator/${gone.id}`]) {
      const answers = await answersOf(testApp.app, cast, get(url));
      for (const caller of CALLERS) expect(visibleOf(answers[caller]), `${caller} ${url}`).toEqual(never);
    }
    expect(never.body).not.toContain(GONE_NAME);
  });

  it("gives everyone the same page for Ana's profile", async () => {
    expect(await expectSameForEveryone(get(`/creator/${ana.slug}`))).toContain('og:type" content="profile"');
  });
});

describe('GET /<each file of the web build>' satisfies OutsideContractRoute, () => {
  const rows: OutsideRow[] = [
    //                                                                                            anon brand creator linked oBrand oCreator unlinked
    // The build is public: the same scripts and files for every visitor.
    ...['/assets/app-abc123.js', '/assets/app-abc123.js.br', '/robots.txt'].map((url) => ({ ask: url, request: () => get(url), expected: ALL_200 })),
    // Not files of the build: a dotfile is never served, so its path falls to the app's page (200),
    // the same page any unknown path gets; a missing hashed asset is 404, as nothing is there.
    { ask: 'a dotfile in the build folder', request: () => get('/.env'),                           expected: ALL_200 },
    { ask: 'a hashed asset the build does not have', request: () => get('/assets/app-000000.js'),  expected: ALL_404 },
  ];

  it.each(rows)('$ask: each caller as the row says', expectRow);

  it.each(['/assets/app-abc123.js', '/robots.txt'])('serves %s the same to everyone', async (url) => {
    await expectSameForEveryone(get(url));
  });

  it("answers a dotfile's path with the app's page, never the file", async () => {
    const body = await expectSameForEveryone(get('/.env'));
    expect(body).toContain('<div id="root"></div>');
    expect(body).not.toContain('SECRET');
  });

  it.each(['/', '/contratos/12', '/pagamentos', '/index.html'])('gives everyone the same page at %s: no account is rendered on the server', async (url) => {
    expect(await expectSameForEveryone(get(url))).toContain('<div id="root"></div>');
  });
});
