import { defineRoute } from '../route-contract.js';
import { bankAccountBodySchema, bankAccountOrNullSchema, bankAccountSchema } from '../schemas/bank-account.schema.js';

const tag = 'Users';

/**
 * The account's bank data: account routes (`ROUTES` lists them right after `usersRoutes`), kept
 * apart because their schemas check the bank code against Banco Central's list and the Pix key,
 * which a client reading the signed-in person's account (every signed-in page) need not load.
 */
export const userBankAccountRoutes = {
  updateUserBankAccount: defineRoute({
    method: 'PUT',
    path: '/users/bank_account',
    auth: 'required',
    summary: 'Define a conta bancária da conta.',
    tag,
    body: bankAccountBodySchema,
    response: bankAccountSchema,
    errors: ['USER.NOT_FOUND', 'USER.INACTIVE'],
    recentSignIn: true,
    checkRevoked: true,
  }),
  getUserBankAccount: defineRoute({
    method: 'GET',
    path: '/users/bank_account',
    auth: 'required',
    summary: 'Lê a conta bancária da conta, ou null.',
    tag,
    response: bankAccountOrNullSchema,
    errors: ['USER.NOT_FOUND'],
    checkRevoked: true,
  }),
};
