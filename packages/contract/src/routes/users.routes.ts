import { defineRoute } from '../route-contract.js';
import { actingForQuerySchema } from '../schemas/agent.schema.js';
import { addressBodySchema } from '../schemas/address.schema.js';
import { socialNetworkListSchema, socialNetworksBodySchema } from '../schemas/social-network.schema.js';
import {
  accountTypeBodySchema,
  createUserBodySchema,
  saveUserInfoBodySchema,
  updateUserBodySchema,
  userByExternalIdQuerySchema,
  userCategoriesBodySchema,
  userEmailQuerySchema,
} from '../schemas/user-requests.schema.js';
import { deactivatedUserSchema, ownUserSchema, userEmailSchema, userSchema } from '../schemas/user.schema.js';

const tag = 'Users';

/**
 * The account routes (SPEC section 7, "Users", and the user side of "Creator and user
 * profile"). All need the token: the account they act on is the token's.
 */
export const usersRoutes = {
  createUser: defineRoute({
    method: 'POST',
    path: '/account/user',
    auth: 'required',
    summary: 'Cria a conta da pessoa conectada; o external_id deve ser o do token.',
    tag,
    body: createUserBodySchema,
    response: userSchema,
    successStatus: 201,
    errors: ['USER.ALREADY_EXISTS', 'USER.EXTERNAL_ID_MISMATCH'],
    rateLimit: 'account-creation',
  }),
  getUserByExternalId: defineRoute({
    method: 'GET',
    path: '/account/user',
    auth: 'required',
    summary: 'Lê a conta pelo external_id (a da pessoa conectada), com has_password: se ela entra também com senha.',
    tag,
    query: userByExternalIdQuerySchema,
    response: ownUserSchema,
    // Another person's id is AUTH.FORBIDDEN, answered before any look-up (the mismatch code is the create's).
    errors: ['USER.NOT_FOUND', 'AUTH.FORBIDDEN'],
  }),
  updateUser: defineRoute({
    method: 'PUT',
    path: '/account/user',
    auth: 'required',
    summary: 'Atualiza o perfil da conta; null apaga um campo.',
    tag,
    query: actingForQuerySchema,
    body: updateUserBodySchema,
    response: userSchema,
    errors: ['AGENT.NOT_LINKED', 'USER.NOT_FOUND', 'USER.INACTIVE'],
  }),
  deactivateUser: defineRoute({
    method: 'POST',
    path: '/account/user/desactive',
    auth: 'required',
    summary: 'Desativa a conta da pessoa conectada: sai da busca e dos carrinhos; recusada com contratos em aberto.',
    tag,
    response: deactivatedUserSchema,
    errors: ['USER.NOT_FOUND', 'USER.OPEN_CONTRACTS'],
  }),
  reactivateUser: defineRoute({
    method: 'POST',
    path: '/account/user/reactivate',
    auth: 'required',
    summary: 'Reativa a conta desativada da pessoa conectada (ao entrar de novo); numa conta ativa, nada muda.',
    tag,
    response: userSchema,
    errors: ['USER.NOT_FOUND'],
  }),
  syncUserEmail: defineRoute({
    method: 'POST',
    path: '/account/user/email',
    auth: 'required',
    summary: 'Guarda como e-mail da conta o e-mail verificado do token (depois de confirmar a troca pelo link); nunca um e-mail do corpo.',
    tag,
    response: userSchema,
    errors: ['USER.NOT_FOUND', 'USER.INACTIVE', 'USER.EMAIL_NOT_VERIFIED'],
  }),
  updateUserAddress: defineRoute({
    method: 'PUT',
    path: '/account/user/address',
    auth: 'required',
    summary: 'Define o endereço da conta.',
    tag,
    query: actingForQuerySchema,
    body: addressBodySchema,
    response: userSchema,
    errors: ['AGENT.NOT_LINKED', 'USER.NOT_FOUND', 'USER.INACTIVE'],
  }),
  updateUserCategories: defineRoute({
    method: 'PUT',
    path: '/account/user/categories',
    auth: 'required',
    summary: 'Substitui as categorias da conta.',
    tag,
    query: actingForQuerySchema,
    body: userCategoriesBodySchema,
    response: userSchema,
    errors: ['AGENT.NOT_LINKED', 'USER.NOT_FOUND', 'USER.INACTIVE'],
  }),
  getUserEmail: defineRoute({
    method: 'GET',
    path: '/account/user/email',
    auth: 'required',
    summary: 'Lê o e-mail de uma conta pelo id numérico.',
    tag,
    query: userEmailQuerySchema,
    response: userEmailSchema,
    errors: ['USER.NOT_FOUND', 'AUTH.FORBIDDEN'],
  }),
  saveUserInfo: defineRoute({
    method: 'POST',
    path: '/users/save-user-info',
    auth: 'required',
    summary: 'Salva de uma vez o perfil do cadastro: nome, telefone, imagem, endereço e categorias.',
    tag,
    body: saveUserInfoBodySchema,
    response: userSchema,
    errors: ['USER.NOT_FOUND', 'USER.INACTIVE'],
  }),
  setAccountType: defineRoute({
    method: 'POST',
    path: '/account/type',
    auth: 'required',
    summary: 'Escolhe o tipo da conta (uma vez só).',
    tag,
    body: accountTypeBodySchema,
    response: userSchema,
    errors: ['USER.NOT_FOUND', 'USER.TYPE_ALREADY_SET', 'USER.INACTIVE'],
  }),
  updateUserSocialNetworks: defineRoute({
    method: 'PUT',
    path: '/users/social_networks',
    auth: 'required',
    summary: 'Substitui as redes sociais da conta.',
    tag,
    body: socialNetworksBodySchema,
    response: socialNetworkListSchema,
    errors: ['USER.NOT_FOUND', 'USER.INACTIVE'],
  }),
};

