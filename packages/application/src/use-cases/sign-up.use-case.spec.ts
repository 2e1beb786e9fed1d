import { POLICY_VERSION } from '../testing/privacy.builder.js';
import { decodeLoginToken } from '@publi/domain';
import { describe, expect, it } from 'vitest';
import { aWorld } from '../testing/world.builder.js';
import { ChooseAccountTypeUseCase } from './choose-account-type.use-case.js';
import { SignUpUseCase } from './sign-up.use-case.js';

describe('SignUpUseCase', () => {
  it('creates the identity and the account with the chosen type, and keeps the token', async () => {
    const world = aWorld();
    const user = await new SignUpUseCase(world.identity, world.tokens, world.accounts).withEmail({
      email: 'ana@exemplo.com.br', password: 'segredo1', name: 'Ana', type: 'creator', privacyPolicyVersion: POLICY_VERSION,
    });
    expect(user).toMatchObject({ name: 'Ana', email: 'ana@exemplo.com.br', type: 'creator', active: true });
    expect(decodeLoginToken(world.tokens.read())?.user_id).toBe(user.externalId);
  });

  it('signs up with Google, naming the person after the e-mail', async () => {
    const world = aWorld();
    const user = await new SignUpUseCase(world.identity, world.tokens, world.accounts).withGoogle('brand', POLICY_VERSION);
    expect(user).toMatchObject({ name: 'ana', email: 'ana@gmail.com', type: 'brand' });
  });

  it('refuses an e-mail already in use with the provider code', async () => {
    const world = aWorld();
    const signUp = new SignUpUseCase(world.identity, world.tokens, world.accounts);
    const input = { email: 'ana@exemplo.com.br', password: 'segredo1', name: 'Ana', type: 'brand', privacyPolicyVersion: POLICY_VERSION } as const;
    await signUp.withEmail(input);
    await expect(signUp.withEmail(input)).rejects.toMatchObject({ code: 'IDENTITY.EMAIL_IN_USE' });
  });
});

describe('ChooseAccountTypeUseCase', () => {
  it('keeps the first choice and refuses a different one', async () => {
    const world = aWorld();
    await new SignUpUseCase(world.identity, world.tokens, world.accounts).withGoogle('creator', POLICY_VERSION);
    const choose = new ChooseAccountTypeUseCase(world.accounts);
    await expect(choose.execute('creator')).resolves.toMatchObject({ type: 'creator' });
    await expect(choose.execute('brand')).rejects.toMatchObject({ code: 'USER.TYPE_ALREADY_SET' });
  });
});
