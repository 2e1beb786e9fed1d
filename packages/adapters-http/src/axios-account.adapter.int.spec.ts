import { PRIVACY_CONSENT_OUTDATED_MESSAGE, PRIVACY_POLICY_VERSION } from '@publi/contract';
import { ApplicationError } from '@publi/application';
import { signInWithGoogleTestUser } from '@publi/auth-emulator';
import { startTestApp } from '@publi/server/testing';
import { describe, expect, it } from 'vitest';
import { AxiosAccountAdapter } from './axios-account.adapter.js';
import { rejectionOf, useLiveApi } from './live-api.builder.js';

const api = useLiveApi(startTestApp);
const accounts = new AxiosAccountAdapter(api.client);

describe('AxiosAccountAdapter against the server', () => {
  it('creates a user and reads it back in domain names', async () => {
    const identity = await api.testApp.signUp();
    api.tokens.actAs(identity);
    const created = await accounts.createUser({ externalId: identity.uid, type: 'brand', name: 'Ana Souza', email: identity.email, phone: '(11) 91234-5678', companyName: 'Ana Ltda', privacyPolicyVersion: PRIVACY_POLICY_VERSION });
    expect(created).toMatchObject({ externalId: identity.uid, type: 'brand', name: 'Ana Souza', phone: '11912345678', companyName: 'Ana Ltda', active: true, address: null });
    // An e-mail and password account of the emulator: its own read says it has a password.
    expect(await accounts.getUserByExternalId(identity.uid)).toEqual({ ...created, hasPassword: true });
  });

  it('reads a Google-only account as having no password', async () => {
    const google = await signInWithGoogleTestUser(process.env['FIREBASE_AUTH_EMULATOR_HOST'] ?? '');
    api.tokens.actAs(google);
    await accounts.createUser({ externalId: google.uid, type: 'creator', name: 'Ana Google', email: google.email, privacyPolicyVersion: PRIVACY_POLICY_VERSION });
    expect(await accounts.getUserByExternalId(google.uid)).toMatchObject({ externalId: google.uid, hasPassword: false });
  });

  it("answers 401 without a token with the server's code", async () => {
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

  it('updates the profile, address and categories, and saves the sign-up step', async () => {
    await api.signUpAccount('brand');
    expect(await accounts.updateProfile({ miniBio: 'Moda circular', website: null })).toMatchObject({ miniBio: 'Moda circular', website: null });
    const withAddress = await accounts.updateAddress({ postalCode: '01310-100', city: 'São Paulo', state: 'sp', street: 'Avenida Paulista' });
    expect(withAddress.address).toEqual({ postalCode: '01310100', street: 'Avenida Paulista', number: null, complement: null, neighborhood: null, city: 'São Paulo', state: 'SP' });
    expect((await accounts.updateCategories([])).categories).toEqual([]);
    const saved = await accounts.saveUserInfo({ name: 'Marca Nova', address: { postalCode: '50000000', city: 'Recife', state: 'PE' } });
    expect(saved).toMatchObject({ name: 'Marca Nova', address: { postalCode: '50000000', city: 'Recife', state: 'PE' } });
  });

  it('sets the account type once', async () => {
    const identity = await api.testApp.signUp();
    api.tokens.actAs(identity);
    await accounts.createUser({ externalId: identity.uid, type: 'brand', name: 'Bia', email: identity.email, privacyPolicyVersion: PRIVACY_POLICY_VERSION });
    await expect(accounts.setAccountType('creator')).rejects.toMatchObject({ code: 'USER.TYPE_ALREADY_SET' });
  });

  it('replaces the social networks and keeps the bank account', async () => {
    await api.signUpAccount('brand');
    const networks = await accounts.setSocialNetworks([{ name: 'instagram', username: '@marca.teste', followers: 1200 }]);
    expect(networks).toEqual([{ name: 'instagram', username: 'marca.teste', link: null, followers: 1200, engagement: null }]);
    expect(await accounts.getBankAccount()).toBeNull();
    const account = { accountType: 'corrente', account: '12345-1', agency: '1234', bankCode: '260', ownerName: 'Marca Ltda', ownerDocument: '529.982.247-25' } as const;
    expect(await accounts.setBankAccount(account)).toMatchObject({
      bankCode: '260', bankName: expect.stringMatching(/nu pagamentos/i) as unknown, accountType: 'corrente', ownerName: 'Marca Ltda',
      ownerDocument: '52998224725', pixKey: null, pixKeyType: null,
    });
    expect(await accounts.getBankAccount()).toMatchObject({ bankCode: '260', agency: '1234' });
    await expect(accounts.setBankAccount({ ...account, bankCode: '26' })).rejects.toMatchObject({ code: 'REQUEST.INVALID', fields: { bankCode: expect.stringContaining('3 dígitos') as unknown } });
  });

  it('deactivates the account', async () => {
    await api.signUpAccount('brand');
    await expect(accounts.deactivate()).resolves.toBeUndefined();
    await expect(accounts.updateProfile({ name: 'Depois' })).rejects.toMatchObject({ code: 'USER.INACTIVE' });
  });
});
