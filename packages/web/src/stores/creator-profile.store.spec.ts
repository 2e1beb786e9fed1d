import { ApplicationError } from '@publi/application';
import { describe, expect, it } from 'vitest';
import { aCreatorDetails } from '../testing/creator-card.builder.js';
import { aTestWorld } from '../testing/test-container.js';
import { CreatorProfileStore } from './creator-profile.store.js';

function aWorldWithAna() {
  const world = aTestWorld();
  world.creators.addCreator(aCreatorDetails({ id: 42, slug: 'ana-silva' }), 'ana-external');
  return world;
}

describe('CreatorProfileStore', () => {
  it('opens a creator by id and by slug', async () => {
    const store = aWorldWithAna().stores.creatorProfile;
    await store.load('42');
    expect(store.status).toBe('ready');
    expect(store.creator?.name).toBe('Ana Silva');
    await store.load('ana-silva');
    expect(store.creator?.id).toBe(42);
  });

  it('tells "not found" from other failures', async () => {
    const store = aWorldWithAna().stores.creatorProfile;
    await store.load('ninguem');
    expect(store.status).toBe('not-found');
    expect(store.creator).toBeNull();
    const failing = new CreatorProfileStore({ execute: () => Promise.reject(new ApplicationError('NETWORK.UNREACHABLE')) });
    await failing.load('42');
    expect(failing.status).toBe('error');
  });

  it('keeps only the latest creator asked for', async () => {
    let releaseFirst: () => void = () => undefined;
    const store = new CreatorProfileStore({
      execute: (key) =>
        key === 'lenta'
          ? new Promise((resolve) => { releaseFirst = () => { resolve(aCreatorDetails({ name: 'Lenta' })); }; })
          : Promise.resolve(aCreatorDetails({ name: 'Rápida' })),
    });
    const slow = store.load('lenta');
    await store.load('rapida');
    releaseFirst();
    await slow;
    expect(store.creator?.name).toBe('Rápida');
  });
});
