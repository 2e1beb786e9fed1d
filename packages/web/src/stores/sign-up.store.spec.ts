import { describe, expect, it } from 'vitest';
import { aTestWorld } from '../testing/test-container.js';
import { SignUpStore } from './sign-up.store.js';

describe('SignUpStore', () => {
  it('lets the credentials step in only once a type was chosen', () => {
    const signUp = aTestWorld().stores.pageStore(SignUpStore);
    expect(signUp.canEnterCredentials).toBe(false);
    signUp.chooseType('creator');
    expect(signUp.type).toBe('creator');
    expect(signUp.canEnterCredentials).toBe(true);
  });

  it('keeps the name and e-mail between steps, and nothing about the password', () => {
    const signUp = aTestWorld().stores.pageStore(SignUpStore);
    signUp.chooseType('brand');
    signUp.keepCredentials('Loja da Ana', 'ana@loja.com.br');
    signUp.chooseType('creator');
    expect(signUp).toMatchObject({ type: 'creator', name: 'Loja da Ana', email: 'ana@loja.com.br' });
    expect(Object.keys(signUp).some((key) => key.toLowerCase().includes('password'))).toBe(false);
  });

  it("looks a CEP's place up, and fails with the service's code for an unknown one", async () => {
    const signUp = aTestWorld().stores.pageStore(SignUpStore);
    await expect(signUp.lookUpPostalCode('01310-100')).resolves.toEqual({ postalCode: '01310100', state: 'SP', city: 'São Paulo' });
    await expect(signUp.lookUpPostalCode('99999-999')).rejects.toMatchObject({ code: 'POSTAL_CODE.NOT_FOUND' });
  });

  it('saves the profile step, hands the session the saved account and forgets the steps', async () => {
    const world = aTestWorld();
    const { session } = world.stores;
    const signUp = world.stores.pageStore(SignUpStore);
    signUp.chooseType('creator');
    signUp.keepCredentials('Ana', 'ana@exemplo.com.br');
    await signUp.withEmail({ type: 'creator', name: 'Ana', email: 'ana@exemplo.com.br', password: 'segredo1' });
    await signUp.saveProfile({ phone: '(81) 98765-4321', address: { postalCode: '50000000', state: 'PE', city: 'Recife' }, categoryIds: [1] });
    expect(session.user).toMatchObject({ phone: '(81) 98765-4321', address: { city: 'Recife', state: 'PE' }, categories: [{ id: 1, name: 'Beleza' }] });
    expect(signUp).toMatchObject({ type: null, name: '', email: '' });
  });

  it('keeps the steps when saving fails', async () => {
    const signUp = aTestWorld().stores.pageStore(SignUpStore);
    signUp.chooseType('brand');
    await expect(signUp.saveProfile({ phone: '(11) 3456-7890' })).rejects.toMatchObject({ code: 'AUTH.TOKEN_MISSING' });
    expect(signUp.type).toBe('brand');
  });
});
