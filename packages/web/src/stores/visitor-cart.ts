import type { SelectedCreator, SelectedCreatorsUseCase } from '@publi/application';
import type { CartDelivery } from '@publi/domain';
import { makeAutoObservable } from 'mobx';

/**
 * The cart of someone not (yet) on the server cart: the selected creators and their quantities,
 * kept in local storage so both survive a reload, mirrored here so the screen follows them.
 */
export class VisitorCart {
  selected: readonly SelectedCreator[] = [];
  deliveries: readonly CartDelivery[] = [];

  constructor(private readonly selection: SelectedCreatorsUseCase) {
    makeAutoObservable<this, 'selection'>(this, { selection: false }, { autoBind: true });
    this.reload();
  }

  /** Reads the selection again from storage. */
  reload(): void {
    this.selected = this.selection.list();
    this.deliveries = this.selection.deliveries();
  }

  add(creator: SelectedCreator): void {
    this.selection.add(creator);
    this.reload();
  }

  remove(creatorId: number): void {
    this.selection.remove(creatorId);
    this.reload();
  }

  setDelivery(delivery: CartDelivery): void {
    this.deliveries = this.selection.setDelivery(delivery);
  }

  clear(): void {
    this.selection.clear();
    this.reload();
  }
}
