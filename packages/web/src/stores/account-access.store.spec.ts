import { describe, expect, it } from 'vitest';
import { aCreatorDetails } from '../testing/creator-card.builder.js';
import { aTestWorld } from '../testing/test-container.js';

describe('AccountAccessStore', () => {
  it('"criar senha" gives a Google-only creator a password, and the completion counts it at once', async () => {
    const world = aTestWorld();
    await world.stores.session.start();
    const user = await world.stores.signUp.withGoogle('creator', 'Ana');
    world.creators.addCreator(aCreatorDetails({ id: 7, userId: user.id }), user.externalId);
    await world.stores.session.start();
    const missingPassword = () => world.stores.profileEditor.completion?.sections[0]?.missing.includes('Senha');
    expect(world.stores.accountAccess.hasPassword).toBe(false);
    expect(missingPassword()).toBe(true);
    await world.stores.accountAccess.createPassword('segredo1');
    expect(world.stores.accountAccess.hasPassword).toBe(true);
    expect(missingPassword()).toBe(false);
  });

  it('changes the e-mail only after the link was opened', async () => {
    const world = aTestWorld();
    await world.stores.session.start();
    await world.stores.signUp.withEmail({ type: 'brand', name: 'Ana', email: 'ana@exemplo.com.br', password: 'segredo1' });
    await world.stores.accountAccess.requestEmailChange('nova@exemplo.com.br');
    await expect(world.stores.accountAccess.confirmEmailChange()).rejects.toMatchObject({ code: 'USER.EMAIL_NOT_VERIFIED' });
    world.identity.openEmailChangeLink('nova@exemplo.com.br');
    await world.stores.accountAccess.confirmEmailChange();
    expect(world.stores.session.user?.email).toBe('nova@exemplo.com.br');
  });
});
