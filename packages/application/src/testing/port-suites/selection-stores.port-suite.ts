import type { CartDelivery } from '@publi/domain';
import { describe, expect, it } from 'vitest';
import type { SelectedCreator } from '../../model/selected-creator.model.js';
import type { SelectedCreatorsStorePort } from '../../ports/selected-creators-store.port.js';
import type { SelectedDeliveriesStorePort } from '../../ports/selected-deliveries-store.port.js';
import { SelectedCreatorsUseCase } from '../../use-cases/selected-creators.use-case.js';
import type { PortSuite } from './port-suite-world.js';

/** The two stores of a brand's or a visitor's selection, on one storage. */
export interface SelectionStores {
  readonly creators: SelectedCreatorsStorePort;
  readonly quantities: SelectedDeliveriesStorePort;
}

/**
 * What the selection's scenarios need: its stores on an empty storage, and the stores a
 * reloaded page gets (new adapters on the same storage: the browser's local storage, or the
 * in-memory stores' shared shelf).
 */
export interface SelectionSuiteWorld extends SelectionStores {
  reload(): SelectionStores;
}

const ana: SelectedCreator = { id: 11, name: 'Ana Souza', image: 'https://cdn.publi.test/ana.webp' };
const bia: SelectedCreator = { id: 12, name: 'Bia Lima', image: null };
const caio: SelectedCreator = { id: 13, name: 'Caio Reis', image: null };

/** The selection as the app reads it: the use case over the world's stores (or a reloaded page's). */
const selection = (stores: SelectionStores) => new SelectedCreatorsUseCase(stores.creators, stores.quantities);

/** {@link SelectedCreatorsStorePort}'s scenarios, the same in memory and on the browser's local storage. */
export const selectedCreatorsStorePortSuite: PortSuite<SelectionSuiteWorld> = (world) => {
  describe('SelectedCreatorsStorePort', () => {
    it('reads nothing before a save, then the saved list in its order, the next save replacing it, and nothing after a clear', () => {
      const { creators } = world();
      expect(creators.read()).toEqual([]);
      creators.save([caio, ana, bia]);
      expect(creators.read()).toEqual([caio, ana, bia]);
      creators.save([bia]);
      expect(creators.read()).toEqual([bia]);
      creators.clear();
      expect(creators.read()).toEqual([]);
    });

    it('keeps what was saved, not the array it was given', () => {
      const { creators } = world();
      const list = [ana];
      creators.save(list);
      list.push(bia);
      expect(creators.read()).toEqual([ana]);
    });

    it('keeps the list across a reload, and a clear on the reloaded page empties it for every page', () => {
      const w = world();
      w.creators.save([ana, bia]);
      const reloaded = w.reload();
      expect(reloaded.creators.read()).toEqual([ana, bia]);
      reloaded.creators.clear();
      expect(w.creators.read()).toEqual([]);
    });

    it('reads back only the entries shaped as a selected creator', () => {
      const { creators } = world();
      // Written by something else than the app (an older version, a hand edit), typed as what it pretends to be.
      const written = [ana, { id: '14', name: 'Davi', image: null }, { id: 15, name: 'Eva' }, null, { id: 16, name: 'Fábio', image: 7 }, bia];
      creators.save(written as unknown as SelectedCreator[]);
      expect(creators.read()).toEqual([ana, bia]);
    });

    it('gives the selection each creator once, in the order ticked, the same after a reload and empty after clearing', () => {
      const w = world();
      const chosen = selection(w);
      chosen.add(ana);
      chosen.add(bia);
      chosen.add(ana);
      chosen.toggle(caio);
      chosen.remove(bia.id);
      expect(chosen.list()).toEqual([ana, caio]);
      expect(selection(w.reload()).list()).toEqual([ana, caio]);
      // A list saved with a creator twice (an older version did) is read with each once.
      w.creators.save([bia, ana, bia]);
      expect(selection(w.reload()).list()).toEqual([bia, ana]);
      chosen.clear();
      expect(selection(w.reload()).list()).toEqual([]);
    });
  });
};

const oneStory = (creatorId: number): CartDelivery => ({ creatorId, stories: 1, feed: 0, tiktok: 0 });

/** {@link SelectedDeliveriesStorePort}'s scenarios, the same in memory and on the browser's local storage. */
export const selectedDeliveriesStorePortSuite: PortSuite<SelectionSuiteWorld> = (world) => {
  describe('SelectedDeliveriesStorePort', () => {
    it('reads nothing before a save, then one delivery per creator in the saved order, and nothing after a clear', () => {
      const { quantities } = world();
      expect(quantities.read()).toEqual([]);
      const saved = [{ creatorId: bia.id, stories: 0, feed: 2, tiktok: 1 }, oneStory(ana.id)];
      quantities.save(saved);
      expect(quantities.read()).toEqual(saved);
      quantities.clear();
      expect(quantities.read()).toEqual([]);
    });

    it('reads back only deliveries a cart can hold: whole counts of zero or more for a numeric creator id', () => {
      const { quantities } = world();
      quantities.save([
        oneStory(ana.id),
        { creatorId: bia.id, stories: -1, feed: 0, tiktok: 0 },
        { creatorId: caio.id, stories: 0, feed: 1.5, tiktok: 0 },
        { creatorId: '17', stories: 1, feed: 0, tiktok: 0 } as unknown as CartDelivery,
        { creatorId: 18, stories: 1 } as unknown as CartDelivery,
        { creatorId: 19, stories: 0, feed: 0, tiktok: 3 },
      ]);
      expect(quantities.read()).toEqual([oneStory(ana.id), { creatorId: 19, stories: 0, feed: 0, tiktok: 3 }]);
    });

    it('keeps the quantities apart from the list: clearing one leaves the other, across a reload', () => {
      const w = world();
      w.creators.save([ana]);
      w.quantities.save([oneStory(ana.id)]);
      w.creators.clear();
      expect(w.reload().quantities.read()).toEqual([oneStory(ana.id)]);
      w.creators.save([ana]);
      w.quantities.clear();
      expect(w.reload().creators.read()).toEqual([ana]);
    });

    it("asks one story of a creator without saved quantities, keeps each creator's own across a reload and forgets a removed creator's", () => {
      const w = world();
      const chosen = selection(w);
      chosen.add(ana);
      chosen.add(bia);
      chosen.setDelivery({ creatorId: bia.id, stories: 0, feed: 2, tiktok: 0 });
      const reloaded = selection(w.reload());
      expect(reloaded.deliveries()).toEqual([oneStory(ana.id), { creatorId: bia.id, stories: 0, feed: 2, tiktok: 0 }]);
      reloaded.remove(bia.id);
      expect(w.reload().quantities.read()).toEqual([]);
      reloaded.add(bia);
      expect(selection(w.reload()).deliveries()).toEqual([oneStory(ana.id), oneStory(bia.id)]);
    });
  });
};
