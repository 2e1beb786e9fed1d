import { describe, expect, it } from 'vitest';
import { aCreatorDetails } from '../testing/creator-card.builder.js';
import { aTestWorld } from '../testing/test-container.js';
import { AccountAccessStore } from './account-access.store.js';
import { ProfileEditorStore } from './profile-editor.store.js';
import { SignUpStore } from './sign-up.store.js';

describe('AccountAccessStore', () => {
  it('"criar senha" gives a Google-only creator a password, and the completion counts it at once', async () => {
    const world = aTestWorld();
    await world.stores.session.start();
    const user = await world.stores.pageStore(SignUpStore).withGoogle('creator', 'Ana');
    world.creators.addCreator(aCreatorDetails({ id: 7, userId: user.id }), user.externalId);
    await world.stores.session.start();
    const missingPassword = () => world.stores.pageStore(ProfileEditorStore).completion?.sections[0]?.missing.includes('Senha');
    expect(world.stores.pageStore(AccountAccessStore).hasPassword).toBe(false);
    expect(missingPassword()).toBe(true);
    await world.stores.pageStore(AccountAccessStore).createPassword('segredo1');
    expect(world.stores.pageStore(AccountAccessStore).hasPassword).toBe(true);
    expect(missingPassword()).toBe(false);
  });

  it('changes the e-mail only after the link was opened', async () => {
    const world = aTestWorld();
    await world.stores.session.start();
    await world.stores.pageStore(SignUpStore).withEmail({ type: 'brand', name: 'Ana', email: 'ana@exemplo.com.br', password: 'segredo1' });
    await world.stores.pageStore(AccountAccessStore).requestEmailChange('nova@exemplo.com.br');
    await expect(world.stores.pageStore(AccountAccessStore).confirmEmailChange()).rejects.toMatchObject({ code: 'USER.EMAIL_NOT_VERIFIED' });
    world.identity.openEmailChangeLink('nova@exemplo.com.br');
    await world.stores.pageStore(AccountAccessStore).confirmEmailChange();
    expect(world.stores.session.user?.email).toBe('nova@exemplo.com.br');
  });
});
