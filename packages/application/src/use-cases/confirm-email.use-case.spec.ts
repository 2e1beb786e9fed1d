import { describe, expect, it } from 'vitest';
import { POLICY_VERSION } from '../testing/privacy.builder.js';
import { aWorld } from '../testing/world.builder.js';
import { ConfirmEmailUseCase } from './confirm-email.use-case.js';
import { SignUpUseCase } from './sign-up.use-case.js';

const signUpAna = (world: ReturnType<typeof aWorld>) =>
  new SignUpUseCase(world.identity, world.tokens, world.accounts).withEmail({
    email: 'ana@exemplo.com.br', password: 'segredo1', name: 'Ana', type: 'creator', privacyPolicyVersion: POLICY_VERSION,
  });

describe('ConfirmEmailUseCase', () => {
  it('starts a password sign-up unconfirmed, with the link already sent; after it is opened, the account is confirmed', async () => {
    const world = aWorld();
    const user = await signUpAna(world);
    expect(user.emailVerified).toBe(false);
    const confirmEmail = new ConfirmEmailUseCase(world.identity, world.tokens, world.accounts);
    await expect(confirmEmail.confirm()).rejects.toMatchObject({ code: 'USER.EMAIL_NOT_VERIFIED' });

    world.identity.openConfirmationLink('ana@exemplo.com.br');
    await expect(confirmEmail.confirm()).resolves.toMatchObject({ email: 'ana@exemplo.com.br', emailVerified: true });
  });

  it('sends the link again on request', async () => {
    const world = aWorld();
    await signUpAna(world);
    world.identity.openConfirmationLink('ana@exemplo.com.br');
    // The sign-up's link was used: a second one only exists once asked for.
    expect(() => { world.identity.openConfirmationLink('ana@exemplo.com.br'); }).toThrow();
    await new ConfirmEmailUseCase(world.identity, world.tokens, world.accounts).send();
    expect(() => { world.identity.openConfirmationLink('ana@exemplo.com.br'); }).not.toThrow();
  });

  it('takes a Google sign-up as confirmed, since Google vouches for the address', async () => {
    const world = aWorld();
    const user = await new SignUpUseCase(world.identity, world.tokens, world.accounts).withGoogle('brand', POLICY_VERSION);
    expect(user.emailVerified).toBe(true);
  });
});
