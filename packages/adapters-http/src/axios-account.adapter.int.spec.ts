import { PRIVACY_CONSENT_OUTDATED_MESSAGE, PRIVACY_POLICY_VERSION } from '@publi/contract';
import { ApplicationError } from '@publi/application';
import { accountPortSuite } from '@publi/application/testing';
import { changeTestUserEmail, signInWithGoogleTestUser } from '@publi/auth-emulator';
import { startTestApp } from '@publi/server/testing';
import { describe, expect, it } from 'vitest';
import { AxiosAccountAdapter } from './axios-account.adapter.js';
import { rejectionOf, useLiveApi } from './live-api.builder.js';
import { livePeople } from './live-port-world.builder.js';

const api = useLiveApi(startTestApp);
const accounts = new AxiosAccountAdapter(api.client);
const emulatorHost = () => process.env['FIREBASE_AUTH_EMULATOR_HOST'] ?? '';

// The account's scenarios are the port suite's, which the in-memory adapter passes too; below,
// what only the real identity provider and the wire have.
accountPortSuite(() => ({ ...livePeople(api), accounts }));

describe('AxiosAccountAdapter against the server and the identity provider', () => {
  it('creates a user and reads it back in domain names, with the password sign-in the provider holds', async () => {
    const identity = await api.testApp.signUp();
    api.tokens.actAs(identity);
    const created = await accounts.createUser({ externalId: identity.uid, type: 'brand', name: 'Ana Souza', email: identity.email, phone: '(11) 91234-5678', companyName: 'Ana Ltda', privacyPolicyVersion: PRIVACY_POLICY_VERSION });
    expect(created).toMatchObject({ externalId: identity.uid, type: 'brand', name: 'Ana Souza', phone: '11912345678', companyName: 'Ana Ltda', active: true, address: null });
    // An e-mail and password account of the emulator: its own read says it has a password.
    expect(await accounts.getUserByExternalId(identity.uid)).toEqual({ ...created, hasPassword: true, emailRefusedAt: null });
  });

  it('reads a Google-only account as having no password', async () => {
    const google = await signInWithGoogleTestUser(emulatorHost());
    api.tokens.actAs(google);
    await accounts.createUser({ externalId: google.uid, type: 'creator', name: 'Ana Google', email: google.email, privacyPolicyVersion: PRIVACY_POLICY_VERSION });
    expect(await accounts.getUserByExternalId(google.uid)).toMatchObject({ externalId: google.uid, hasPassword: false });
  });

  it("answers 401 without a token as an ApplicationError with the server's code", async () => {
    api.tokens.actAs(null);
    const error = await rejectionOf(accounts.getUserByExternalId('someone'));
    expect(error).toBeInstanceOf(ApplicationError);
    expect(error).toMatchObject({ code: 'AUTH.TOKEN_MISSING' });
  });

  it('answers USER.NOT_FOUND for an account never created', async () => {
    const identity = await api.testApp.signUp();
    api.tokens.actAs(identity);
    await expect(accounts.getUserByExternalId(identity.uid)).rejects.toMatchObject({ code: 'USER.NOT_FOUND' });
  });

  it('hands the per-field messages of invalid input on', async () => {
    const identity = await api.testApp.signUp();
    api.tokens.actAs(identity);
    const error = await rejectionOf(accounts.createUser({ externalId: identity.uid, type: 'brand', name: 'Ana', email: 'não é e-mail', privacyPolicyVersion: '2020-01-01' }));
    // The consent's message comes keyed by the form's name, so it shows beside the checkbox.
    expect(error).toMatchObject({
      code: 'REQUEST.INVALID',
      fields: { email: 'Informe um e-mail válido.', privacyPolicyVersion: PRIVACY_CONSENT_OUTDATED_MESSAGE },
    });
  });

  it("stores the verified e-mail of the token, never the account's old one", async () => {
    const identity = await api.signUpAccount('creator', 'Ana Nova');
    const email = `ana-nova-${identity.uid.slice(0, 6).toLowerCase()}@example.com`;
    // As the link of "Alterar e-mail" does once followed: the provider holds the new, verified address.
    api.tokens.actAs(await changeTestUserEmail(emulatorHost(), identity, { email, emailVerified: true }));
    expect((await accounts.getUserByExternalId(identity.uid)).email).toBe(identity.email);
    expect(await accounts.syncEmail()).toMatchObject({ externalId: identity.uid, email });
    expect((await accounts.getUserByExternalId(identity.uid)).email).toBe(email);
  });
});
