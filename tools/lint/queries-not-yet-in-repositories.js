// @ts-check
// Issue 36, in progress: server files that still run or build queries outside a repository.
// Each area's move into its repository deletes its lines; the list ends empty and goes.
export const QUERIES_NOT_YET_IN_REPOSITORIES = [
  'packages/server/src/payments/lock-payable-contracts.ts',
  'packages/server/src/payments/payment-receipt.ts',
  'packages/server/src/payments/payments.service.ts',
  'packages/server/src/payments/provider-events.service.ts',
  'packages/server/src/payments/settle-payout.ts',
  'packages/server/src/payouts/payout-destination.ts',
  'packages/server/src/payouts/payouts.service.ts',
  'packages/server/src/privacy/account-in-flight.ts',
  'packages/server/src/privacy/account-sections.ts',
  'packages/server/src/privacy/activity-sections.ts',
  'packages/server/src/privacy/erase-account.ts',
  'packages/server/src/privacy/export-my-data.service.ts',
];
