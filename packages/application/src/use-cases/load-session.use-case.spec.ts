import { POLICY_VERSION } from '../testing/privacy.builder.js';
import { describe, expect, it } from 'vitest';
import { fakeJwt } from '../in-memory/fake-jwt.js';
import { aCreatorDetails } from '../testing/creator.builder.js';
import { aWorld } from '../testing/world.builder.js';
import { LoadSessionUseCase, type StartupState } from './load-session.use-case.js';
import { SignUpUseCase } from './sign-up.use-case.js';

type World = ReturnType<typeof aWorld>;

const loader = (world: World) => new LoadSessionUseCase(world);

/** Everything of profile completion set for the signed-in creator `externalId`, but the password. */
async function completeTheProfile(world: World, externalId: string): Promise<void> {
  await world.accounts.updateProfile({ phone: '81998765432' });
  world.creators.addCreator(aCreatorDetails({
    miniBio: 'Criadora de conteúdo de moda em Recife.', image: '/api/uploads/profile/ana.png',
    socialNetworks: [{ name: 'instagram', username: 'ana.silva', link: null, followers: 12_000, engagement: 4.5 }],
    prices: { stories: 15_000, feed: 30_000, tiktok: 25_000 }, categories: [{ id: 1, name: 'Beleza' }],
  }), externalId);
  await world.creators.setBankAccount({ accountType: 'corrente', account: '12345-6', agency: '0001', bankCode: '260', ownerName: 'Ana Silva', ownerDocument: '52998224725' });
}

const missing = (state: Pick<StartupState, 'creator'>): readonly string[] =>
  state.creator?.completion.sections.flatMap((section) => section.missing) ?? ['no creator profile'];

describe('LoadSessionUseCase', () => {
  it('answers no session, with the reference lists, when no token is kept', async () => {
    const world = aWorld();
    const state = await loader(world).execute();
    expect(state).toMatchObject({ user: null, creator: null, error: null });
    expect(state.reference.categories.map((c) => c.name)).toEqual(['Beleza', 'Esportes']);
  });

  it('answers no session when the token has expired', async () => {
    const world = aWorld();
    await new SignUpUseCase(world.identity, world.tokens, world.accounts).withGoogle('brand', POLICY_VERSION);
    world.tokens.save(fakeJwt({ user_id: 'google-uid-1', exp: world.clock.nowSeconds() - 1 }));
    expect((await loader(world).execute()).user).toBeNull();
  });

  it("loads the token's user; a brand has no creator profile", async () => {
    const world = aWorld();
    await new SignUpUseCase(world.identity, world.tokens, world.accounts).withGoogle('brand', POLICY_VERSION);
    const state = await loader(world).execute();
    expect(state.user).toMatchObject({ externalId: 'google-uid-1', type: 'brand' });
    expect(state.creator).toBeNull();
  });

  it('judges the token kept when startup began, even if the cookie changes while the lists load', async () => {
    const world = aWorld();
    await new SignUpUseCase(world.identity, world.tokens, world.accounts).withGoogle('brand', POLICY_VERSION);
    const listBadges = world.reference.listBadges.bind(world.reference);
    // The identity provider's listener clearing the cookie mid-startup, as a late "signed out" would.
    world.reference.listBadges = () => {
      world.tokens.clear();
      return listBadges();
    };
    expect((await loader(world).execute()).user).toMatchObject({ externalId: 'google-uid-1' });
  });

  it('loads the account alone without asking for the reference lists again', async () => {
    const world = aWorld();
    await new SignUpUseCase(world.identity, world.tokens, world.accounts).withGoogle('brand', POLICY_VERSION);
    let listsAsked = 0;
    const listBadges = world.reference.listBadges.bind(world.reference);
    world.reference.listBadges = () => {
      listsAsked += 1;
      return listBadges();
    };
    expect((await loader(world).account()).user).toMatchObject({ externalId: 'google-uid-1' });
    expect(listsAsked).toBe(0);
  });

  it("loads a creator's profile, bank data and completion", async () => {
    const world = aWorld();
    await new SignUpUseCase(world.identity, world.tokens, world.accounts).withGoogle('creator', POLICY_VERSION);
    world.creators.addCreator(aCreatorDetails({ miniBio: 'Criadora de conteúdo' }), 'google-uid-1');
    await world.creators.setBankAccount({ accountType: 'poupanca', account: '12345-6', agency: '0001', bankCode: '260', ownerName: 'Ana', ownerDocument: '52998224725' });
    const state = await loader(world).execute();
    expect(state.creator?.bank).toMatchObject({ bankCode: '260' });
    expect(state.creator?.completion.percent).toBeGreaterThan(0);
    expect(state.creator?.completion.percent).toBeLessThan(100);
  });

  it('gives a complete profile of an e-mail and password account exactly 100', async () => {
    const world = aWorld();
    const user = await new SignUpUseCase(world.identity, world.tokens, world.accounts)
      .withEmail({ email: 'ana@exemplo.com.br', password: 'senha-123', name: 'Ana Silva', type: 'creator', privacyPolicyVersion: POLICY_VERSION });
    await completeTheProfile(world, user.externalId);
    const state = await loader(world).execute();
    expect(state.user?.hasPassword).toBe(true);
    expect(missing(state)).toEqual([]);
    expect(state.creator?.completion.percent).toBe(100);
  });

  it('counts "Senha" as missing for a Google-only account until it links a password', async () => {
    const world = aWorld();
    const user = await new SignUpUseCase(world.identity, world.tokens, world.accounts).withGoogle('creator', POLICY_VERSION, 'Ana Silva');
    await completeTheProfile(world, user.externalId);
    const before = await loader(world).execute();
    expect(before.user?.hasPassword).toBe(false);
    expect(missing(before)).toEqual(['Senha']);
    expect(before.creator?.completion.percent).toBe(97);

    await world.identity.linkPassword('senha-123');
    const after = await loader(world).account();
    expect(missing(after)).toEqual([]);
    expect(after.creator?.completion.percent).toBe(100);
  });

  it('logs a failed user load and answers its error for the toast', async () => {
    const world = aWorld();
    world.session.signInAs('nobody');
    world.tokens.save(fakeJwt({ user_id: 'nobody', exp: world.clock.nowSeconds() + 60 }));
    const state = await loader(world).execute();
    expect(state).toMatchObject({ user: null, error: { code: 'USER.NOT_FOUND', message: 'Usuário não encontrado.' } });
    expect(world.logger.errors).toHaveLength(1);
  });

  it('logs failed reference lists and still loads the user', async () => {
    const world = aWorld();
    await new SignUpUseCase(world.identity, world.tokens, world.accounts).withGoogle('brand', POLICY_VERSION);
    world.reference.failing = true;
    const state = await loader(world).execute();
    expect(state.reference).toEqual({ badges: [], brands: [], categories: [], subCategories: [] });
    expect(state.user).not.toBeNull();
    expect(world.logger.errors).toHaveLength(4);
  });
});
