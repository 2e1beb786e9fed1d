import { aCart, aSetCartCreatorsBody } from '../schemas/cart.builder.js';
import { aProjectDetails, aProjectList, aProjectWizardBody } from '../schemas/project.builder.js';
import { aBankAccountBody, aCreatorCard, aCreatorDetails, aJobPricesBody, aSocialNetworksBody } from '../schemas/creator.builder.js';
import { aCreatorSearchBody, aCreatorSearchQuery } from '../schemas/creator-search.builder.js';
import { aCreateUserBody, anAddressBody, anUpdateUserBody, aSaveUserInfoBody, aUser } from '../schemas/user.builder.js';
import type { RawRequest } from '../validation/validate-request.js';
import type { RouteName } from './index.js';

const EXTERNAL_ID = 'kX9fP2mQ7rT1vW3yZ5aB8cD0eF4g';
const bankAccount = {
  bank_name: 'NU PAGAMENTOS - IP',
  account_type: 'corrente',
  pix_key: 'ana.souza@exemplo.com.br',
  pix_key_type: 'email',
  account: '12345-6',
  agency: '0001',
  bank_code: '260',
  owner_name: 'Ana Souza',
  owner_document: '52998224725',
};
const agent = { id: 51, name: 'Bia Agência', image: null };
const agentToken = { token: 'Qm9hLWFnZW5jaWEtdG9rZW4' };
const completion = {
  percent: 60,
  sections: [
    { key: 'profile', label: 'Meu perfil', percent: 100, missing: [] },
    { key: 'socialNetworks', label: 'Redes sociais', percent: 100, missing: [] },
    { key: 'prices', label: 'Valores', percent: 100, missing: [] },
    { key: 'bank', label: 'Meu negócio (Dados bancários)', percent: 0, missing: ['Conta', 'Agência', 'Código do banco', 'Nome do titular'] },
    { key: 'categories', label: 'Categorias', percent: 0, missing: ['Categorias'] },
  ],
};
const socialNetworks = [{ name: 'instagram', username: 'ana.souza', link: null, followers: 48_200, engagement: 3.75 }];
const count = { total: 1000, total_is_capped: true };
const range = { min: '100.00', max: '2500.00' };

/** A valid request for every route that takes input (query, body or path parameters). */
export const VALID_REQUESTS: Readonly<Partial<Record<RouteName, RawRequest>>> = {
  createUser: { body: aCreateUserBody() },
  getUserByExternalId: { query: { external_id: EXTERNAL_ID } },
  updateUser: { body: anUpdateUserBody(), query: { creator_id: '7' } },
  updateUserAddress: { body: anAddressBody(), query: {} },
  updateUserCategories: { body: { categories_ids: [3, 7] }, query: {} },
  getUserEmail: { query: { id: '42' } },
  saveUserInfo: { body: aSaveUserInfoBody() },
  setAccountType: { body: { type: 'creator' } },
  updateUserSocialNetworks: { body: aSocialNetworksBody() },
  updateUserBankAccount: { body: aBankAccountBody() },
  updateCreatorJobPrices: { body: aJobPricesBody(), query: { creator_id: '7' } },
  getCreatorDetails: { query: { id: '7' } },
  getCreatorBySlug: { query: { slug: 'ana-souza' } },
  updateCreatorSocialNetworks: { body: aSocialNetworksBody(), query: {} },
  updateCreatorBankAccount: { body: aBankAccountBody(), query: {} },
  getCreatorBankAccount: { query: {} },
  filterCreators: { body: aCreatorSearchBody() },
  filterCreatorsByQuery: { query: aCreatorSearchQuery({ offset: '24' }) },
  countFilteredCreators: { query: aCreatorSearchQuery() },
  getFilteredPriceRange: { query: aCreatorSearchQuery() },
  searchCreatorsTypeahead: { query: { q: 'ana', limit: '8' } },
  createCart: { body: { user_id: EXTERNAL_ID } },
  getCart: { body: { user_id: EXTERNAL_ID } },
  setCartCreators: { body: aSetCartCreatorsBody() },
  getCreatorAgentByToken: { query: agentToken },
  linkCreatorAgent: { body: { user_id: EXTERNAL_ID, creatorAgentToken: agentToken.token } },
  unlinkCreatorAgent: { body: { creator_id: 7 } },
  getManagedCreatorAccount: { query: { creator_id: '7' } },
  // What a multipart parser hands over: the file as a web File, the other fields as text.
  createProject: { body: aProjectWizardBody() },
  updateProject: { body: aProjectWizardBody({ id: 12 }) },
  saveProjectDraft: { body: aProjectWizardBody({ id: null, step: 0 }) },
  getProjectDetails: { query: { project_id: '12' } },
  addProjectOption: { body: { project_id: 12, option_id: 1 } },
  removeProjectOption: { body: { project_id: 12, option_id: 1 } },
  insertProjectCreators: { body: { project_id: 12, creators: [{ creator_id: 7, stories: 1 }] } },
  removeProjectCreators: { body: { project_id: 12, creators: [7] } },
  moveProject: { body: { project_id: 12, move: 'publish' } },
  listOwnProjects: { query: { name: 'cafe', status: 'Draft', page: '2', limit: '12' } },
  exportProjectCsv: { query: { project_id: '12' } },
  exportProjectXlsx: { query: { project_id: '12' } },
  exportCreatorProjects: { query: { creator_id: '7', format: 'xlsx' } },
  uploadFile: { body: { file: new File([new Uint8Array([0xff, 0xd8, 0xff])], 'ana.jpg', { type: 'image/jpeg' }), purpose: 'profile' } },
};

/** A valid answer (`data`) of every route. */
export const VALID_ANSWERS: Readonly<Record<RouteName, unknown>> = {
  getHealth: { status: 'ok', database: 'ok' },
  createUser: aUser(),
  getUserByExternalId: { ...aUser(), has_password: true },
  updateUser: aUser({ mini_bio: 'Café e viagens.' }),
  deactivateUser: { active: false },
  reactivateUser: aUser(),
  syncUserEmail: aUser({ email: 'ana.nova@exemplo.com.br' }),
  updateUserAddress: aUser({
    address: { postal_code: '50030230', street: null, number: null, complement: null, neighborhood: null, city: 'Recife', state: 'PE' },
  }),
  updateUserCategories: aUser(),
  getUserEmail: { email: 'ana.souza@exemplo.com.br' },
  saveUserInfo: aUser(),
  setAccountType: aUser({ type: 'creator' }),
  updateUserSocialNetworks: socialNetworks,
  updateUserBankAccount: bankAccount,
  getUserBankAccount: null,
  updateCreatorJobPrices: { stories: '350.00', feed: '800.00', tiktok: '0.00' },
  getCreatorDetails: aCreatorDetails(),
  getCreatorBySlug: aCreatorDetails(),
  updateCreatorSocialNetworks: socialNetworks,
  updateCreatorBankAccount: bankAccount,
  getCreatorBankAccount: bankAccount,
  listBadges: [{ id: 1, name: 'Verificada', icon: '/badges/verified.svg' }],
  listCategories: [{ id: 3, name: 'Gastronomia', slug: 'gastronomia' }],
  listSubCategories: [{ id: 31, name: 'Cafés', slug: 'cafes', parent_id: 3 }],
  listAllCategories: [
    { id: 3, name: 'Gastronomia', slug: 'gastronomia', parent_id: null },
    { id: 31, name: 'Cafés', slug: 'cafes', parent_id: 3 },
  ],
  listCategoriesWithChildren: [{ id: 3, name: 'Gastronomia', slug: 'gastronomia', children: [{ id: 31, name: 'Cafés', slug: 'cafes' }] }],
  listBrandsFollowed: [{ id: 5, name: 'Café Recife', image: null }],
  filterCreators: { creators: [aCreatorCard()], offset: 24, page_size: 24, ...count },
  filterCreatorsByQuery: { creators: [], offset: 0, page_size: 24, total: 0, total_is_capped: false },
  countFilteredCreators: count,
  getFilteredPriceRange: { stories: range, feed: range, tiktok: { min: null, max: null } },
  countCreators: { total: 12_345 },
  searchCreatorsTypeahead: {
    creators: [{ id: 7, cover_image: null, primary_value: 'Ana Souza', secondary_value: '@ana.souza · Recife/PE' }],
    locales: [
      { name: 'Pernambuco', secondary_label: 'Estado', state: 'PE' },
      { name: 'Recife', secondary_label: 'Cidade', state: 'PE' },
    ],
    categories: [{ id: 3, name: 'Gastronomia' }],
  },
  createCart: aCart({ creators: [] }),
  getCart: aCart(),
  setCartCreators: aCart(),
  uploadFile: { url: '/uploads/2025/ana.jpg', content_type: 'image/jpeg', size: 3 },
  getCreatorAgentByToken: agent,
  linkCreatorAgent: agent,
  unlinkCreatorAgent: { creator_id: 7, creator_agent_id: null },
  listAgentCreators: [
    { id: 7, user_id: 42, slug: 'ana-souza', name: 'Ana Souza', image: null, localization: 'PE', city: 'Recife', active: true, completion },
  ],
  getOwnAgentToken: agentToken,
  rotateAgentToken: agentToken,
  getManagedCreatorAccount: aUser({ type: 'creator' }),
  listProjectTypes: [{ value: 'paid', label: 'Publi paga' }],
  listProjectOptions: aProjectDetails().options,
  createProject: aProjectDetails(),
  updateProject: aProjectDetails(),
  saveProjectDraft: aProjectDetails({ status: 'Draft', allowed_moves: ['publish', 'cancel'] }),
  getProjectDetails: aProjectDetails(),
  addProjectOption: aProjectDetails(),
  removeProjectOption: aProjectDetails({ options: [], total: { creators: '1500.00', options: '0.00', total: '1500.00' } }),
  insertProjectCreators: aProjectDetails(),
  removeProjectCreators: aProjectDetails(),
  moveProject: aProjectDetails({ status: 'Cancelled', allowed_moves: [] }),
  listOwnProjects: aProjectList(),
  exportProjectCsv: null,
  exportProjectXlsx: null,
  exportCreatorProjects: null,
};
