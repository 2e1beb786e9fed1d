import type { CreatorDetails } from '@publi/application';
import { aCreatorDetails } from './creator-card.builder.js';
import { aTestWorld, type TestWorld } from './test-container.js';
import { SignUpStore } from '../stores/sign-up.store.js';

/**
 * A world where creator Ana Silva (creator 7) signed up with e-mail and password and the app has
 * started with her session: what `/perfil` sees for a new creator (no bio, place, networks,
 * prices nor categories, unless `details` says so).
 */
export async function aSignedInCreator(details: Partial<CreatorDetails> = {}): Promise<TestWorld & { readonly externalId: string }> {
  const world = aTestWorld();
  await world.stores.session.start();
  const user = await world.stores.pageStore(SignUpStore).withEmail({ type: 'creator', name: 'Ana Silva', email: 'ana@exemplo.com.br', password: 'segredo1' });
  world.creators.addCreator(aCreatorDetails({ id: 7, userId: user.id, name: 'Ana Silva', miniBio: null, state: null, city: null,
    socialNetworks: [], prices: { stories: 0, feed: 0, tiktok: 0 }, categories: [], followers: 0, engagement: null, ...details,
   }), user.externalId);
  await world.stores.session.start();
  return { ...world, externalId: user.externalId };
}
