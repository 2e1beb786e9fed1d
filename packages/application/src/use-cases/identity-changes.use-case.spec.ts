import { POLICY_VERSION } from '../testing/privacy.builder.js';
import { describe, expect, it } from 'vitest';
import { aWorld } from '../testing/world.builder.js';
import { ChangeEmailUseCase } from './change-email.use-case.js';
import { ChangePasswordUseCase } from './change-password.use-case.js';
import { CreatePasswordUseCase } from './create-password.use-case.js';
import { SignUpUseCase } from './sign-up.use-case.js';

async function signedUpWithEmail() {
  const world = aWorld();
  await new SignUpUseCase(world.identity, world.tokens, world.accounts).withEmail({
    email: 'ana@exemplo.com.br', password: 'segredo1', name: 'Ana', type: 'creator', privacyPolicyVersion: POLICY_VERSION,
  });
  return world;
}

describe('ChangePasswordUseCase', () => {
  it('changes the password: the new one signs in, the old one no longer does', async () => {
    const world = await signedUpWithEmail();
    await new ChangePasswordUseCase(world.identity).execute('segredo2');
    await world.identity.signOut();
    await expect(world.identity.signInWithEmail('ana@exemplo.com.br', 'segredo1')).rejects.toMatchObject({ code: 'IDENTITY.WRONG_CREDENTIALS' });
    await expect(world.identity.signInWithEmail('ana@exemplo.com.br', 'segredo2')).resolves.toMatchObject({ email: 'ana@exemplo.com.br' });
  });

  it('asks for the current password when the sign-in is old, then reauthenticates and retries', async () => {
    const world = await signedUpWithEmail();
    world.identity.requireRecentSignIn();
    const change = new ChangePasswordUseCase(world.identity);
    await expect(change.execute('segredo2')).rejects.toMatchObject({ code: 'IDENTITY.REAUTH_REQUIRED' });
    await expect(change.execute('segredo2', 'errada')).rejects.toMatchObject({ code: 'IDENTITY.WRONG_CREDENTIALS' });
    await change.execute('segredo2', 'segredo1');
    await expect(world.identity.reauthenticate('segredo2')).resolves.toBeUndefined();
  });
});

describe('CreatePasswordUseCase', () => {
  it('gives a Google-only account a password, which then counts on the account', async () => {
    const world = aWorld();
    const user = await new SignUpUseCase(world.identity, world.tokens, world.accounts).withGoogle('creator', POLICY_VERSION);
    const create = new CreatePasswordUseCase(world.identity);
    expect(create.canCreate()).toBe(true);
    expect((await world.accounts.getUserByExternalId(user.externalId)).hasPassword).toBe(false);
    await create.execute('segredo1');
    expect(create.canCreate()).toBe(false);
    expect((await world.accounts.getUserByExternalId(user.externalId)).hasPassword).toBe(true);
    await expect(create.execute('outra-senha')).rejects.toMatchObject({ code: 'IDENTITY.PASSWORD_ALREADY_SET' });
  });
});

describe('ChangeEmailUseCase', () => {
  const changer = (world: ReturnType<typeof aWorld>) => new ChangeEmailUseCase(world.identity, world.tokens, world.accounts);

  it('changes nothing until the link is opened, then stores the verified e-mail on the account', async () => {
    const world = await signedUpWithEmail();
    const change = changer(world);
    await change.request(' nova@exemplo.com.br ');
    expect(world.identity.pendingEmailChange('uid-1')).toBe('nova@exemplo.com.br');
    await expect(change.confirm('nova@exemplo.com.br')).rejects.toMatchObject({ code: 'USER.EMAIL_NOT_VERIFIED' });
    expect((await world.accounts.getUserByExternalId('uid-1')).email).toBe('ana@exemplo.com.br');

    world.identity.openEmailChangeLink('nova@exemplo.com.br');
    const user = await change.confirm('nova@exemplo.com.br');
    expect(user.email).toBe('nova@exemplo.com.br');
    expect(world.tokens.read()).not.toBeNull();
    await world.identity.signOut();
    await expect(world.identity.signInWithEmail('nova@exemplo.com.br', 'segredo1')).resolves.toMatchObject({ uid: 'uid-1' });
  });

  it('refuses a malformed e-mail before asking, and asks for the password on an old sign-in', async () => {
    const world = await signedUpWithEmail();
    const change = changer(world);
    await expect(change.request('sem-arroba')).rejects.toMatchObject({ code: 'IDENTITY.INVALID_EMAIL' });
    world.identity.requireRecentSignIn();
    await expect(change.request('nova@exemplo.com.br')).rejects.toMatchObject({ code: 'IDENTITY.REAUTH_REQUIRED' });
    expect(world.identity.pendingEmailChange('uid-1')).toBeNull();
    await change.request('nova@exemplo.com.br', 'segredo1');
    expect(world.identity.pendingEmailChange('uid-1')).toBe('nova@exemplo.com.br');
  });
});
