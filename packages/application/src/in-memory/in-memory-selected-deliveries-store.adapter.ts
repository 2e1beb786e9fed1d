import type { CartDelivery } from '@publi/domain';
import type { SelectedDeliveriesStorePort } from '../ports/selected-deliveries-store.port.js';

/** Local storage's stand-in for a visitor's quantities. */
export class InMemorySelectedDeliveriesStore implements SelectedDeliveriesStorePort {
  private deliveries: readonly CartDelivery[] = [];

  /** The saved deliveries. */
  read(): readonly CartDelivery[] {
    return this.deliveries;
  }

  /** Saves a copy of `deliveries`. */
  save(deliveries: readonly CartDelivery[]): void {
    this.deliveries = [...deliveries];
  }

  /** Forgets every delivery. */
  clear(): void {
    this.deliveries = [];
  }
}
