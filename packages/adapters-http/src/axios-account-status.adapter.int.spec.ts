import { changeTestUserEmail } from '@publi/auth-emulator';
import { startTestApp } from '@publi/server/testing';
import { describe, expect, it } from 'vitest';
import { AxiosAccountAdapter } from './axios-account.adapter.js';
import { useLiveApi } from './live-api.builder.js';

const api = useLiveApi(startTestApp);
const accounts = new AxiosAccountAdapter(api.client);

describe('AxiosAccountAdapter: reactivation, e-mail sync and brand fields against the server', () => {
  it('reactivates a deactivated account, which takes edits again', async () => {
    await api.signUpAccount('creator', 'Lia Prado');
    await accounts.deactivate();
    await expect(accounts.updateProfile({ miniBio: 'Antes' })).rejects.toMatchObject({ code: 'USER.INACTIVE' });
    expect(await accounts.reactivate()).toMatchObject({ name: 'Lia Prado', active: true });
    await expect(accounts.updateProfile({ miniBio: 'De volta' })).resolves.toMatchObject({ miniBio: 'De volta' });
  });

  it("stores the verified e-mail of the token, never the account's old one", async () => {
    const identity = await api.signUpAccount('creator', 'Ana Nova');
    const email = `ana-nova-${identity.uid.slice(0, 6).toLowerCase()}@example.com`;
    // As the link of "Alterar e-mail" does once followed: the provider holds the new, verified address.
    api.tokens.actAs(await changeTestUserEmail(process.env['FIREBASE_AUTH_EMULATOR_HOST'] ?? '', identity, { email, emailVerified: true }));
    expect((await accounts.getUserByExternalId(identity.uid)).email).toBe(identity.email);
    expect(await accounts.syncEmail()).toMatchObject({ externalId: identity.uid, email });
    expect((await accounts.getUserByExternalId(identity.uid)).email).toBe(email);
  });

  it('refuses to sync an e-mail the provider has not verified', async () => {
    const identity = await api.signUpAccount('brand');
    await expect(accounts.syncEmail()).rejects.toMatchObject({ code: 'USER.EMAIL_NOT_VERIFIED' });
    expect((await accounts.getUserByExternalId(identity.uid)).email).toBe(identity.email);
  });

  it("saves a brand's CNPJ as digits and its razão social, and refuses an invalid CNPJ beside the field", async () => {
    await api.signUpAccount('brand', 'Marca Sol');
    const saved = await accounts.updateProfile({ companyName: 'Sol', cnpj: '11.222.333/0001-81', legalName: 'Sol Cosméticos Ltda' });
    expect(saved).toMatchObject({ companyName: 'Sol', cnpj: '11222333000181', legalName: 'Sol Cosméticos Ltda' });
    await expect(accounts.updateProfile({ cnpj: '11.222.333/0001-00' })).rejects.toMatchObject({
      code: 'REQUEST.INVALID', fields: { cnpj: expect.stringContaining('CNPJ') as unknown },
    });
  });
});
