import type { Bank } from './bank.js';

/** Loads {@link BRAZILIAN_BANKS} on demand, so the list stays out of a first bundle. */
export async function loadBanks(): Promise<readonly Bank[]> {
  const { BRAZILIAN_BANKS } = await import('./banks.data.js');
  return BRAZILIAN_BANKS;
}
