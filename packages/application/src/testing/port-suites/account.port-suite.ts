import { describe, expect, it } from 'vitest';
import type { AccountPort } from '../../ports/account.port.js';
import { expectRefusal, type PortSuite, type PortSuiteWorld } from './port-suite-world.js';

/** What the account's scenarios need: the adapter and people. */
export interface AccountSuiteWorld extends PortSuiteWorld {
  readonly accounts: AccountPort;
}

const A_BANK_ACCOUNT = { accountType: 'corrente', account: '12345-1', agency: '1234', bankCode: '260', ownerName: 'Marca Ltda', ownerDocument: '529.982.247-25' } as const;

/** {@link AccountPort}'s scenarios, the same for the in-memory and the HTTP adapter. */
export const accountPortSuite: PortSuite<AccountSuiteWorld> = (world) => {
  describe('AccountPort', () => {
    it('reads the own account, and refuses it to anyone else and without a token', async () => {
      const w = world();
      const rita = await w.signUp('brand', 'Rita Gomes');
      expect(await w.accounts.getUserByExternalId(rita.externalId)).toMatchObject({
        id: rita.userId, externalId: rita.externalId, type: 'brand', name: 'Rita Gomes', active: true, address: null, categories: [],
      });
      await w.signUp('brand', 'Eva Prado');
      await expectRefusal(w.accounts.getUserByExternalId(rita.externalId), 'AUTH.FORBIDDEN', 'Você não tem permissão para fazer isso.');
      w.actAs(null);
      await expectRefusal(w.accounts.getUserByExternalId(rita.externalId), 'AUTH.TOKEN_MISSING', 'Entre na sua conta para continuar.');
    });

    it('updates the profile, the address (CEP as digits, state as its sigla) and the sign-up step', async () => {
      const w = world();
      await w.signUp('brand', 'Marca Teste');
      expect(await w.accounts.updateProfile({ miniBio: 'Moda circular', website: null })).toMatchObject({ miniBio: 'Moda circular', website: null });
      const withAddress = await w.accounts.updateAddress({ postalCode: '01310-100', city: 'São Paulo', state: 'sp', street: 'Avenida Paulista' });
      expect(withAddress.address).toEqual({ postalCode: '01310100', street: 'Avenida Paulista', number: null, complement: null, neighborhood: null, city: 'São Paulo', state: 'SP' });
      expect((await w.accounts.updateCategories([])).categories).toEqual([]);
      const saved = await w.accounts.saveUserInfo({ name: 'Marca Nova', address: { postalCode: '50000-000', city: 'Recife', state: 'PE' } });
      expect(saved).toMatchObject({ name: 'Marca Nova', address: { postalCode: '50000000', city: 'Recife', state: 'PE' } });
    });

    it("keeps a brand's CNPJ as digits with its razão social, and refuses an invalid CNPJ beside the field", async () => {
      const w = world();
      await w.signUp('brand', 'Marca Sol');
      const saved = await w.accounts.updateProfile({ companyName: 'Sol', cnpj: '11.222.333/0001-81', legalName: 'Sol Cosméticos Ltda' });
      expect(saved).toMatchObject({ companyName: 'Sol', cnpj: '11222333000181', legalName: 'Sol Cosméticos Ltda' });
      await expect(w.accounts.updateProfile({ cnpj: '11.222.333/0001-00' })).rejects.toMatchObject({
        code: 'REQUEST.INVALID',
        message: 'Alguns campos estão inválidos. Confira e tente de novo.',
        fields: { cnpj: 'Informe um CNPJ válido, como 11.222.333/0001-81.' },
      });
    });

    it('sets the account type once', async () => {
      const w = world();
      await w.signUp('brand', 'Bia Marca');
      await expectRefusal(w.accounts.setAccountType('creator'), 'USER.TYPE_ALREADY_SET', 'O tipo da conta já foi definido e não pode mudar.');
      expect((await w.accounts.setAccountType('brand')).type).toBe('brand');
    });

    it("replaces the social networks and keeps the bank account, refusing a bank code that isn't 3 digits", async () => {
      const w = world();
      await w.signUp('brand', 'Marca Teste');
      expect(await w.accounts.setSocialNetworks([{ name: 'instagram', username: '@marca.teste', followers: 1200 }])).toEqual([
        { name: 'instagram', username: 'marca.teste', link: null, followers: 1200, engagement: null },
      ]);
      expect(await w.accounts.getBankAccount()).toBeNull();
      expect(await w.accounts.setBankAccount(A_BANK_ACCOUNT)).toMatchObject({
        bankCode: '260', bankName: expect.stringMatching(/nu pagamentos/i) as unknown, accountType: 'corrente', ownerName: 'Marca Ltda', ownerDocument: '52998224725', pixKey: null, pixKeyType: null,
      });
      expect(await w.accounts.getBankAccount()).toMatchObject({ bankCode: '260', agency: '1234' });
      await expect(w.accounts.setBankAccount({ ...A_BANK_ACCOUNT, bankCode: '26' })).rejects.toMatchObject({
        code: 'REQUEST.INVALID', fields: { bankCode: 'Informe o código do banco com 3 dígitos, como 260.' },
      });
    });

    it('refuses edits to a deactivated account until it is reactivated', async () => {
      const w = world();
      await w.signUp('creator', 'Lia Prado');
      await w.accounts.deactivate();
      await expectRefusal(w.accounts.updateProfile({ miniBio: 'Antes' }), 'USER.INACTIVE', 'Esta conta está desativada.');
      expect(await w.accounts.reactivate()).toMatchObject({ name: 'Lia Prado', active: true });
      await expect(w.accounts.updateProfile({ miniBio: 'De volta' })).resolves.toMatchObject({ miniBio: 'De volta' });
    });

    it('refuses to take an e-mail the provider has not verified', async () => {
      const w = world();
      const brand = await w.signUp('brand', 'Marca Teste');
      const before = (await w.accounts.getUserByExternalId(brand.externalId)).email;
      await expectRefusal(w.accounts.syncEmail(), 'USER.EMAIL_NOT_VERIFIED', 'Ainda não vimos a confirmação: abra o link que enviamos para o seu e-mail e tente de novo.');
      expect((await w.accounts.getUserByExternalId(brand.externalId)).email).toBe(before);
    });
  });
};
