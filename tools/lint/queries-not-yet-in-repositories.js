// @ts-check
// Issue 36, in progress: server files that still run or build queries outside a repository.
// Each area's move into its repository deletes its lines; the list ends empty and goes.
export const QUERIES_NOT_YET_IN_REPOSITORIES = [
  'packages/server/src/chat/chat.service.ts',
  'packages/server/src/contracts/contract-party.ts',
  'packages/server/src/contracts/contracts.service.ts',
  'packages/server/src/contracts/lock-contract-for-move.ts',
  'packages/server/src/deliveries/deliveries.service.ts',
  'packages/server/src/projects/projects.service.ts',
  'packages/server/src/seed/catalogue-creators.ts',
  'packages/server/src/seed/ensure-demo-accounts.ts',
  'packages/server/src/seed/ensure-reference-data.ts',
  'packages/server/src/seed/insert-creator-batch.ts',
  'packages/server/src/seed/seed-avatars.ts',
  'packages/server/src/seed/seed-catalogue.ts',
  'packages/server/src/seed/seed-demo-campaign.ts',
  'packages/server/src/seed/seed-demo-projects.ts',
  'packages/server/src/seed/seed-if-empty.ts',
];
