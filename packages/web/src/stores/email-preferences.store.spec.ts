import { describe, expect, it } from 'vitest';
import { aSignedUpAccount } from '../testing/accounts.builder.js';
import { aTestWorld } from '../testing/test-container.js';
import { EmailPreferencesStore } from './email-preferences.store.js';

describe('EmailPreferencesStore', () => {
  it('keeps security on whatever is switched, knows what is unsaved, and forgets the draft once saved', async () => {
    const world = aTestWorld();
    await aSignedUpAccount(world, 'creator', 'Ana Souza', 'ana@exemplo.com.br');
    const store = world.stores.pageStore(EmailPreferencesStore);
    await store.load();
    store.toggle('security', false);
    expect(store.preferences.find((preference) => preference.kind === 'security')?.email).toBe(true);
    expect(store.dirty).toBe(false);
    store.toggle('approval', false);
    expect(store.dirty).toBe(true);
    expect(await store.save()).toBe(true);
    expect(store.dirty).toBe(false);
    expect(world.email.updates).toEqual([[{ kind: 'approval', email: false }]]);
    store.toggle('approval', true);
    store.toggle('approval', false);
    expect(await store.save()).toBe(true);
    expect(world.email.updates).toHaveLength(1);
  });
});
