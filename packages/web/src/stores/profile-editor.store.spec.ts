import { describe, expect, it } from 'vitest';
import { aCreatorDetails } from '../testing/creator-card.builder.js';
import { aSignedInCreator } from '../testing/creator-world.testing.js';
import { ProfileEditorStore } from './profile-editor.store.js';
import { SignUpStore } from './sign-up.store.js';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52]);

describe('ProfileEditorStore', () => {
  it('climbs the meter as sections save, and the session (header, /home) follows at once', async () => {
    const world = await aSignedInCreator();
    const editor = world.stores.pageStore(ProfileEditorStore);
    await editor.load();
    const start = editor.completion?.percent ?? -1;
    await editor.savePrices({ stories: 15_000, feed: 30_000, tiktok: 5_000 });
    const afterPrices = editor.completion?.percent ?? -1;
    await editor.saveSocialNetworks([{ name: 'instagram', username: 'ana', link: 'https://www.instagram.com/ana', followers: 1200, engagement: 4.5 }]);
    const afterNetworks = editor.completion?.percent ?? -1;
    expect(start).toBeLessThan(afterPrices);
    expect(afterPrices).toBeLessThan(afterNetworks);
    expect(world.stores.ownCreator.creator?.completion.percent).toBe(afterNetworks);
    expect((await world.creators.getDetailsById(7)).prices).toEqual({ stories: 15_000, feed: 30_000, tiktok: 5_000 });
  });

  it('puts a new photo in the session user, which the header shows', async () => {
    const world = await aSignedInCreator();
    await world.stores.pageStore(ProfileEditorStore).savePhoto({ name: 'eu.png', type: 'image/png', bytes: PNG });
    expect(world.stores.session.user?.image).toMatch(/^memory:\/\/uploads\/profile\//);
  });

  it('refuses a renamed text file as a photo with the pt-BR reason, keeping the old photo', async () => {
    const world = await aSignedInCreator();
    const text = new TextEncoder().encode('isto não é uma imagem');
    await expect(world.stores.pageStore(ProfileEditorStore).savePhoto({ name: 'foto.png', type: 'image/png', bytes: text })).rejects.toMatchObject({
      code: 'UPLOAD.TYPE_NOT_ALLOWED', message: expect.stringContaining('Envie JPEG, PNG ou WebP') as unknown,
    });
    expect(world.stores.session.user?.image).toBeNull();
  });

  it('acting for a linked creator, loads that account and saves with its creatorId', async () => {
    const world = await aSignedInCreator();
    await world.stores.session.signOut();
    const agent = await world.stores.pageStore(SignUpStore).withEmail({ type: 'agent', name: 'Agência Sol', email: 'sol@exemplo.com.br', password: 'segredo1' });
    world.agents.setToken(agent.externalId, 'sol-token');
    world.session.signInAs(world.externalId);
    await world.agents.linkAgent(world.externalId, 'sol-token');
    world.session.signInAs(agent.externalId);
    world.stores.actingAs.set(7, 'Ana Silva');
    await world.stores.pageStore(ProfileEditorStore).load();
    expect(world.stores.pageStore(ProfileEditorStore).account?.user.name).toBe('Ana Silva');
    await world.stores.pageStore(ProfileEditorStore).savePrices({ stories: 20_000, feed: 0, tiktok: 0 });
    expect((await world.creators.getDetailsById(7)).prices.stories).toBe(20_000);
    expect(world.stores.pageStore(ProfileEditorStore).completion?.sections.find((section) => section.key === 'prices')?.percent).toBe(33);
    // The agent's own session is untouched by what was saved for Ana.
    expect(world.stores.session.user?.name).toBe('Agência Sol');
  });

  it('refuses acting for a creator who is not linked, and says so', async () => {
    const world = await aSignedInCreator();
    world.creators.addCreator(aCreatorDetails({ id: 8, name: 'Bia' }), 'bia-external');
    world.stores.actingAs.set(8, 'Bia');
    await world.stores.pageStore(ProfileEditorStore).load();
    expect(world.stores.pageStore(ProfileEditorStore).status).toBe('error');
    await expect(world.stores.pageStore(ProfileEditorStore).savePrices({ stories: 1, feed: 0, tiktok: 0 })).rejects.toMatchObject({ code: 'AGENT.NOT_LINKED' });
  });
});
