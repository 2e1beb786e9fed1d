import { ownUserSchema, userSchema } from '@publi/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf } from '../test-support/account-bodies.builder.js';
import { confirmEmail } from '../test-support/confirm-email.js';
import { castForContracts, propose, type ContractCast } from '../test-support/contract-cast.builder.js';
import { emailsSentTo } from '../test-support/emails-sent.js';
import { startTestApp, type TestApp, type TestIdentity } from '../test-support/test-app.js';

let testApp: TestApp;
let cast: ContractCast;

beforeAll(async () => {
  testApp = await startTestApp();
  cast = await castForContracts(testApp);
});

afterAll(async () => {
  await testApp.close();
});

const accountOf = async (identity: TestIdentity) =>
  dataOf(await testApp.call({ method: 'GET', path: `/account/user?external_id=${identity.uid}`, as: identity }), ownUserSchema);
const subjectsSentTo = async (identity: TestIdentity) => (await emailsSentTo(testApp, identity)).map((email) => email.subject);
const titlesOf = async (identity: TestIdentity) =>
  (await testApp.call({ method: 'GET', path: '/notifications', as: identity })).json<{ data: { notifications: { title: string }[] } }>().data.notifications.map((notice) => notice.title);

describe('e-mails only to an address its owner confirmed', () => {
  it('tells the site, not the inbox, while the e-mail a person signed up with is unconfirmed; once confirmed, e-mails follow', async () => {
    // Anyone may sign up with any address: until its owner opens the provider's link, Publi writes nothing there.
    expect((await accountOf(cast.ana.identity)).email_verified).toBe(false);
    await propose(testApp, cast, [cast.ana.creatorId]);
    expect(await titlesOf(cast.ana.identity)).toEqual(['Nova proposta']);
    expect(await subjectsSentTo(cast.ana.identity)).toEqual([]);

    const confirmed = await confirmEmail(testApp, cast.bia.identity);
    expect((await accountOf(confirmed)).email_verified).toBe(true);
    await propose(testApp, cast, [cast.bia.creatorId]);
    expect(await subjectsSentTo(confirmed)).toEqual(['Nova proposta · Publi']);
  });

  it('confirms through POST /account/user/email only with a token that says the address is confirmed', async () => {
    const unconfirmed = await testApp.call({ method: 'POST', path: '/account/user/email', as: cast.otherBrand.identity });
    expect(unconfirmed.statusCode).toBe(409);
    const confirmed = await confirmEmail(testApp, cast.otherBrand.identity);
    const synced = await testApp.call({ method: 'POST', path: '/account/user/email', as: confirmed });
    expect(dataOf(synced, userSchema)).toMatchObject({ email: cast.otherBrand.identity.email, email_verified: true });
  });
});
