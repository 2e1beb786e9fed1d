import type { RouteName } from '@publi/contract';

/**
 * Which spec fuzzes each route of the contract, in the order it does. Two files, so both run at
 * once (Vitest's two workers), each with a world of its own; more files would each pay for a
 * fresh database and world, which costs more than their routes. A route whose successful calls
 * change what the next routes find (a project cancelled, a contract refused, an account
 * deactivated) comes after the routes that need it as it was, and `FuzzContext.afterRoute` puts
 * back what it must.
 * `fuzz-plan.spec.ts` checks every route is here exactly once.
 *
 * How the routes that are not plain JSON are fuzzed:
 * - `uploadFile`, `uploadFileFor`, `uploadDeliveryFile` (multipart): forms from their schema, real and hostile
 *   files, lying names and types, a file over the profile limit, broken forms (`multipart-requests.ts`);
 * - `paymentWebhook` (HMAC-signed): bodies signed with the test app's secret, so they reach
 *   validation and the event's handling, and unsigned or wrongly signed ones (`webhook-requests.ts`);
 * - `streamChatMessages` (server-sent events): over a real connection, closed once the status is
 *   read; no raw bodies, since a GET with `fetch` carries none (`send-request.ts`);
 * - `unsubscribe` (RFC 8058's one click, which mail clients post as a form): injected like JSON
 *   routes, its body ignored; the form body itself is tested in `email-preferences.int.spec.ts`;
 * - the downloads (`exportProjectCsv`, `exportProjectXlsx`, `exportCreatorProjects`,
 *   `exportPayments`, `downloadDeliveryFile`, `paymentReceipt`, `exportMyData`): injected like JSON routes; a file
 *   answer is a success, and refusals are checked as any other.
 */
export const FUZZ_PLAN = {
  // People and what they browse: the accounts (deactivating and reactivating last), profiles,
  // agents, reference data, search, the cart, uploads, the chat, notifications and e-mail preferences; deleting an account at the very end.
  accounts: [
    'createUser',
    'getUserByExternalId',
    'updateUser',
    'syncUserEmail',
    'updateUserAddress',
    'updateUserCategories',
    'getUserEmail',
    'saveUserInfo',
    'setAccountType',
    'updateUserSocialNetworks',
    'updateUserBankAccount',
    'getUserBankAccount',
    'updateCreatorJobPrices',
    'getCreatorDetails',
    'getCreatorBySlug',
    'updateCreatorSocialNetworks',
    'updateCreatorBankAccount',
    'getCreatorBankAccount',
    'listAuditLog',
    'exportMyData',
    'getCreatorAgentByToken',
    'listAgentCreators',
    'getOwnAgentToken',
    'getManagedCreatorAccount',
    'linkCreatorAgent',
    'unlinkCreatorAgent',
    'rotateAgentToken',
    'deactivateUser',
    'reactivateUser',
    'getHealth',
    'getReadiness',
    'listBadges',
    'listCategories',
    'listSubCategories',
    'listAllCategories',
    'listCategoriesWithChildren',
    'listBrandsFollowed',
    'filterCreators',
    'filterCreatorsByQuery',
    'countFilteredCreators',
    'getFilteredPriceRange',
    'countCreators',
    'searchCreatorsTypeahead',
    'createCart',
    'getCart',
    'setCartCreators',
    'uploadFile',
    'uploadFileFor',
    'listChatMessages',
    'streamChatMessages',
    'postChatMessage',
    'markChatRead',
    'listNotifications',
    'getNotificationSummary',
    'markNotificationsRead',
    'getEmailPreferences',
    'updateEmailPreferences',
    'readUnsubscribe',
    'unsubscribe',
    'listDemoEmails',
    // Last of all in this world: a successful call ends the caller's account for good.
    'deleteMyAccount',
  ],
  // Deals: money first, on the world's accepted and paid contracts and its pending Pix; then
  // projects and contracts, whose moves (a contract refused, a project cancelled) come last.
  deals: [
    'quotePayment',
    'getPayment',
    'paymentReceipt',
    'listPayments',
    'exportPayments',
    'listDeliveries',
    'downloadDeliveryFile',
    'getEarnings',
    'uploadDeliveryFile',
    'deliver',
    'requestChanges',
    'approveDelivery',
    'createPayment',
    'paymentWebhook',
    'apiPixCallback',
    'pagarmeWebhook',
    'requestPayout',
    'listProjectTypes',
    'listProjectOptions',
    'getProjectDetails',
    'listOwnProjects',
    'exportProjectCsv',
    'exportProjectXlsx',
    'exportCreatorProjects',
    'listProposals',
    'listCreatorContracts',
    'filterContracts',
    'getContract',
    'createProject',
    'saveProjectDraft',
    'updateProject',
    'addProjectOption',
    'removeProjectOption',
    'insertProjectCreators',
    'removeProjectCreators',
    'createProposals',
    'counterContract',
    'acceptContract',
    'rejectContract',
    'cancelContract',
    'moveProject',
  ],
} as const satisfies Readonly<Record<string, readonly RouteName[]>>;

/** One of the fuzz's spec files. */
export type FuzzFile = keyof typeof FUZZ_PLAN;
