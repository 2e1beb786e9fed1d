import { agentTokenSchema, createdProposalsSchema, projectDetailsSchema, ROUTES, type RouteName } from '@publi/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creators } from '../db/schema.js';
import { DEMO_EMAIL_SETUP } from '../email/email-setup.js';
import { unsubscribeToken } from '../email/unsubscribe-token.js';
import {
  aBankAccountBody,
  aCreateUserBody,
  aJobPricesBody,
  aMultipartForm,
  aProjectBody,
  aSampleFile,
  aSocialNetwork,
  anAddressBody,
  createAccount,
  dataOf,
  startTestApp,
  type TestAccount,
  type TestApp,
  type TestCall,
} from '../testing.js';
import { aProposal } from '../test-support/contract-cast.builder.js';
import { acceptedContract, payByCard, uploadToContract } from '../test-support/money-cast.builder.js';
import { openEventStream } from '../test-support/event-stream-client.js';
import { listenOn } from '../test-support/second-app.js';

// The authorization table: who gets which status from every route of the contract, with
// ownership set up for real (sign-ups through the emulator, accounts through POST /account/user,
// a real cart, a creator's real card). A route of the contract without a row fails the first
// test (and the type check: `TABLE` is a `Record<RouteName, Row>`).
//
// Columns, the callers:
// - anonymous: no token;
// - owner: the account the call is about (`Row.owner` says whether a brand or a creator);
// - another brand, another creator: signed-up accounts of that type, naming the owner's resource;
// - linked agent, unlinked agent: accounts of type `agent`, the linked one linked by the owner
//   creator through the link routes (its token, then POST /account/creator/creator_agent_id).
//   The linked agent has the creator's rights exactly where acting for a creator applies: the
//   rows whose call names the creator with `?creator_id=` (profile, address, categories,
//   networks, prices, the managed account), never on the bank routes (AGENT.BANK_FORBIDDEN);
//   elsewhere both agents are answered as any other account that is not the owner;
// - deactivated: an account of the owner's type, deactivated through its route, calling about
//   its own resource (what a person still reaches after deactivation).
//
// Rows owned by an agent (the agent's token and list) take the linked agent as the owner and a
// deactivated agent in the last column.
//
// Each row names the call through `request(subject)`, the subject being the owner (or, in the
// deactivated column, the deactivated account itself). Every answer is also checked against the
// route's error list in the contract by the test app (`contract-error-check.ts`).
//
// Adding a route (each later issue): add its row here, in the contract's order, with the status
// each caller gets; a destructive call (one that would change the shared accounts for the rows
// after it) sets `fresh: true` and gets accounts of its own; `fresh: 'each'` gives every caller
// accounts of their own, for a call whose success by one caller changes what the next gets
// (the owner and the linked agent may both unlink, but only the first finds a link).

const ACTORS = ['anonymous', 'owner', 'otherBrand', 'otherCreator', 'linkedAgent', 'unlinkedAgent', 'deactivated'] as const;
type Actor = (typeof ACTORS)[number];

/** The account a call is about: its ids in every form the routes take. */
interface Subject {
  readonly uid: string;
  readonly email: string;
  readonly userId: number;
  readonly creatorId: number;
  readonly slug: string;
  /** A brand's draft project (0 for other accounts). */
  readonly projectId: number;
  /** A published project of the brand's holding the creator and the other creator (the draft for other accounts). */
  readonly openProjectId: number;
  /** The pending contract between the brand and the creator, and its chat (an id nobody has, for other accounts). */
  readonly contractId: number;
  readonly chatId: number;
  /** Money (the brand and the creator only): an accepted contract waiting for payment; a paid one, its project, its payment and a file uploaded to it. */
  readonly acceptedContractId: number;
  readonly paidContractId: number;
  readonly paidProjectId: number;
  readonly paymentId: number;
  readonly fileId: string;
}

/** An id no contract or chat has: what a caller without one names. */
const NO_SUCH_ID = 2_147_483_647;
const NO_MONEY = { acceptedContractId: NO_SUCH_ID, paidContractId: NO_SUCH_ID, paidProjectId: NO_SUCH_ID, paymentId: NO_SUCH_ID, fileId: '00000000-0000-4000-8000-000000000000' };

type Call = Omit<TestCall, 'as'>;

interface Row {
  readonly owner: 'brand' | 'creator' | 'agent';
  readonly request: (subject: Subject) => Call | Promise<Call>;
  /** Statuses in the order of `ACTORS`: anonymous, owner, other brand, other creator, linked agent, unlinked agent, deactivated. */
  readonly expected: readonly [number, number, number, number, number, number, number];
  readonly fresh?: true | 'each';
  /** A server-sent events route: called over a real connection, its status read and the stream closed. */
  readonly stream?: true;
}

const get = (path: string): Call => ({ method: 'GET', path });
const post = (path: string, body?: unknown): Call => ({ method: 'POST', path, ...(body === undefined ? {} : { body }) });
const put = (path: string, body: unknown): Call => ({ method: 'PUT', path, body });
const row = (owner: Row['owner'], request: Row['request'], expected: Row['expected'], fresh?: Row['fresh']): Row => ({ owner, request, expected, ...(fresh ? { fresh } : {}) });
let posts = 0;
/** A chat post with a client id of its own, so no call is taken for a retry of another. */
const chatPost = (s: Subject) => post(`/project/contract/chat/${s.chatId}`, { chat_id: s.chatId, contract_id: s.contractId, message: 'Oi!', client_message_id: `table-${String((posts += 1)).padStart(6, '0')}` });
/** A creator's write naming the creator, as an agent acting for them sends it. */
const forCreator = (path: string, s: Subject) => `${path}?creator_id=${s.creatorId}`;
/** The subject's signed unsubscribe token for payment e-mails, as its e-mails carry it. */
const unsubscribeOf = (s: Subject) => unsubscribeToken(DEMO_EMAIL_SETUP.linkSecret, s.userId, 'paid');
/** RFC 8058's one click: a form POST, as mail clients send it. */
const oneClick = (path: string): Call => ({ method: 'POST', path, body: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
const aDelivery = (creatorId: number) => ({ creator_id: creatorId, stories: 1, feed: 0, tiktok: 0 });

const TABLE: Record<RouteName, Row> = {
  //                                                                                                               anon owner brand creator linked unlinked deact
  getHealth:                  row('brand',   () => get('/health'),                                                   [200, 200, 200, 200, 200, 200, 200]),
  getReadiness:               row('brand',   () => get('/health/ready'),                                             [200, 200, 200, 200, 200, 200, 200]),
  createUser:                 row('brand',   (s) => post('/account/user', aCreateUserBody({ ...s, idToken: '' })),   [401, 409, 403, 403, 403, 403, 409]),
  getUserByExternalId:        row('brand',   (s) => get(`/account/user?external_id=${s.uid}`),                       [401, 200, 403, 403, 403, 403, 200]),
  updateUser:                 row('creator', (s) => put(forCreator('/account/user', s), { mini_bio: 'Moda circular' }), [401, 200, 403, 403, 200, 403, 403]),
  // The owner brand has a pending proposal out: an account with an open contract stays (409).
  deactivateUser:             row('brand',   () => post('/account/user/desactive'),                                  [401, 409, 200, 200, 200, 200, 200], true),
  // Each caller reactivates only their own account (the deactivated one comes back: fresh accounts).
  reactivateUser:             row('brand',   () => post('/account/user/reactivate'),                                 [401, 200, 200, 200, 200, 200, 200], true),
  // A sign-up's e-mail is not verified yet, so every token is refused before its account is read.
  syncUserEmail:              row('brand',   () => post('/account/user/email'),                                      [401, 409, 409, 409, 409, 409, 409]),
  updateUserAddress:          row('creator', (s) => put(forCreator('/account/user/address', s), anAddressBody()),    [401, 200, 403, 403, 200, 403, 403]),
  updateUserCategories:       row('creator', (s) => put(forCreator('/account/user/categories', s), { categories_ids: [] }), [401, 200, 403, 403, 200, 403, 403]),
  getUserEmail:               row('brand',   (s) => get(`/account/user/email?id=${s.userId}`),                       [401, 200, 403, 403, 403, 403, 200]),
  saveUserInfo:               row('brand',   () => post('/users/save-user-info', { name: 'Ana Souza' }),             [401, 200, 200, 200, 200, 200, 403]),
  setAccountType:             row('brand',   () => post('/account/type', { type: 'brand' }),                         [401, 200, 200, 409, 409, 409, 403]),
  updateUserSocialNetworks:   row('brand',   () => put('/users/social_networks', { social_newtork: [aSocialNetwork()] }), [401, 200, 200, 200, 200, 200, 403]),
  updateUserBankAccount:      row('brand',   () => put('/users/bank_account', aBankAccountBody()),                   [401, 200, 200, 200, 200, 200, 403]),
  getUserBankAccount:         row('brand',   () => get('/users/bank_account'),                                       [401, 200, 200, 200, 200, 200, 200]),
  updateCreatorJobPrices:     row('creator', (s) => put(forCreator('/creator/job_prices', s), aJobPricesBody()),     [401, 200, 403, 403, 200, 403, 403]),
  getCreatorDetails:          row('creator', (s) => get(`/account/creator/details?id=${s.creatorId}`),               [200, 200, 200, 200, 200, 200, 404]),
  getCreatorBySlug:           row('creator', (s) => get(`/account/creator/slug?slug=${s.slug}`),                     [200, 200, 200, 200, 200, 200, 404]),
  updateCreatorSocialNetworks: row('creator', (s) => put(forCreator('/creator/social_networks', s), { social_newtork: [aSocialNetwork()] }), [401, 200, 403, 403, 200, 403, 403]),
  updateCreatorBankAccount:   row('creator', (s) => put(forCreator('/creator/bank_account', s), aBankAccountBody()), [401, 200, 403, 403, 403, 403, 403]),
  getCreatorBankAccount:      row('creator', (s) => get(forCreator('/creator/bank_account/details', s)),             [401, 200, 403, 403, 403, 403, 200]),
  listBadges:                 row('brand',   () => get('/badge'),                                                    [200, 200, 200, 200, 200, 200, 200]),
  listCategories:             row('brand',   () => get('/category'),                                                 [200, 200, 200, 200, 200, 200, 200]),
  listSubCategories:          row('brand',   () => get('/category/sub'),                                             [200, 200, 200, 200, 200, 200, 200]),
  listAllCategories:          row('brand',   () => get('/category/all'),                                             [200, 200, 200, 200, 200, 200, 200]),
  listCategoriesWithChildren: row('brand',   () => get('/category/all_with_parent'),                                 [200, 200, 200, 200, 200, 200, 200]),
  listBrandsFollowed:         row('brand',   () => get('/brands_follow'),                                            [200, 200, 200, 200, 200, 200, 200]),
  filterCreators:             row('brand',   () => post('/account/creator/filter', { params: {} }),                  [200, 200, 200, 200, 200, 200, 200]),
  filterCreatorsByQuery:      row('brand',   () => get('/account/creator/filter'),                                   [200, 200, 200, 200, 200, 200, 200]),
  countFilteredCreators:      row('brand',   () => get('/account/creator/filter/count'),                             [200, 200, 200, 200, 200, 200, 200]),
  getFilteredPriceRange:      row('brand',   () => get('/account/creator/filter/price-range'),                       [200, 200, 200, 200, 200, 200, 200]),
  countCreators:              row('brand',   () => get('/account/creator/count'),                                    [200, 200, 200, 200, 200, 200, 200]),
  searchCreatorsTypeahead:    row('brand',   () => get('/account/creator/search?q=Ana'),                             [200, 200, 200, 200, 200, 200, 200]),
  createCart:                 row('brand',   (s) => post('/project/create_cart', { user_id: s.uid }),                [401, 200, 403, 403, 403, 403, 403]),
  getCart:                    row('brand',   (s) => post('/project/get_creators_cart', { user_id: s.uid }),          [401, 200, 403, 403, 403, 403, 200]),
  setCartCreators:            row('brand',   (s) => post('/project/insert_creators_cart', { user_id: s.uid, creators: aDelivery(cast.creator.creatorId) }), [401, 200, 403, 403, 403, 403, 403]),
  getCreatorAgentByToken:     row('creator', () => get(`/account/creator_agent?token=${cast.agentToken}`),           [401, 200, 403, 200, 403, 403, 200]),
  linkCreatorAgent:           row('creator', (s) => post('/account/creator/creator_agent_id', { user_id: s.uid, creatorAgentToken: cast.agentToken }), [401, 200, 403, 403, 403, 403, 403], true),
  unlinkCreatorAgent:         row('creator', (s) => post('/account/creator/creator_agent_id/remove', { creator_id: s.creatorId }), [401, 200, 403, 403, 200, 403, 403], 'each'),
  listAgentCreators:          row('agent',   () => get('/account/creator/by_creator_agent_id'),                      [401, 200, 403, 403, 200, 200, 200]),
  getOwnAgentToken:           row('agent',   () => get('/account/creator_agent/token'),                              [401, 200, 403, 403, 200, 200, 200]),
  rotateAgentToken:           row('agent',   () => post('/account/creator_agent/token'),                             [401, 200, 403, 403, 200, 200, 403], true),
  getManagedCreatorAccount:   row('creator', (s) => get(forCreator('/account/creator/account', s)),                  [401, 200, 403, 403, 200, 403, 200]),
  listProjectTypes:           row('brand',   () => get('/project/types'),                                            [200, 200, 200, 200, 200, 200, 200]),
  listProjectOptions:         row('brand',   () => get('/project/project_options'),                                  [200, 200, 200, 200, 200, 200, 200]),
  // Another brand's project is "not found", as an unknown id: a refusal says nothing of it.
  createProject:              row('brand',   (s) => post('/project', aProjectBody(cast.creator.creatorId, { id: s.projectId })), [401, 200, 404, 403, 403, 403, 403], true),
  updateProject:              row('brand',   (s) => put('/project', aProjectBody(cast.creator.creatorId, { id: s.projectId })), [401, 200, 404, 403, 403, 403, 403]),
  saveProjectDraft:           row('brand',   (s) => post('/project/save', aProjectBody(cast.creator.creatorId, { id: s.projectId })), [401, 200, 404, 403, 403, 403, 403]),
  // SPEC section 5: without the token, "id e token são obrigatórios" (400).
  getProjectDetails:          row('brand',   (s) => get(`/project/details?project_id=${s.projectId}`),               [400, 200, 404, 403, 403, 403, 200]),
  addProjectOption:           row('brand',   (s) => post('/project/project_options/add', { project_id: s.projectId, option_id: 1 }), [401, 200, 404, 403, 403, 403, 403]),
  removeProjectOption:        row('brand',   (s) => post('/project/project_options/remove', { project_id: s.projectId, option_id: 2 }), [401, 200, 404, 403, 403, 403, 403]),
  insertProjectCreators:      row('brand',   (s) => post('/project/insert_creators', { project_id: s.projectId, creators: [aDelivery(cast.creator.creatorId)] }), [401, 200, 404, 403, 403, 403, 403]),
  removeProjectCreators:      row('brand',   (s) => post('/project/remove_creators', { project_id: s.projectId, creators: [cast.otherCreator.creatorId] }), [401, 200, 404, 403, 403, 403, 403]),
  moveProject:                row('brand',   (s) => post('/project/status', { project_id: s.projectId, move: 'cancel' }), [401, 200, 404, 403, 403, 403, 403], true),
  // Each brand lists its own projects; a deactivated brand still reads its own.
  listOwnProjects:            row('brand',   () => get('/account/user/projects'),                                    [401, 200, 200, 403, 403, 403, 200]),
  exportProjectCsv:           row('brand',   (s) => get(`/project/export?project_id=${s.projectId}`),                [401, 200, 404, 403, 403, 403, 200]),
  exportProjectXlsx:          row('brand',   (s) => get(`/project/export/xls?project_id=${s.projectId}`),            [401, 200, 404, 403, 403, 403, 200]),
  // Only the creator and their linked agent: never a brand.
  exportCreatorProjects:      row('creator', (s) => get(`/project/export/creators?creator_id=${s.creatorId}`),       [401, 200, 403, 403, 200, 403, 200]),
  // A contract is its parties' only: the brand, the creator and the creator's linked agent. To
  // anyone else it does not exist (404). Each move's row gives every caller a contract of their own.
  createProposals:            row('brand',   (s) => post('/proposals/create', { project_id: s.openProjectId, proposals: [aProposal(cast.otherCreator.creatorId)] }), [401, 201, 404, 403, 403, 403, 403]),
  listProposals:              row('brand',   () => post('/proposals', {}),                                           [401, 200, 200, 200, 200, 200, 200]),
  listCreatorContracts:       row('creator', (s) => get(`/project/contract/list?creator_id=${s.creatorId}`),         [401, 200, 403, 403, 200, 403, 200]),
  filterContracts:            row('brand',   (s) => get(`/creator/contracts?project_id=${s.openProjectId}`),         [401, 200, 200, 200, 200, 200, 200]),
  getContract:                row('brand',   (s) => get(`/project/contract/${s.contractId}`),                        [401, 200, 404, 404, 200, 404, 404]),
  acceptContract:             row('creator', (s) => post(`/project/contract/${s.contractId}/acceptance`),            [401, 200, 404, 404, 200, 404, 404], 'each'),
  rejectContract:             row('creator', (s) => post(`/project/contract/${s.contractId}/rejection`, { reason: 'Agenda cheia.' }), [401, 200, 404, 404, 200, 404, 404], 'each'),
  counterContract:            row('creator', (s) => post(`/project/contract/${s.contractId}/counter`, { amount_centavos: 170_000, deadline: '2099-02-03' }), [401, 200, 404, 404, 200, 404, 404], 'each'),
  // The linked agent is on the contract but cancelling is the brand's move: 403, not 404.
  cancelContract:             row('brand',   (s) => post(`/project/contract/${s.contractId}/cancellation`),          [401, 200, 404, 404, 403, 404, 404], 'each'),
  listChatMessages:           row('brand',   (s) => get(`/project/contract/chat/${s.chatId}/list`),                  [401, 200, 404, 404, 200, 404, 404]),
  postChatMessage:            row('creator', (s) => chatPost(s),                                                     [401, 201, 404, 404, 201, 404, 404]),
  streamChatMessages:         { ...row('brand', (s) => get(`/project/contract/chat/${s.chatId}/stream`),             [401, 200, 404, 404, 200, 404, 404]), stream: true },
  markChatRead:               row('brand',   (s) => post(`/project/contract/chat/${s.chatId}/read`, { seq: 0 }),     [401, 200, 404, 404, 200, 404, 404]),
  // Everyone reads and marks only their own notifications, a deactivated account too.
  listNotifications:          row('brand',   () => get('/notifications'),                                            [401, 200, 200, 200, 200, 200, 200]),
  getNotificationSummary:     row('brand',   () => get('/notifications/summary'),                                    [401, 200, 200, 200, 200, 200, 200]),
  markNotificationsRead:      row('brand',   () => post('/notifications/read', {}),                                  [401, 200, 200, 200, 200, 200, 200]),
  // Everyone sets only their own e-mail switches; a deactivated account too (turning mail off harms no one).
  getEmailPreferences:        row('brand',   () => get('/account/user/email-preferences'),                           [401, 200, 200, 200, 200, 200, 200]),
  updateEmailPreferences:     row('brand',   () => put('/account/user/email-preferences', { preferences: [{ kind: 'paid', email: false }] }), [401, 200, 200, 200, 200, 200, 200]),
  // Signed out by design: the subject's signed link is the whole authority, whoever holds it (a token sent along is not read).
  readUnsubscribe:            row('brand',   (s) => get(`/email/unsubscribe?token=${unsubscribeOf(s)}`),             [200, 200, 200, 200, 200, 200, 200]),
  unsubscribe:                row('brand',   (s) => oneClick(`/email/unsubscribe?token=${unsubscribeOf(s)}`),        [200, 200, 200, 200, 200, 200, 200]),
  listDemoEmails:             row('brand',   () => get('/demo/emails'),                                              [401, 200, 200, 200, 200, 200, 200]),
  uploadFile:                 row('brand',   async () => uploadOf(await aMultipartForm([{ name: 'purpose', value: 'profile' }, { name: 'file', file: aSampleFile('image/png'), filename: 'foto.png', contentType: 'image/png' }])), [401, 201, 201, 201, 201, 201, 403]),
  uploadFileFor:              row('brand',   async () => uploadOf(await aMultipartForm([{ name: 'file', file: aSampleFile('image/png'), filename: 'capa.png', contentType: 'image/png' }]), '/google-storage/project'), [401, 201, 201, 201, 201, 201, 403]),
  // Money: only the brand pays and reads its payments (agents and creators are not brands: 403);
  // another brand's contract or payment does not exist for it (404).
  quotePayment:               row('brand',   (s) => get(`/payment/quote?contract_ids=${s.acceptedContractId}`),      [401, 200, 404, 403, 403, 403, 404]),
  createPayment:              row('brand',   (s) => post('/payment', { contract_ids: [s.acceptedContractId], method: 'pix' }), [401, 201, 404, 403, 403, 403, 403], 'each'),
  getPayment:                 row('brand',   (s) => get(`/payment/${s.paymentId}`),                                  [401, 200, 404, 404, 404, 404, 404]),
  paymentReceipt:             row('brand',   (s) => get(`/payment/${s.paymentId}/receipt`),                          [401, 200, 404, 404, 404, 404, 404]),
  listPayments:               row('brand',   () => get('/payments'),                                                 [401, 200, 200, 403, 403, 403, 200]),
  exportPayments:             row('brand',   () => get('/payments/export?format=csv'),                               [401, 200, 200, 403, 403, 403, 200]),
  // Only the provider's signature opens the webhook; a person's token changes nothing.
  paymentWebhook:             row('brand',   (s) => post('/payment/webhook', { id: `evt_table_${s.userId}`, type: 'charge.paid', created_at: '2026-11-24T12:00:00.000Z', data: { object_id: 'ch_unknown' } }), [401, 401, 401, 401, 401, 401, 401]),
  // The API Pix's callback: no caller may settle anything without the URL's secret (and no API Pix runs here).
  apiPixCallback:             row('brand',   () => post('/payment/api-pix/not-the-secret/pix', { pix: [{ endToEndId: 'E00000000202611281200abcdefghijk', txid: 'a'.repeat(30) }] }), [401, 401, 401, 401, 401, 401, 401]),
  // Pagar.me's webhook: no caller may settle anything without its signature (and no Pagar.me runs here).
  pagarmeWebhook:             row('brand',   () => post('/payment/pagarme/webhook', { id: 'hook_table', type: 'charge.paid', data: { id: 'ch_0123456789abcdef' } }), [401, 401, 401, 401, 401, 401, 401]),
  // Delivered work is private to the contract's parties; the brand does not deliver (403 by the contract rule).
  uploadDeliveryFile:         row('creator', async (s) => uploadTo(s.paidContractId),                                [401, 201, 404, 404, 201, 404, 404]),
  deliver:                    row('creator', (s) => post('/creator/contracts/delivery', { project_id: s.paidProjectId, creator_id: s.creatorId, file_ids: [s.fileId] }), [401, 200, 404, 404, 200, 404, 404], 'each'),
  listDeliveries:             row('brand',   (s) => get(`/project/contract/${s.paidContractId}/deliveries`),         [401, 200, 404, 404, 200, 404, 404]),
  downloadDeliveryFile:       row('creator', (s) => get(`/project/contract/${s.paidContractId}/files/${s.fileId}`),  [401, 200, 404, 404, 200, 404, 404]),
  // The brand passes and meets the contract rule (paid, not yet delivered: 409); the agent is refused the brand's move (403).
  approveDelivery:            row('brand',   (s) => post(`/project/contract/${s.paidContractId}/approval`, {}),      [401, 409, 404, 404, 403, 404, 404]),
  requestChanges:             row('brand',   (s) => post(`/project/contract/${s.paidContractId}/changes`, { comment: 'Ajuste a luz.' }), [401, 409, 404, 404, 403, 404, 404]),
  // Earnings: the creator and the linked agent see them; only the creator asks for a payout (on
  // fresh accounts, before any bank data: 422, the nudge to register it).
  getEarnings:                row('creator', (s) => get(forCreator('/earnings', s)),                                 [401, 200, 403, 403, 200, 403, 200]),
  requestPayout:              row('creator', () => post('/payouts', {}),                                             [401, 422, 403, 422, 403, 403, 403], true),
  // The security history: everyone reads their own (a brand's is empty), a deactivated account too.
  listAuditLog:               row('brand',   () => get('/account/audit_log'),                                        [401, 200, 200, 200, 200, 200, 200]),
  // One's own data (LGPD): every account downloads its own, a deactivated one too; no call names another account.
  exportMyData:               row('creator', () => get('/account/privacy/export?format=csv'),                        [401, 200, 200, 200, 200, 200, 200]),
  // Deleting one's account (LGPD): each caller deletes only its own, so on fresh accounts; the owner
  // brand's pending proposal keeps it (409); a deactivated account may still go.
  deleteMyAccount:            row('brand',   () => ({ method: 'DELETE', path: '/account/user' }),                    [401, 409, 200, 200, 200, 200, 200], true),
};

async function uploadTo(contractId: number): Promise<Call> {
  const form = await aMultipartForm([{ name: 'file', file: aSampleFile('application/pdf'), filename: 'roteiro.pdf', contentType: 'application/pdf' }]);
  return { method: 'POST', path: `/project/contract/${contractId}/files`, body: form.payload, headers: form.headers };
}

function uploadOf(form: { readonly payload: Buffer; readonly headers: Readonly<Record<string, string>> }, path = '/google-storage'): Call {
  return { method: 'POST', path, body: form.payload, headers: form.headers };
}

/** Everyone a row calls as: the owners of both kinds, the others, and a deactivated account of each kind. */
interface Cast {
  readonly brand: Member;
  readonly creator: Member;
  readonly otherBrand: Member;
  readonly otherCreator: Member;
  readonly linkedAgent: Member;
  readonly unlinkedAgent: Member;
  readonly deactivatedBrand: Member;
  readonly deactivatedCreator: Member;
  readonly deactivatedAgent: Member;
  /** The linked agent's link token. */
  readonly agentToken: string;
}

interface Member extends Subject {
  readonly idToken: string;
}

let testApp: TestApp;
let cast: Cast;

async function member(account: TestAccount): Promise<Member> {
  const [card] = await testApp.db.select({ id: creators.id, slug: creators.slug }).from(creators).where(eq(creators.userId, account.user.id));
  return {
    ...account.identity,
    userId: account.user.id,
    creatorId: card?.id ?? 0,
    slug: card?.slug ?? 'sem-perfil',
    projectId: 0,
    openProjectId: NO_SUCH_ID,
    contractId: NO_SUCH_ID,
    chatId: NO_SUCH_ID,
    ...NO_MONEY,
  };
}

async function succeed(call: TestCall): Promise<void> {
  const response = await testApp.call(call);
  if (response.statusCode >= 300) throw new Error(`set-up: ${call.method} ${call.path} answered ${response.statusCode} ${response.body}`);
}

/** Signs everyone up through the emulator and the API, gives the brands a cart, links one agent by its token and deactivates three accounts. */
async function castAccounts(): Promise<Cast> {
  const types = ['brand', 'creator', 'brand', 'creator', 'agent', 'agent', 'brand', 'creator', 'agent'] as const;
  const accounts = await Promise.all(types.map((type) => createAccount(testApp, type)));
  const [brand, creator, otherBrand, otherCreator, linkedAgent, unlinkedAgent, deactivatedBrand, deactivatedCreator, deactivatedAgent] = await Promise.all(accounts.map(member));
  if (!brand || !creator || !otherBrand || !otherCreator || !linkedAgent || !unlinkedAgent || !deactivatedBrand || !deactivatedCreator || !deactivatedAgent) {
    throw new Error('set-up: missing account');
  }
  const token = await testApp.call({ method: 'GET', path: '/account/creator_agent/token', as: linkedAgent });
  const { token: agentToken } = dataOf(token, agentTokenSchema);
  await succeed({ method: 'POST', path: '/account/creator/creator_agent_id', as: creator, body: { user_id: creator.uid, creatorAgentToken: agentToken } });
  for (const owner of [brand, deactivatedBrand]) await succeed({ method: 'POST', path: '/project/create_cart', as: owner, body: { user_id: owner.uid } });
  const [brandProject, deactivatedProject] = await Promise.all([brand, deactivatedBrand].map((owner) => draftProjectOf(owner, creator.creatorId)));
  const deal = { ...(await contractBetween(brand, creator, otherCreator)), ...(await moneyBetween(brand, creator)) };
  for (const gone of [deactivatedBrand, deactivatedCreator, deactivatedAgent]) await succeed({ method: 'POST', path: '/account/user/desactive', as: gone });
  return {
    brand: { ...brand, projectId: brandProject ?? 0, ...deal },
    creator: { ...creator, ...deal },
    otherBrand,
    otherCreator,
    linkedAgent,
    unlinkedAgent,
    deactivatedBrand: { ...deactivatedBrand, projectId: deactivatedProject ?? 0, openProjectId: deactivatedProject ?? NO_SUCH_ID },
    deactivatedCreator,
    deactivatedAgent,
    agentToken,
  };
}

/** A draft project of `owner`'s with one creator and option 2 chosen; answers its id. */
async function draftProjectOf(owner: Member, creatorId: number): Promise<number> {
  const saved = await testApp.call({ method: 'POST', path: '/project/save', as: owner, body: aProjectBody(creatorId) });
  const { id } = dataOf(saved, projectDetailsSchema);
  await succeed({ method: 'POST', path: '/project/project_options/add', as: owner, body: { project_id: id, option_id: 2 } });
  return id;
}

/** A published project of `brand`'s with both creators, and a pending proposal to `creator`. */
async function contractBetween(brand: Member, creator: Member, otherCreator: Member): Promise<Pick<Subject, 'openProjectId' | 'contractId' | 'chatId'>> {
  const both = [creator, otherCreator].map((one) => ({ creator_id: one.creatorId, stories: 1, feed: 0, tiktok: 0 }));
  const published = await testApp.call({ method: 'POST', path: '/project', as: brand, body: aProjectBody(creator.creatorId, { step1: { amount: '3000.00', creators: both } }) });
  const { id: openProjectId } = dataOf(published, projectDetailsSchema);
  const proposed = await testApp.call({ method: 'POST', path: '/proposals/create', as: brand, body: { project_id: openProjectId, proposals: [aProposal(creator.creatorId)] } });
  const [contract] = dataOf(proposed, createdProposalsSchema).contracts;
  if (!contract) throw new Error(`set-up: no contract ${proposed.body}`);
  return { openProjectId, contractId: contract.id, chatId: contract.chat_id };
}

/** An accepted contract, and another one paid by card with a file uploaded to it, each on a project of its own. */
async function moneyBetween(brand: Member, creator: Member): Promise<Pick<Subject, 'acceptedContractId' | 'paidContractId' | 'paidProjectId' | 'paymentId' | 'fileId'>> {
  const accepted = await acceptedContract(testApp, brand, { identity: creator, creatorId: creator.creatorId });
  const paid = await acceptedContract(testApp, brand, { identity: creator, creatorId: creator.creatorId });
  const payment = await payByCard(testApp, brand, [paid.id]);
  const file = await uploadToContract(testApp, creator, paid.id);
  return { acceptedContractId: accepted.id, paidContractId: paid.id, paidProjectId: paid.project_id, paymentId: payment.id, fileId: file.id };
}

const OWNERS = { brand: ['brand', 'deactivatedBrand'], creator: ['creator', 'deactivatedCreator'], agent: ['linkedAgent', 'deactivatedAgent'] } as const;

/** Who calls as `actor` in a row, and about whom. */
function callerAndSubject(people: Cast, owner: Row['owner'], actor: Actor): { caller: Member | null; subject: Member } {
  const ownerMember = people[OWNERS[owner][0]];
  const deactivated = people[OWNERS[owner][1]];
  if (actor === 'anonymous') return { caller: null, subject: ownerMember };
  if (actor === 'owner') return { caller: ownerMember, subject: ownerMember };
  if (actor === 'deactivated') return { caller: deactivated, subject: deactivated };
  return { caller: people[actor], subject: ownerMember };
}

async function statusesOf(name: RouteName): Promise<Record<Actor, number>> {
  const route = TABLE[name];
  const shared = route.fresh === true ? await castAccounts() : cast;
  // The callers act on distinct accounts, so a row's seven calls run together.
  const statuses = await Promise.all(
    ACTORS.map(async (actor) => {
      const people = route.fresh === 'each' ? await castAccounts() : shared;
      const { caller, subject } = callerAndSubject(people, route.owner, actor);
      const call = await route.request(subject);
      if (route.stream) return [actor, await streamStatus(call.path, caller)] as const;
      const response = await testApp.call({ ...call, ...(caller ? { as: caller } : {}) });
      return [actor, response.statusCode] as const;
    }),
  );
  return Object.fromEntries(statuses) as Record<Actor, number>;
}

/** The status a live stream answers with, over a real connection (an injected call would wait for its end). */
async function streamStatus(path: string, caller: Member | null): Promise<number> {
  const stream = await openEventStream(`${baseUrl}${path}`, caller?.idToken ?? '');
  stream.close();
  return stream.status;
}

let baseUrl: string;

beforeAll(async () => {
  testApp = await startTestApp();
  baseUrl = await listenOn(testApp);
  cast = await castAccounts();
});

afterAll(async () => {
  await testApp.close();
});

describe('the authorization table', () => {
  it('has a row for every route of the contract, and only for those', () => {
    expect(Object.keys(TABLE).sort()).toEqual(Object.keys(ROUTES).sort());
  });

  it.each(Object.keys(TABLE) as RouteName[])('%s answers each caller as the table says', async (name) => {
    const expected = Object.fromEntries(ACTORS.map((actor, index) => [actor, TABLE[name].expected[index]]));
    expect(await statusesOf(name)).toEqual(expected);
  });

  it("changes nothing when acting for a creator is refused: an unlinked agent, another creator, a brand, a link to someone else's account", async () => {
    const people = await castAccounts();
    const subject = people.creator;
    const snapshot = async () => {
      const account = await testApp.call({ method: 'GET', path: forCreator('/account/creator/account', subject), as: subject });
      const [card] = await testApp.db
        .select({ agentId: creators.creatorAgentId, stories: creators.priceStories, feed: creators.priceFeed })
        .from(creators)
        .where(eq(creators.id, subject.creatorId));
      return { account: account.json<unknown>(), card };
    };
    const before = await snapshot();

    const refused = await Promise.all([
      testApp.call({ ...put(forCreator('/creator/job_prices', subject), aJobPricesBody({ stories: '999.00' })), as: people.unlinkedAgent }),
      testApp.call({ ...put(forCreator('/account/user', subject), { mini_bio: 'Invadido' }), as: people.otherCreator }),
      testApp.call({ ...put(forCreator('/creator/job_prices', subject), aJobPricesBody({ feed: '999.00' })), as: people.brand }),
      testApp.call({ ...post('/account/creator/creator_agent_id', { user_id: subject.uid, creatorAgentToken: people.agentToken }), as: people.otherCreator }),
    ]);

    expect(refused.map((response) => response.statusCode)).toEqual([403, 403, 403, 403]);
    expect(await snapshot()).toEqual(before);
  });
});
