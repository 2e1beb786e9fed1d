import { defaultDelivery, deliveryPieces, type CartDelivery } from '@publi/domain';
import type { SelectedCreator } from '../model/selected-creator.model.js';
import type { SelectedCreatorsStorePort } from '../ports/selected-creators-store.port.js';
import type { SelectedDeliveriesStorePort } from '../ports/selected-deliveries-store.port.js';

function unique(creators: readonly SelectedCreator[]): SelectedCreator[] {
  const seen = new Set<number>();
  return creators.filter((creator) => !seen.has(creator.id) && seen.add(creator.id));
}

/**
 * The brand's ticked creators in local storage (`selected-creators`), and a visitor's quantities
 * for them under a key of their own. The list never holds a creator twice, even when storage was
 * edited by an older version of the app; a creator without saved quantities asks the default delivery.
 */
export class SelectedCreatorsUseCase {
  /** @param store - the list's storage. @param quantities - the quantities' storage. */
  constructor(private readonly store: SelectedCreatorsStorePort, private readonly quantities: SelectedDeliveriesStorePort) {}

  /** The list, each creator once. */
  list(): readonly SelectedCreator[] {
    return unique(this.store.read());
  }

  /** What is asked of each selected creator, in the list's order. */
  deliveries(): readonly CartDelivery[] {
    const saved = new Map(this.quantities.read().filter((delivery) => deliveryPieces(delivery) > 0).map((delivery) => [delivery.creatorId, delivery]));
    return this.list().map((creator) => saved.get(creator.id) ?? defaultDelivery(creator.id));
  }

  /** Whether the creator is selected. */
  has(creatorId: number): boolean {
    return this.store.read().some((creator) => creator.id === creatorId);
  }

  /** Adds the creator (no change when already there). */
  add(creator: SelectedCreator): readonly SelectedCreator[] {
    return this.save([...this.list(), creator]);
  }

  /** Removes the creator and what was asked of them. */
  remove(creatorId: number): readonly SelectedCreator[] {
    const list = this.save(this.list().filter((creator) => creator.id !== creatorId));
    this.quantities.save(this.quantities.read().filter((delivery) => delivery.creatorId !== creatorId));
    return list;
  }

  /** Adds the creator when absent, removes it when present. */
  toggle(creator: SelectedCreator): readonly SelectedCreator[] {
    return this.has(creator.id) ? this.remove(creator.id) : this.add(creator);
  }

  /** Keeps what is asked of a selected creator; a creator not in the list is no change. */
  setDelivery(delivery: CartDelivery): readonly CartDelivery[] {
    if (this.has(delivery.creatorId)) {
      const others = this.quantities.read().filter((saved) => saved.creatorId !== delivery.creatorId);
      this.quantities.save([...others, delivery]);
    }
    return this.deliveries();
  }

  /** Empties the list and its quantities. */
  clear(): void {
    this.store.clear();
    this.quantities.clear();
  }

  private save(creators: readonly SelectedCreator[]): readonly SelectedCreator[] {
    const list = unique(creators);
    this.store.save(list);
    return list;
  }
}
