import { z } from 'zod';
import { defineRoute } from '../route-contract.js';
import { paymentListSchema, paymentQuoteSchema, paymentReceiptSchema, paymentSchema, webhookReceiptSchema } from '../schemas/payment.schema.js';
import {
  apiPixCallbackBodySchema,
  apiPixCallbackParamsSchema,
  createPaymentBodySchema,
  paymentIdParamsSchema,
  pagarmeWebhookBodySchema,
  paymentQuoteQuerySchema,
  paymentsExportQuerySchema,
  paymentsQuerySchema,
  providerEventBodySchema,
} from '../schemas/payment-requests.schema.js';
import { EXPORT_MEDIA_TYPES } from './projects.routes.js';

const tag = 'Payments';

// What stands between a brand and paying: the contracts must be its own (others read as
// unknown), accepted, unpaid, and of one project.
const payable = ['USER.NOT_FOUND', 'BRAND.ONLY', 'CONTRACT.NOT_FOUND', 'PAYMENT.NOT_PAYABLE', 'PAYMENT.MIXED_PROJECTS'] as const;

/** Paying contracts (Pix or card through the provider), reading payments and receipts, and the provider's webhook. */
export const paymentsRoutes = {
  quotePayment: defineRoute({
    method: 'GET',
    path: '/payment/quote',
    auth: 'required',
    summary: 'Quanto custa pagar estes contratos aceitos: valor de cada um, taxa da plataforma e total, calculados pelo servidor.',
    tag,
    query: paymentQuoteQuerySchema,
    response: paymentQuoteSchema,
    errors: [...payable],
  }),
  createPayment: defineRoute({
    method: 'POST',
    path: '/payment',
    auth: 'required',
    summary:
      'A marca paga contratos aceitos de um projeto, por Pix (devolve o código copia e cola e o QR), por Pix com vencimento (due_date: multa e juros depois dele) ou com o token do cartão do checkout do provedor. Um Pix em aberto para os mesmos contratos é devolvido em vez de outro. A mesma idempotency_key repetida (a mesma tentativa, depois de uma falha) nunca cobra duas vezes.',
    tag,
    body: createPaymentBodySchema,
    response: paymentSchema,
    successStatus: 201,
    alternateSuccessStatus: 200,
    rateLimit: 'payment',
    recentSignIn: true,
    checkRevoked: true,
    errors: [
      ...payable,
      'USER.INACTIVE',
      'PAYMENT.OVER_LIMIT',
      'PAYMENT.IN_PROGRESS',
      'PAYMENT.DUE_DATE_INVALID',
      'PAYMENT.PIX_DUE_UNAVAILABLE',
      'PAYMENT.CARD_TOKEN_REQUIRED',
      'PAYMENT.CARD_TOKEN_INVALID',
      'PAYMENT.CARD_DECLINED_FUNDS',
      'PAYMENT.CARD_DECLINED_FRAUD',
      'PAYMENT.PROVIDER_UNAVAILABLE',
      'PAYMENT.PROVIDER_UNANSWERED',
    ],
  }),
  getPayment: defineRoute({
    method: 'GET',
    path: '/payment/:id',
    auth: 'required',
    summary: 'Um pagamento da marca: status, valores, o Pix enquanto espera e o cartão (bandeira e final).',
    tag,
    params: paymentIdParamsSchema,
    response: paymentSchema,
    errors: ['USER.NOT_FOUND', 'PAYMENT.NOT_FOUND'],
  }),
  paymentReceipt: defineRoute({
    method: 'GET',
    path: '/payment/:id/receipt',
    auth: 'required',
    summary: 'O recibo de um pagamento concluído: quem pagou, quem recebe, com nomes e documentos. Não é nota fiscal.',
    tag,
    params: paymentIdParamsSchema,
    response: paymentReceiptSchema,
    errors: ['USER.NOT_FOUND', 'PAYMENT.NOT_FOUND', 'PAYMENT.NOT_PAID'],
  }),
  listPayments: defineRoute({
    method: 'GET',
    path: '/payments',
    auth: 'required',
    summary: 'Os pagamentos da marca, do mais novo para o mais antigo, de um projeto ou de todos.',
    tag,
    query: paymentsQuerySchema,
    response: paymentListSchema,
    errors: ['USER.NOT_FOUND', 'BRAND.ONLY'],
  }),
  exportPayments: defineRoute({
    method: 'GET',
    path: '/payments/export',
    auth: 'required',
    summary: 'Baixa os pagamentos da marca em CSV (Excel em português) ou .xlsx.',
    tag,
    query: paymentsExportQuerySchema,
    response: z.never(),
    download: { mediaTypes: [EXPORT_MEDIA_TYPES.csv, EXPORT_MEDIA_TYPES.xlsx] },
    errors: ['USER.NOT_FOUND', 'BRAND.ONLY'],
  }),
  paymentWebhook: defineRoute({
    method: 'POST',
    path: '/payment/webhook',
    auth: 'none',
    summary:
      'Chamado pelo provedor de pagamentos (o sandbox em demo): um evento assinado com HMAC-SHA256 do corpo em X-Publi-Signature. Um evento repetido não muda nada.',
    tag,
    body: providerEventBodySchema,
    response: webhookReceiptSchema,
    errors: ['PAYMENT.BAD_SIGNATURE', 'PAYMENT.UNKNOWN_OBJECT'],
    rateLimit: 'webhook',
  }),
  apiPixCallback: defineRoute({
    method: 'POST',
    path: '/payment/api-pix/:token/pix',
    auth: 'none',
    summary:
      'Chamado pelo PSP da API Pix (PAYMENTS_PROVIDER=api-pix) quando um Pix é recebido: o corpo pix[] do padrão do Banco Central. A URL carrega um segredo; cada pagamento é confirmado lendo a cobrança no PSP. Um callback repetido não muda nada.',
    tag,
    params: apiPixCallbackParamsSchema,
    body: apiPixCallbackBodySchema,
    response: webhookReceiptSchema,
    errors: ['PAYMENT.BAD_SIGNATURE', 'PAYMENT.UNKNOWN_OBJECT', 'PAYMENT.PROVIDER_UNAVAILABLE'],
    rateLimit: 'webhook',
  }),
  pagarmeWebhook: defineRoute({
    method: 'POST',
    path: '/payment/pagarme/webhook',
    auth: 'none',
    summary:
      'Chamado pela Pagar.me (PAYMENTS_PROVIDER=pagarme) quando uma cobrança de cartão ou uma transferência muda: assinado em X-Hub-Signature (HMAC-SHA1 do corpo com a chave secreta da conta). O objeto é lido de volta na Pagar.me; eventos de outros tipos são aceitos e ignorados. Um evento repetido não muda nada.',
    tag,
    body: pagarmeWebhookBodySchema,
    response: webhookReceiptSchema,
    errors: ['PAYMENT.BAD_SIGNATURE', 'PAYMENT.UNKNOWN_OBJECT', 'PAYMENT.PROVIDER_UNAVAILABLE'],
    rateLimit: 'webhook',
  }),
};
