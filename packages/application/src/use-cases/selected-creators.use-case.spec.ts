import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { InMemorySelectedCreatorsStore } from '../in-memory/in-memory-selected-creators-store.adapter.js';
import { InMemorySelectedDeliveriesStore } from '../in-memory/in-memory-selected-deliveries-store.adapter.js';
import type { SelectedCreator } from '../model/selected-creator.model.js';
import { SelectedCreatorsUseCase } from './selected-creators.use-case.js';

const creator = (id: number): SelectedCreator => ({ id, name: `Criador ${String(id)}`, image: null });

describe('SelectedCreatorsUseCase', () => {
  it('adds, toggles and clears, saving to the store', () => {
    const store = new InMemorySelectedCreatorsStore();
    const selected = new SelectedCreatorsUseCase(store, new InMemorySelectedDeliveriesStore());
    selected.add(creator(1));
    selected.toggle(creator(2));
    selected.toggle(creator(1));
    expect(store.read()).toEqual([creator(2)]);
    selected.clear();
    expect(selected.list()).toEqual([]);
  });

  it('reads a stored list with duplicates as each creator once', () => {
    const store = new InMemorySelectedCreatorsStore();
    store.save([creator(1), creator(1), creator(2)]);
    expect(new SelectedCreatorsUseCase(store, new InMemorySelectedDeliveriesStore()).list()).toEqual([creator(1), creator(2)]);
  });

  it('never duplicates a creator, whatever is added, toggled and removed', () => {
    const action = fc.record({ kind: fc.constantFrom('add', 'toggle', 'remove'), id: fc.integer({ min: 1, max: 6 }) });
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 6 })), fc.array(action), (stored, actions) => {
        const store = new InMemorySelectedCreatorsStore();
        store.save(stored.map(creator));
        const selected = new SelectedCreatorsUseCase(store, new InMemorySelectedDeliveriesStore());
        for (const { kind, id } of actions) {
          if (kind === 'add') selected.add(creator(id));
          else if (kind === 'toggle') selected.toggle(creator(id));
          else selected.remove(id);
        }
        const ids = selected.list().map((c) => c.id);
        expect(new Set(ids).size).toBe(ids.length);
        if (actions.length > 0) expect(new Set(store.read().map((c) => c.id)).size).toBe(store.read().length);
      }),
    );
  });

  it('keeps a visitor\'s quantities beside the list, which keeps its {id, name, image} shape', () => {
    const store = new InMemorySelectedCreatorsStore();
    const quantities = new InMemorySelectedDeliveriesStore();
    const selected = new SelectedCreatorsUseCase(store, quantities);
    selected.add(creator(1));
    selected.add(creator(2));
    selected.setDelivery({ creatorId: 2, stories: 0, feed: 3, tiktok: 1 });
    selected.setDelivery({ creatorId: 9, stories: 5, feed: 0, tiktok: 0 });
    const reloaded = new SelectedCreatorsUseCase(store, quantities);
    expect(reloaded.deliveries()).toEqual([
      { creatorId: 1, stories: 1, feed: 0, tiktok: 0 },
      { creatorId: 2, stories: 0, feed: 3, tiktok: 1 },
    ]);
    expect(store.read()).toEqual([creator(1), creator(2)]);
    reloaded.remove(2);
    reloaded.add(creator(2));
    expect(reloaded.deliveries()[1]).toEqual({ creatorId: 2, stories: 1, feed: 0, tiktok: 0 });
    reloaded.clear();
    expect(quantities.read()).toEqual([]);
  });

  it('answers one delivery per selected creator, in the list\'s order, whatever the stored quantities', () => {
    const aDelivery = fc.record({ creatorId: fc.integer({ min: 1, max: 6 }), stories: fc.nat(3), feed: fc.nat(3), tiktok: fc.nat(3) });
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 6 })), fc.array(aDelivery), (ids, stored) => {
        const store = new InMemorySelectedCreatorsStore();
        const quantities = new InMemorySelectedDeliveriesStore();
        store.save(ids.map(creator));
        quantities.save(stored);
        const selected = new SelectedCreatorsUseCase(store, quantities);
        const deliveries = selected.deliveries();
        expect(deliveries.map((d) => d.creatorId)).toEqual(selected.list().map((c) => c.id));
        for (const d of deliveries) expect(d.stories + d.feed + d.tiktok).toBeGreaterThan(0);
      }),
    );
  });
});
