// deliveries.service.ts (another area's folder) still imports the ledger from here; the ledger
// itself is `PaymentsLedgerRepository` in payments-ledger.repository.ts. This file goes once
// that import names it.
export { PaymentsLedgerRepository as LedgerRepository } from './payments-ledger.repository.js';
