import { defineRoute } from '../route-contract.js';
import { earningsQuerySchema, earningsSchema, payoutBodySchema } from '../schemas/earnings.schema.js';

const tag = 'Payouts';

/** A creator's money: held, available, on its way and paid out; and asking for a payout. */
export const payoutsRoutes = {
  getEarnings: defineRoute({
    method: 'GET',
    path: '/earnings',
    auth: 'required',
    summary: 'Os ganhos de um criador por contrato e no total, e para onde vão os saques; para o criador ou o agente vinculado.',
    tag,
    query: earningsQuerySchema,
    response: earningsSchema,
    errors: ['USER.NOT_FOUND', 'CREATOR.ONLY', 'CREATOR.NOT_FOUND', 'AGENT.NOT_LINKED'],
    // It names where payouts go (the masked account or Pix key), as the bank data reads do.
    checkRevoked: true,
  }),
  requestPayout: defineRoute({
    method: 'POST',
    path: '/payouts',
    auth: 'required',
    summary: 'O criador pede o saque de todo o valor disponível, para a chave Pix ou a conta cadastrada.',
    tag,
    body: payoutBodySchema,
    response: earningsSchema,
    errors: ['USER.NOT_FOUND', 'USER.INACTIVE', 'CREATOR.ONLY', 'PAYOUT.NOTHING_AVAILABLE', 'PAYOUT.NO_DESTINATION'],
    rateLimit: 'payment',
    recentSignIn: true,
    checkRevoked: true,
  }),
};
