import type { PaymentsSetup } from './payments-setup.js';
import type { ReconciliationLog, ReconciliationScope } from './payments-reconciliation.service.js';

/**
 * What the daily reconciliation covers with these providers: everything the composed provider's
 * records answer for. Pix through the API Pix is reconciled as it goes (each sweep reads the PSP's
 * answer for every waiting charge), so its charges are left out here.
 */
export function reconciliationScopeOf(payments: PaymentsSetup, log: ReconciliationLog): ReconciliationScope {
  const pix = payments.apiPix === undefined ? 'sandbox' : 'api-pix';
  return { log, providerName: `pix=${pix} cards=sandbox`, skippedMethods: pix === 'api-pix' ? ['pix', 'pix_due'] : [] };
}
