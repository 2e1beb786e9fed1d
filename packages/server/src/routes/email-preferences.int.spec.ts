import { emailPreferencesSchema, unsubscribeSchema, type EmailKind } from '@publi/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_EMAIL_SETUP } from '../email/email-setup.js';
import { EmailRepository } from '../email/email.repository.js';
import { unsubscribeToken, unsubscribeUrl } from '../email/unsubscribe-token.js';
import { createAccount, dataOf, expectApiError } from '../test-support/account-bodies.builder.js';
import { listenOn } from '../test-support/second-app.js';
import { startTestApp, type TestApp, type TestIdentity } from '../test-support/test-app.js';

let testApp: TestApp;
let baseUrl: string;

beforeAll(async () => {
  testApp = await startTestApp();
  baseUrl = await listenOn(testApp);
});

afterAll(async () => {
  await testApp.close();
});

const PREFERENCES = '/account/user/email-preferences';
const secret = DEMO_EMAIL_SETUP.linkSecret;

async function switchesOf(as: TestIdentity): Promise<Record<string, boolean>> {
  const response = await testApp.call({ method: 'GET', path: PREFERENCES, as });
  expect(response.statusCode, response.body).toBe(200);
  return Object.fromEntries(dataOf(response, emailPreferencesSchema).preferences.map((one) => [one.kind, one.email]));
}

const setSwitches = (as: TestIdentity, preferences: readonly { kind: EmailKind; email: boolean }[]) => testApp.call({ method: 'PUT', path: PREFERENCES, as, body: { preferences } });

/** RFC 8058's one click, as a mail client sends it: a form POST over a real connection, signed out. */
const oneClick = (url: string) =>
  fetch(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' });

/** The e-mail's own link, pointed at this test's server instead of the site's address. */
const linkOf = (userId: number, kind: Exclude<EmailKind, 'security'>) => unsubscribeUrl({ publicUrl: baseUrl.replace(/\/api$/, ''), linkSecret: secret }, userId, kind);

describe('the e-mail preferences', () => {
  it('start with every kind on and security locked, and keep what their owner turns off and on', async () => {
    const { identity } = await createAccount(testApp, 'creator');
    const first = dataOf(await testApp.call({ method: 'GET', path: PREFERENCES, as: identity }), emailPreferencesSchema).preferences;
    expect(first.every((one) => one.email)).toBe(true);
    expect(first.filter((one) => one.locked).map((one) => one.kind)).toEqual(['security']);

    const changed = await setSwitches(identity, [{ kind: 'proposal', email: false }, { kind: 'payout', email: false }, { kind: 'security', email: true }]);
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await switchesOf(identity)).toMatchObject({ proposal: false, payout: false, paid: true, security: true });

    await setSwitches(identity, [{ kind: 'proposal', email: true }]);
    expect(await switchesOf(identity)).toMatchObject({ proposal: true, payout: false });
  });

  it('refuse to turn security off, writing nothing of the same request', async () => {
    const { identity } = await createAccount(testApp, 'brand');
    const refused = await setSwitches(identity, [{ kind: 'paid', email: false }, { kind: 'security', email: false }]);
    expectApiError(refused, 422, 'EMAIL.SECURITY_LOCKED');
    expect(Object.values(await switchesOf(identity)).every(Boolean)).toBe(true);
  });

  it('answer the notifier, in one call, who among many turned a kind off', async () => {
    const [one, two] = await Promise.all([createAccount(testApp, 'brand'), createAccount(testApp, 'brand')]);
    await setSwitches(one.identity, [{ kind: 'delivered', email: false }]);
    const repository = new EmailRepository(testApp.db);
    expect(await repository.optedOut([one.user.id, two.user.id], 'delivered')).toEqual(new Set([one.user.id]));
    expect(await repository.optedOut([one.user.id, two.user.id], 'paid')).toEqual(new Set());
  });
});

describe('the one-click unsubscribe', () => {
  it("works signed out with a mail client's form POST, and the owner then sees that kind off", async () => {
    const { identity, user } = await createAccount(testApp, 'brand');
    const first = await oneClick(linkOf(user.id, 'counter_offer'));
    expect(first.status).toBe(200);
    const answer = unsubscribeSchema.parse(((await first.json()) as { data: unknown }).data);
    expect(answer).toEqual({ kind: 'counter_offer', email_hint: `${identity.email.charAt(0)}***${identity.email.slice(identity.email.indexOf('@'))}`, email: false });
    expect(await switchesOf(identity)).toMatchObject({ counter_offer: false, proposal: true });
    // Done again (a client retrying, a person clicking twice): the same answer.
    expect((await oneClick(linkOf(user.id, 'counter_offer'))).status).toBe(200);
    expect(await switchesOf(identity)).toMatchObject({ counter_offer: false });
  });

  it('shows what a link turns off without changing anything', async () => {
    const { identity, user } = await createAccount(testApp, 'creator');
    const token = unsubscribeToken(secret, user.id, 'paid');
    const read = await testApp.call({ method: 'GET', path: `/email/unsubscribe?token=${token}` });
    expect(read.statusCode, read.body).toBe(200);
    expect(dataOf(read, unsubscribeSchema)).toMatchObject({ kind: 'paid', email: true });
    expect(dataOf(read, unsubscribeSchema).email_hint).toMatch(/^.\*\*\*@/);
    expect((await switchesOf(identity))['paid']).toBe(true);
  });

  it('answers 404 to a forged or altered token, and writes nothing', async () => {
    const { identity, user } = await createAccount(testApp, 'brand');
    const token = unsubscribeToken(secret, user.id, 'proposal');
    const forged = [
      `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`,
      unsubscribeToken('outro-segredo', user.id, 'proposal'),
      token.replace(`${String(user.id)}.`, `${String(user.id + 1)}.`),
      `${String(user.id)}.security.${token.split('.')[2] ?? ''}`,
    ];
    for (const bad of forged) {
      expectApiError(await testApp.call({ method: 'POST', path: `/email/unsubscribe?token=${bad}`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' }), 404, 'EMAIL.UNSUBSCRIBE_INVALID');
      expectApiError(await testApp.call({ method: 'GET', path: `/email/unsubscribe?token=${bad}` }), 404, 'EMAIL.UNSUBSCRIBE_INVALID');
    }
    expect(Object.values(await switchesOf(identity)).every(Boolean)).toBe(true);
  });

  it("no longer works once its account is deleted", async () => {
    const { identity, user } = await createAccount(testApp, 'creator');
    const deleted = await testApp.call({ method: 'DELETE', path: '/account/user', as: identity });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await oneClick(linkOf(user.id, 'proposal'))).status).toBe(404);
  });

  it('takes a form body on this route only: the rest of the API stays JSON', async () => {
    const { identity } = await createAccount(testApp, 'brand');
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    expectApiError(await testApp.call({ method: 'POST', path: '/notifications/read', as: identity, headers: form, body: 'ids=1' }), 415, 'REQUEST.UNSUPPORTED_MEDIA_TYPE');
    const { user } = await createAccount(testApp, 'brand');
    const huge = await testApp.call({ method: 'POST', path: `/email/unsubscribe?token=${unsubscribeToken(secret, user.id, 'paid')}`, headers: form, body: `List-Unsubscribe=One-Click&x=${'a'.repeat(4096)}` });
    expectApiError(huge, 413, 'REQUEST.TOO_LARGE');
  });
});
