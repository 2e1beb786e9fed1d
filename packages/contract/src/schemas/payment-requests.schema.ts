import { isCalendarDay } from '@publi/domain';
import { z } from 'zod';
import { listField, uniqueItems } from './list-field.schema.js';
import { listParam } from './list-param.schema.js';
import { idField } from './number-fields.schema.js';
import { fromQuery } from './query-value.schema.js';
import { strictRequest } from './strict-request.schema.js';
import { PAYMENT_METHODS, PROVIDER_EVENT_TYPES } from './payment.schema.js';

/** How many contracts one payment may cover: a whole project's. */
export const MAX_CONTRACTS_PER_PAYMENT = 200;

const DUE_DATE_MESSAGE = 'Informe o vencimento como uma data válida, no formato AAAA-MM-DD.';
const IDEMPOTENCY_KEY_MESSAGE = 'A idempotency_key deve ter de 8 a 64 letras, números, - ou _.';

const contractIds = {
  item: idField('o id do contrato'),
  label: 'os contratos',
  max: MAX_CONTRACTS_PER_PAYMENT,
} as const;

/** `GET /payment/quote?contract_ids=1,2`: what paying these contracts together costs. */
export const paymentQuoteQuerySchema = strictRequest({
  contract_ids: listParam({ ...contractIds, item: fromQuery(contractIds.item) }).pipe(z.array(z.number()).min(1, { error: 'Escolha pelo menos um contrato para pagar.' })),
});

/**
 * `POST /payment`: the brand pays accepted contracts of one project, by Pix or with a card
 * token from the provider's checkout (the card's number never reaches Publi).
 */
export const createPaymentBodySchema = strictRequest({
  contract_ids: listField(contractIds)
    .min(1, { error: 'Escolha pelo menos um contrato para pagar.' })
    .check(uniqueItems((id: number) => id, 'Este contrato já está na lista.')),
  method: z.enum(PAYMENT_METHODS, { error: 'Escolha a forma de pagamento: Pix, Pix com vencimento ou cartão.' }),
  // Pix com vencimento's due date, São Paulo's day; "from tomorrow, up to 30 days" is the server's check.
  due_date: z.string({ error: DUE_DATE_MESSAGE }).trim().refine(isCalendarDay, { error: DUE_DATE_MESSAGE }).optional(),
  card_token: z.string({ error: 'O token do cartão deve ser um texto.' }).trim().max(200, { error: 'O token do cartão é longo demais.' }).optional(),
  // One attempt to pay: sent again with the same contracts and method after a failure, it makes
  // at most one charge. The web always sends one; without it each request is a new attempt.
  idempotency_key: z.string({ error: IDEMPOTENCY_KEY_MESSAGE }).regex(/^[A-Za-z0-9_-]{8,64}$/, { error: IDEMPOTENCY_KEY_MESSAGE }).optional(),
});

/** @see createPaymentBodySchema */
export type CreatePaymentBodyWire = z.output<typeof createPaymentBodySchema>;

/** `:id` of a payment. */
export const paymentIdParamsSchema = strictRequest({ id: fromQuery(idField('o id do pagamento')) });

/** `GET /payments` and its export: the brand's payments, of one project or all. */
export const paymentsQuerySchema = strictRequest({ project_id: fromQuery(idField('o id do projeto')).optional() });

/** `GET /payments/export`: the same list as a spreadsheet. */
export const paymentsExportQuerySchema = strictRequest({
  project_id: fromQuery(idField('o id do projeto')).optional(),
  format: z.enum(['csv', 'xlsx'], { error: 'Escolha o formato: csv ou xlsx.' }).default('csv'),
});

/**
 * `POST /payment/webhook`: an event from the payment provider, signed with HMAC-SHA256 over the
 * raw body (`X-Publi-Signature: sha256=<hex>`). `id` is the event's own, so a replay is known.
 */
export const providerEventBodySchema = strictRequest({
  id: z.string().min(1).max(100),
  type: z.enum(PROVIDER_EVENT_TYPES),
  created_at: z.iso.datetime({ offset: true }),
  data: strictRequest({
    /** The provider's charge or payout id. */
    object_id: z.string().min(1).max(100),
    /** A card decline's or a payout failure's reason code (`insufficient_funds`, `suspected_fraud`, `invalid_destination`). */
    reason: z.string().max(100).optional(),
    /** What the payer paid, for `charge.paid`: more than the charge for a Pix com vencimento paid after its due date. */
    amount_centavos: z.number().int().positive().optional(),
  }),
});

/** @see providerEventBodySchema */
export type ProviderEventWire = z.output<typeof providerEventBodySchema>;

/** `POST /payment/api-pix/:token/pix`'s `:token`: the secret of the webhook URL Publi registered at its PSP. */
export const apiPixCallbackParamsSchema = strictRequest({ token: z.string().max(200) });

/**
 * `POST /payment/api-pix/:token/pix`: the PSP's callback of the API Pix (`WebhookPixBody`), the Pix
 * received, each with its end-to-end id and the txid of the charge it paid. Only those two fields
 * are read: the payment itself is read back from the PSP. A Pix may carry the other fields of the
 * standard's `Pix` (and PSPs add their own); the body holds `pix` alone.
 */
// Another party's payload: a field its next version adds must not turn its calls into 400s
// (it would retry them for days), so the fields Publi reads are checked and the rest let be.
export const apiPixCallbackBodySchema = z.looseObject({
  pix: z
    .array(z.looseObject({ endToEndId: z.string().min(1).max(64), txid: z.string().max(64).optional() }))
    .min(1)
    .max(1000),
});

/** @see apiPixCallbackBodySchema */
export type ApiPixCallbackBodyWire = z.output<typeof apiPixCallbackBodySchema>;

/**
 * `POST /payment/pagarme/webhook`: a Pagar.me webhook (its "postback"), signed in `X-Hub-Signature`
 * (`sha1=` and the hex HMAC-SHA1 of the raw body, keyed with the account's secret key). Only the
 * event's type and its object's id are read: the object itself is read back from Pagar.me. The
 * event's fields are Pagar.me's (`id`, `account`, `type`, `created_at`, `data`); `data` is the
 * whole object, whatever fields it has, and fields Pagar.me adds are let be (as the API Pix's callback).
 */
export const pagarmeWebhookBodySchema = z.looseObject({
  id: z.string().min(1).max(100),
  account: z.looseObject({}).optional(),
  type: z.string().min(1).max(100),
  created_at: z.string().max(40).optional(),
  data: z.looseObject({ id: z.string().min(1).max(100) }),
});

/** @see pagarmeWebhookBodySchema */
export type PagarmeWebhookBodyWire = z.output<typeof pagarmeWebhookBodySchema>;
