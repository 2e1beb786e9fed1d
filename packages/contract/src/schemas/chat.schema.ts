import { CHAT_PAGE_SIZE } from '@publi/domain';
import { z } from 'zod';
import { CHAT_MESSAGE_MAX } from './chat-limits.js';
import { missingOr, tooLongMessage } from './field-messages.js';
import { idField, intField, MAX_ID } from './number-fields.schema.js';
import { fromQuery } from './query-value.schema.js';
import { strictRequest } from './strict-request.schema.js';
import { wireCount, wireDateTime, wireId } from './wire-values.schema.js';

const CLIENT_ID_MESSAGE = 'O client_message_id deve ter de 8 a 64 letras, números, - ou _.';

/** `:chat_id` of the chat routes (`:id` of the list, as SPEC writes it). */
export const chatIdParamsSchema = strictRequest({ chat_id: fromQuery(idField('o id da conversa')) });

/** @see chatIdParamsSchema, spelt as SPEC's `GET /project/contract/chat/{id}/list`. */
export const chatListParamsSchema = strictRequest({ id: fromQuery(idField('o id da conversa')) });

/** `?before=`: the sequence number the page ends before (older messages); left out for the newest page. */
export const chatPageQuerySchema = strictRequest({ before: fromQuery(intField({ label: 'o before', min: 1, max: MAX_ID })).optional() });

/** `?after=`: the last sequence number the client saw; the stream starts right after it. */
export const chatStreamQuerySchema = strictRequest({ after: fromQuery(intField({ label: 'o after', min: 0, max: MAX_ID })).default(0) });

/**
 * `POST /project/contract/chat/:chat_id`: SPEC.md's `{chat_id, contract_id, message}`, and,
 * optionally, an id the client makes up per message so a retried post (a lost answer, a double
 * tap) is stored once. Without it the message is simply posted (no de-duplication).
 */
export const postChatMessageBodySchema = strictRequest({
  chat_id: idField('o id da conversa'),
  contract_id: idField('o id do contrato'),
  // Plain text, kept as typed: `<nome da marca>` or `<https://...>` is text, and readers show it inert.
  message: z
    .string({ error: missingOr('a mensagem', 'A mensagem deve ser um texto.') })
    .trim()
    .min(1, { error: 'Escreva uma mensagem antes de enviar.' })
    .max(CHAT_MESSAGE_MAX, { error: tooLongMessage('a mensagem', CHAT_MESSAGE_MAX) }),
  client_message_id: z
    .string({ error: CLIENT_ID_MESSAGE })
    .regex(/^[A-Za-z0-9_-]{8,64}$/, { error: CLIENT_ID_MESSAGE })
    .optional(),
});

/** @see postChatMessageBodySchema */
export type PostChatMessageBodyWire = z.output<typeof postChatMessageBodySchema>;

/** `POST /project/contract/chat/:chat_id/read`: the caller has read up to `seq`. */
export const markChatReadBodySchema = strictRequest({ seq: intField({ label: 'o seq', min: 0, max: MAX_ID }) });

/** Which side wrote a message: the brand, the creator, or the creator's agent. */
export const CHAT_SENDER_ROLES = ['brand', 'creator', 'agent'] as const;

/**
 * One message: `seq` counts the contract's messages from 1 with no gaps, in the order they were
 * stored, so a client resumes a stream from the last `seq` it saw. The text is plain text.
 */
export const chatMessageSchema = z.object({
  id: wireId,
  chat_id: wireId,
  contract_id: wireId,
  seq: wireId,
  sender: z.object({ user_id: wireId, name: z.string(), role: z.enum(CHAT_SENDER_ROLES) }),
  message: z.string(),
  client_message_id: z.string(),
  sent_at: wireDateTime,
});

/** @see chatMessageSchema */
export type ChatMessageWire = z.infer<typeof chatMessageSchema>;

/**
 * A page of up to {@link CHAT_PAGE_SIZE} messages, oldest first; `before` is what to pass for the
 * older page (null at the start); `last_seq` is the newest message's and `read_seq` how far the
 * caller has read.
 */
export const chatPageSchema = z.object({
  chat_id: wireId,
  contract_id: wireId,
  messages: z.array(chatMessageSchema).max(CHAT_PAGE_SIZE),
  before: wireId.nullable(),
  last_seq: wireCount,
  read_seq: wireCount,
});

/** @see chatPageSchema */
export type ChatPageWire = z.infer<typeof chatPageSchema>;

/** The caller's unread messages on the chat after marking it read. */
export const chatReadSchema = z.object({ read_seq: wireCount, unread: wireCount });
