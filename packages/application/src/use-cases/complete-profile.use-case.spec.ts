import { POLICY_VERSION } from '../testing/privacy.builder.js';
import { describe, expect, it } from 'vitest';
import { aWorld } from '../testing/world.builder.js';
import { CompleteProfileUseCase } from './complete-profile.use-case.js';
import { SignUpUseCase } from './sign-up.use-case.js';

async function signedUpCreator() {
  const world = aWorld();
  await new SignUpUseCase(world.identity, world.tokens, world.accounts).withGoogle('creator', POLICY_VERSION, 'Ana');
  return { world, complete: new CompleteProfileUseCase(world.accounts) };
}

describe('CompleteProfileUseCase', () => {
  it('saves phone, address and categories in one go', async () => {
    const { world, complete } = await signedUpCreator();
    const user = await complete.execute({
      phone: ' (11) 98765-4321 ',
      address: { postalCode: '01310-100', city: 'São Paulo', state: 'SP', number: '100' },
      categoryIds: [2, 1, 2],
    });
    expect(user).toMatchObject({ phone: '(11) 98765-4321', address: { postalCode: '01310100', city: 'São Paulo', state: 'SP', number: '100', street: null } });
    expect(user.categories.map((category) => category.id)).toEqual([2, 1]);
    expect(await world.accounts.getUserByExternalId(user.externalId)).toEqual({ ...user, hasPassword: false, emailRefusedAt: null });
  });

  it('clears a blank phone and leaves what was not given unchanged', async () => {
    const { complete } = await signedUpCreator();
    await complete.execute({ phone: '(81) 3333-4444', categoryIds: [1] });
    const user = await complete.execute({ phone: '  ' });
    expect(user.phone).toBeNull();
    expect(user.name).toBe('Ana');
    expect(user.categories.map((category) => category.id)).toEqual([1]);
  });

  it('fails for someone signed out', async () => {
    const world = aWorld();
    await expect(new CompleteProfileUseCase(world.accounts).execute({ phone: '1' })).rejects.toMatchObject({ code: 'AUTH.TOKEN_MISSING' });
  });
});
