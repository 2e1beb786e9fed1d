import { PAYOUT_STATUSES } from '@publi/domain';
import { z } from 'zod';
import { idField } from './number-fields.schema.js';
import { fromQuery } from './query-value.schema.js';
import { strictRequest } from './strict-request.schema.js';
import { wireCount, wireDateTime, wireId } from './wire-values.schema.js';

// The domain declares a payout's states (asked of the provider, in the bank, refused).
export { PAYOUT_STATUSES };

/** Money per stage, in centavos: held until approval, available, on its way, in the bank. */
export const moneyStagesSchema = z.object({
  held_centavos: wireCount,
  available_centavos: wireCount,
  payout_pending_centavos: wireCount,
  paid_out_centavos: wireCount,
});

/** @see moneyStagesSchema */
export type MoneyStagesWire = z.infer<typeof moneyStagesSchema>;

/**
 * `GET /earnings?creator_id=`: a creator's money per contract and in total, where payouts go
 * (masked), and what stands in the way of one (`nudge`, pt-BR), for the creator or the linked agent.
 */
export const earningsSchema = z.object({
  creator_id: wireId,
  totals: moneyStagesSchema,
  contracts: z.array(
    moneyStagesSchema.extend({
      contract_id: wireId,
      project_name: z.string(),
      brand_name: z.string(),
      amount_centavos: wireCount,
      payout: z.object({ status: z.enum(PAYOUT_STATUSES), requested_at: wireDateTime, settled_at: wireDateTime.nullable(), reason: z.string().nullable() }).nullable(),
    }),
  ),
  /** Where payouts go: the Pix key or the bank account, masked; null when none is registered. */
  destination: z.object({ kind: z.enum(['pix', 'bank']), label: z.string() }).nullable(),
  nudge: z.string().nullable(),
  /** Whether the caller may ask for a payout (the creator; an agent only sees). */
  can_request_payout: z.boolean(),
});

/** @see earningsSchema */
export type EarningsWire = z.infer<typeof earningsSchema>;

/** `GET /earnings?creator_id=`; the creator's own when left out. */
export const earningsQuerySchema = strictRequest({ creator_id: fromQuery(idField('o id do criador')).optional() });

/** `POST /payouts`: the creator asks for every available amount to be paid out. */
export const payoutBodySchema = strictRequest({});
