import { POLICY_VERSION } from '../testing/privacy.builder.js';
import { describe, expect, it } from 'vitest';
import { InMemoryAccountAdapter } from './in-memory-account.adapter.js';
import { InMemoryClock } from './in-memory-clock.adapter.js';
import { InMemorySession } from './in-memory-session.js';

function accounts() {
  const session = new InMemorySession();
  return { session, accounts: new InMemoryAccountAdapter(session, new InMemoryClock(1_767_225_600), (externalId) => externalId === 'ana') };
}

const ana = { externalId: 'ana', type: 'creator', name: 'Ana', email: 'ana@exemplo.com.br', privacyPolicyVersion: POLICY_VERSION } as const;

describe('InMemoryAccountAdapter', () => {
  it('creates the signed-in account, stamped with the clock', async () => {
    const { session, accounts: port } = accounts();
    session.signInAs('ana');
    await expect(port.createUser(ana)).resolves.toMatchObject({ id: 1, createdAt: '2026-01-01T00:00:00.000Z', type: 'creator', address: null });
  });

  it('answers the server codes: no token, another external id, twice the same e-mail, another account, unknown user', async () => {
    const { session, accounts: port } = accounts();
    await expect(port.createUser(ana)).rejects.toMatchObject({ code: 'AUTH.TOKEN_MISSING' });
    session.signInAs('bia');
    await expect(port.createUser(ana)).rejects.toMatchObject({ code: 'USER.EXTERNAL_ID_MISMATCH' });
    await port.createUser({ ...ana, externalId: 'bia' });
    session.signInAs('ana');
    await expect(port.createUser(ana)).rejects.toMatchObject({ code: 'USER.ALREADY_EXISTS' });
    await expect(port.getUserByExternalId('bia')).rejects.toMatchObject({ code: 'AUTH.FORBIDDEN' });
    session.signInAs('carla');
    await expect(port.getUserByExternalId('carla')).rejects.toMatchObject({ code: 'USER.NOT_FOUND' });
    await expect(port.updateProfile({ name: 'Ana' })).rejects.toMatchObject({ code: 'USER.NOT_FOUND' });
  });

  it('saves the sign-up profile step, address and categories together', async () => {
    const { session, accounts: port } = accounts();
    session.signInAs('ana');
    await port.createUser(ana);
    const user = await port.saveUserInfo({ phone: '81999990000', address: { postalCode: '50030-230', city: 'Recife', state: 'PE' }, categoryIds: [1] });
    expect(user).toMatchObject({ name: 'Ana', phone: '81999990000', address: { postalCode: '50030230' }, categories: [{ id: 1, name: 'Beleza' }] });
  });
});
