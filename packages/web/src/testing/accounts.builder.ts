import type { User } from '@publi/application';
import { aCreatorDetails } from './creator-card.builder.js';
import type { TestWorld } from './test-container.js';
import { SignInStore } from '../stores/sign-in.store.js';
import { SignUpStore } from '../stores/sign-up.store.js';

const PASSWORD = 'segredo1';

/** Starts the session and signs up `type` with `name`; the session holds the new account. */
export async function aSignedUpAccount(world: TestWorld, type: 'creator' | 'brand' | 'agent', name: string, email: string): Promise<User> {
  if (world.stores.session.isStarting) await world.stores.session.start();
  return world.stores.pageStore(SignUpStore).withEmail({ type, name, email, password: PASSWORD });
}

/** A signed-in creator with a public profile (creator `creatorId`), loaded into the session as startup would. */
export async function aSignedInCreator(world: TestWorld, { name = 'Ana Silva', creatorId = 11 } = {}): Promise<User> {
  const slug = name.toLowerCase().replace(/\s+/g, '-');
  const user = await aSignedUpAccount(world, 'creator', name, `${slug}@exemplo.com.br`);
  world.creators.addCreator(aCreatorDetails({ id: creatorId, userId: user.id, slug, name }), user.externalId);
  await world.stores.session.loadSignedInAccount();
  return user;
}

/** Signs out and in again as `email` (the demo password), as someone coming back. */
export async function signInAgain(world: TestWorld, email: string): Promise<void> {
  await world.stores.session.signOut();
  await world.stores.pageStore(SignInStore).withEmail(email, PASSWORD);
}
