import { describe, expect, it } from 'vitest';
import { aWorld } from '../testing/world.builder.js';
import { AccountAccessUseCase } from './account-access.use-case.js';
import { SignUpUseCase } from './sign-up.use-case.js';

async function signedUp(how: 'email' | 'google') {
  const world = aWorld();
  const signUp = new SignUpUseCase(world.identity, world.tokens, world.accounts);
  const user = how === 'email'
    ? await signUp.withEmail({ type: 'creator', name: 'Ana', email: 'ana@exemplo.com.br', password: 'segredo1' })
    : await signUp.withGoogle('creator');
  return { world, user, access: new AccountAccessUseCase(world.identity, world.tokens, world.accounts) };
}

describe('AccountAccessUseCase', () => {
  it('asks for the current password when the provider wants a recent sign-in, then changes it', async () => {
    const { world, access } = await signedUp('email');
    world.identity.requireRecentSignIn();
    await expect(access.changePassword('novasenha')).rejects.toMatchObject({ code: 'IDENTITY.REAUTH_REQUIRED' });
    await expect(access.changePassword('novasenha', 'errada')).rejects.toMatchObject({ code: 'IDENTITY.WRONG_CREDENTIALS' });
    await access.changePassword('novasenha', 'segredo1');
    await world.identity.signOut();
    await expect(world.identity.signInWithEmail('ana@exemplo.com.br', 'novasenha')).resolves.toMatchObject({ email: 'ana@exemplo.com.br' });
  });

  it('offers a Google-only account a password of its own ("criar senha")', async () => {
    const { access } = await signedUp('google');
    expect(access.hasPassword()).toBe(false);
    await access.createPassword('segredo1');
    expect(access.hasPassword()).toBe(true);
  });

  it('changes the e-mail only once the link sent to it is opened', async () => {
    const { world, access } = await signedUp('email');
    await access.requestEmailChange(' nova@exemplo.com.br ');
    await expect(access.confirmEmailChange()).rejects.toMatchObject({ code: 'USER.EMAIL_NOT_VERIFIED' });
    world.identity.openEmailChangeLink('nova@exemplo.com.br');
    await expect(access.confirmEmailChange()).resolves.toMatchObject({ email: 'nova@exemplo.com.br' });
  });
});
