import type { CartDelivery } from '@publi/domain';

/**
 * Where a visitor's quantities for the selected creators are kept, beside the
 * `selected-creators` list (local storage key `selected-creators-deliveries`), so they survive a reload.
 */
export interface SelectedDeliveriesStorePort {
  /** The saved deliveries; empty when nothing (or nothing readable) is saved. */
  read(): readonly CartDelivery[];
  save(deliveries: readonly CartDelivery[]): void;
  clear(): void;
}
