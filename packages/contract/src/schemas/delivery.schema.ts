import { DELIVERY_REVIEW_KINDS } from '@publi/domain';
import { z } from 'zod';
import { tooLongMessage } from './field-messages.js';
import { listField, uniqueItems } from './list-field.schema.js';
import { idField } from './number-fields.schema.js';
import { fromQuery } from './query-value.schema.js';
import { strictRequest } from './strict-request.schema.js';
import { wireCount, wireDateTime, wireId } from './wire-values.schema.js';

/** How much one delivery carries, and how long its texts may be. */
export const DELIVERY_LIMITS = {
  links: 10,
  files: 10,
  linkLength: 500,
  note: 2000,
  comment: 2000,
  /** Longest file name kept for display (the stored name is the server's own). */
  fileName: 120,
} as const;

const LINK_MESSAGE = 'Informe um link completo, começando com https:// (ou http://).';

/** A delivered link: an absolute http(s) URL, such as the published post. */
export const deliveryLinkField = z
  .string({ error: LINK_MESSAGE })
  .trim()
  .max(DELIVERY_LIMITS.linkLength, { error: tooLongMessage('o link', DELIVERY_LIMITS.linkLength) })
  // A host with a dot (or localhost) and its top-level name, an optional port, then any path: what a published post's address looks like.
  .refine((text) => /^https?:\/\/(?:[a-z0-9-]+\.)+[a-z]{2,}(?::\d{1,5})?(?:[/?#]\S*)?$/i.test(text), { error: LINK_MESSAGE });

const fileIdField = z.uuid({ error: 'Este arquivo não foi enviado por aqui. Envie-o de novo.' });

/**
 * `POST /creator/contracts/delivery`: the creator (or agent) delivers on the live contract of
 * (`project_id`, `creator_id`): links and files uploaded to the contract first, and a note.
 */
export const deliveryBodySchema = strictRequest({
  project_id: idField('o id do projeto'),
  creator_id: idField('o id do criador'),
  links: listField({ item: deliveryLinkField, label: 'os links', max: DELIVERY_LIMITS.links })
    .check(uniqueItems((link: string) => link.toLowerCase(), 'Este link já está na entrega.'))
    .default([]),
  file_ids: listField({ item: fileIdField, label: 'os arquivos', max: DELIVERY_LIMITS.files })
    .check(uniqueItems((id: string) => id, 'Este arquivo já está na entrega.'))
    .default([]),
  note: z.string({ error: 'A mensagem deve ser um texto.' }).trim().max(DELIVERY_LIMITS.note, { error: tooLongMessage('a mensagem', DELIVERY_LIMITS.note) }).default(''),
}).refine((body) => body.links.length + body.file_ids.length > 0, { error: 'Entregue pelo menos um link ou um arquivo.', path: ['links'] });

/** @see deliveryBodySchema */
export type DeliveryBodyWire = z.output<typeof deliveryBodySchema>;

/** `POST /project/contract/:id/changes`: what the brand wants changed. */
export const changesBodySchema = strictRequest({
  comment: z
    .string({ error: 'Diga o que precisa ser ajustado.' })
    .trim()
    .min(1, { error: 'Diga o que precisa ser ajustado.' })
    .max(DELIVERY_LIMITS.comment, { error: tooLongMessage('o comentário', DELIVERY_LIMITS.comment) }),
});

/** `:id` of a contract and `:file_id` of one of its delivered files. */
export const deliveryFileParamsSchema = strictRequest({
  id: fromQuery(idField('o id do contrato')),
  file_id: z.uuid({ error: 'Arquivo não encontrado.' }),
});

/** A file sent to a contract: its display name, size and type read from its bytes. */
export const deliveryFileSchema = z.object({ id: z.string(), name: z.string(), size: wireCount, content_type: z.string() });

/** @see deliveryFileSchema */
export type DeliveryFileWire = z.infer<typeof deliveryFileSchema>;

/** One round of a contract's timeline: what was delivered, and the brand's answer to it. */
export const deliveryRoundSchema = z.object({
  round: z.number().int().positive(),
  links: z.array(z.string()),
  files: z.array(deliveryFileSchema),
  note: z.string(),
  delivered_at: wireDateTime,
  review: z
    .object({
      kind: z.enum(DELIVERY_REVIEW_KINDS),
      comment: z.string(),
      at: wireDateTime,
    })
    .nullable(),
});

/** `GET /project/contract/:id/deliveries`: every round, oldest first, and when a waiting one is approved on its own. */
export const deliveriesSchema = z.object({
  contract_id: wireId,
  rounds: z.array(deliveryRoundSchema),
  auto_approval_at: wireDateTime.nullable(),
  change_rounds_left: wireCount,
});

/** @see deliveriesSchema */
export type DeliveriesWire = z.infer<typeof deliveriesSchema>;
