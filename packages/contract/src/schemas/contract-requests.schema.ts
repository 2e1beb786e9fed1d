import { CONTRACT_STATUSES, isCalendarDay } from '@publi/domain';
import { z } from 'zod';
import { CART_LIMITS } from './cart.schema.js';
import { missingOr, tooLongMessage } from './field-messages.js';
import { listField, uniqueItems } from './list-field.schema.js';
import { idField, intField } from './number-fields.schema.js';
import { fromQuery } from './query-value.schema.js';
import { strictRequest } from './strict-request.schema.js';

/** How long proposal texts may be, how many proposals go at once, and the lists' paging. */
export const CONTRACT_LIMITS = {
  message: 2000,
  reason: 500,
  /** Most creators one `POST /proposals/create` proposes to: a project's whole list. */
  proposals: 200,
  /** Ten million reais, in centavos: the largest budget a project takes. */
  maxAmountCentavos: 1_000_000_000,
  pageSize: 20,
  maxPageSize: 100,
  /** Most contracts a creator's list answers, newest first. */
  creatorList: 500,
} as const;

const DAY_MESSAGE = 'Informe o prazo como uma data válida, no formato AAAA-MM-DD.';
const AMOUNT_MESSAGE = 'O valor deve ser em centavos, um número inteiro de 1 a 1.000.000.000 (R$ 10 milhões).';

/** The day the work is due, `YYYY-MM-DD`; "not in the past" is the server's check (today in São Paulo). */
export const deadlineField = z
  .string({ error: missingOr('o prazo', DAY_MESSAGE) })
  .trim()
  .refine(isCalendarDay, { error: DAY_MESSAGE });

/** An amount in centavos, 1 to {@link CONTRACT_LIMITS}.maxAmountCentavos. */
export const amountCentavosField = z
  .number({ error: missingOr('o valor', AMOUNT_MESSAGE) })
  .int({ error: AMOUNT_MESSAGE })
  .min(1, { error: AMOUNT_MESSAGE })
  .max(CONTRACT_LIMITS.maxAmountCentavos, { error: AMOUNT_MESSAGE });

const optionalNote = (label: string, max: number) =>
  z
    .string({ error: `${label.charAt(0).toUpperCase()}${label.slice(1)} deve ser um texto.` })
    .trim()
    .max(max, { error: tooLongMessage(label, max) })
    .default('');

/** `POST /proposals/create`: the brand proposes to creators of project `project_id`, each a `pending` contract. */
export const createProposalsBodySchema = strictRequest({
  project_id: idField('o id do projeto'),
  proposals: listField({
    item: strictRequest({
      creator_id: idField('o id do criador'),
      stories: intField({ label: 'o número de stories', min: 0, max: CART_LIMITS.piecesPerFormat }).default(0),
      feed: intField({ label: 'o número de posts no feed', min: 0, max: CART_LIMITS.piecesPerFormat }).default(0),
      tiktok: intField({ label: 'o número de vídeos no TikTok', min: 0, max: CART_LIMITS.piecesPerFormat }).default(0),
      amount_centavos: amountCentavosField,
      deadline: deadlineField,
      message: optionalNote('a mensagem', CONTRACT_LIMITS.message),
    }).refine((item) => item.stories + item.feed + item.tiktok > 0, { error: 'Peça pelo menos uma entrega: stories, feed ou TikTok.' }),
    label: 'as propostas',
    max: CONTRACT_LIMITS.proposals,
  })
    .min(1, { error: 'Escolha pelo menos um criador.' })
    .check(uniqueItems((item: { creator_id: number }) => item.creator_id, 'Este criador já recebeu uma proposta neste envio.', 'creator_id')),
});

/** @see createProposalsBodySchema */
export type CreateProposalsBodyWire = z.output<typeof createProposalsBodySchema>;

/** `POST /proposals`: the caller's proposals and contracts, filtered and paged. */
export const listProposalsBodySchema = strictRequest({
  status: z.enum(CONTRACT_STATUSES, { error: `Escolha o status: ${CONTRACT_STATUSES.join(', ')}.` }).optional(),
  project_id: idField('o id do projeto').optional(),
  text: z.string({ error: 'A busca deve ser um texto.' }).trim().max(120, { error: tooLongMessage('a busca', 120) }).default(''),
  page: intField({ label: 'a página', min: 1, max: 100_000 }).default(1),
  limit: intField({ label: 'o tamanho da página', min: 1, max: CONTRACT_LIMITS.maxPageSize }).default(CONTRACT_LIMITS.pageSize),
});

/** @see listProposalsBodySchema */
export type ListProposalsBodyWire = z.output<typeof listProposalsBodySchema>;

/** `:id` of the contract routes. */
export const contractIdParamsSchema = strictRequest({ id: fromQuery(idField('o id do contrato')) });

/** `?creator_id=` of `GET /project/contract/list`. */
export const creatorContractsQuerySchema = strictRequest({ creator_id: fromQuery(idField('o id do criador')) });

/** `GET /creator/contracts?project_id=&creator_id=`: either, or both, narrow the caller's contracts. */
export const contractsFilterQuerySchema = strictRequest({
  project_id: fromQuery(idField('o id do projeto')).optional(),
  creator_id: fromQuery(idField('o id do criador')).optional(),
});

/** `POST /project/contract/:id/acceptance`: nothing to say; an empty object or no body. */
export const acceptanceBodySchema = strictRequest({}).optional();

/** `POST /project/contract/:id/rejection` and `/cancellation`: an optional reason. */
export const reasonBodySchema = strictRequest({ reason: optionalNote('o motivo', CONTRACT_LIMITS.reason) }).default({ reason: '' });

/** `POST /project/contract/:id/counter`: the creator's other terms. */
export const counterBodySchema = strictRequest({
  amount_centavos: amountCentavosField,
  deadline: deadlineField,
  message: optionalNote('a mensagem', CONTRACT_LIMITS.message),
});

/** @see counterBodySchema */
export type CounterBodyWire = z.output<typeof counterBodySchema>;
