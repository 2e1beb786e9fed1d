import { CONTRACT_STATUSES, PROJECT_TYPES } from '@publi/domain';
import { z } from 'zod';
import { wireCount, wireDateTime, wireDay, wireId } from './wire-values.schema.js';


/** A contract status on the wire (`pending`, `counter_offer`...); screens show its pt-BR label. */
export const wireContractStatus = z.enum(CONTRACT_STATUSES);

/**
 * What a caller may do on a contract now, as buttons: the creator (or their agent) accepts,
 * rejects or counters a proposal, and delivers; the brand accepts or refuses a counter-offer,
 * cancels, pays an accepted contract, and approves a delivery or asks for changes.
 */
export const CONTRACT_ANSWERS = ['accept', 'reject', 'counter', 'accept_counter', 'refuse_counter', 'cancel', 'pay', 'deliver', 'approve', 'request_changes'] as const;

/** One of {@link CONTRACT_ANSWERS}. */
export type ContractAnswerWire = (typeof CONTRACT_ANSWERS)[number];

/** Terms on the table: the amount in centavos, the deadline and the note that came with them. */
export const contractTermsSchema = z.object({ amount_centavos: wireCount, deadline: wireDay, message: z.string() });

/** @see contractTermsSchema */
export type ContractTermsWire = z.infer<typeof contractTermsSchema>;

/**
 * A contract as either party reads it: the brand's proposal (or the terms agreed, from
 * `accepted` on, with `agreed_at`), the creator's counter-offer while it waits, who the parties
 * are, when the offer expires, the caller's unread messages and what the caller may do now.
 * `status` is the effective one: an offer past its week reads `expired`.
 */
export const contractSchema = z.object({
  id: wireId,
  chat_id: wireId,
  project_id: wireId,
  project_name: z.string(),
  project_type: z.enum(PROJECT_TYPES.map((type) => type.value)).nullable(),
  brand: z.object({ id: wireId, name: z.string(), image: z.string().nullable() }),
  creator: z.object({ id: wireId, name: z.string(), slug: z.string(), image: z.string().nullable() }),
  status: wireContractStatus,
  deliverables: z.object({ stories: wireCount, feed: wireCount, tiktok: wireCount }),
  terms: contractTermsSchema,
  counter: contractTermsSchema.nullable(),
  agreed_at: wireDateTime.nullable(),
  offered_at: wireDateTime,
  expires_at: wireDateTime.nullable(),
  reason: z.string().nullable(),
  /** When the last delivery was sent, and when it is approved by itself if nobody answers. */
  delivered_at: wireDateTime.nullable(),
  auto_approval_at: wireDateTime.nullable(),
  /** Rounds of changes the brand has asked for (at most 2). */
  change_rounds: wireCount,
  created_at: wireDateTime,
  updated_at: wireDateTime,
  unread_messages: wireCount,
  answers: z.array(z.enum(CONTRACT_ANSWERS)),
});

/** @see contractSchema */
export type ContractWire = z.infer<typeof contractSchema>;

/** `POST /proposals/create`'s answer: the contracts made, one per creator. */
export const createdProposalsSchema = z.object({ contracts: z.array(contractSchema) });

/** `POST /proposals`'s answer: a page of the caller's contracts. */
export const proposalListSchema = z.object({ contracts: z.array(contractSchema), page: wireCount, limit: wireCount, total: wireCount });

/** @see proposalListSchema */
export type ProposalListWire = z.infer<typeof proposalListSchema>;
