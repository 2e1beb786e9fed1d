import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { InMemorySelectedCreatorsStore } from '../in-memory/in-memory-selected-creators-store.adapter.js';
import type { SelectedCreator } from '../model/selected-creator.model.js';
import { SelectedCreatorsUseCase } from './selected-creators.use-case.js';

const creator = (id: number): SelectedCreator => ({ id, name: `Criador ${String(id)}`, image: null });

describe('SelectedCreatorsUseCase', () => {
  it('adds, toggles and clears, saving to the store', () => {
    const store = new InMemorySelectedCreatorsStore();
    const selected = new SelectedCreatorsUseCase(store);
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
    expect(new SelectedCreatorsUseCase(store).list()).toEqual([creator(1), creator(2)]);
  });

  it('never duplicates a creator, whatever is added, toggled and removed', () => {
    const action = fc.record({ kind: fc.constantFrom('add', 'toggle', 'remove'), id: fc.integer({ min: 1, max: 6 }) });
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 6 })), fc.array(action), (stored, actions) => {
        const store = new InMemorySelectedCreatorsStore();
        store.save(stored.map(creator));
        const selected = new SelectedCreatorsUseCase(store);
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
});
