import type { GetTokenResponse } from '@pagarme/pagarme-nodejs-sdk';
import { z } from 'zod';
import { cardBrand, DECLINING_TEST_CARDS, passesLuhn } from '../../payments/sandbox/test-cards.js';
import { ok, pagarmeId, refusal, type FakeAnswer } from './fake-answers.js';
import { toWireObject } from './pagarme-wire.js';

/** A tokenized card as the fake keeps it until an order uses it (a token pays one order). */
export interface FakeCard {
  readonly brand: string;
  readonly firstSixDigits: string;
  readonly lastFourDigits: string;
  readonly holderName: string;
  readonly expMonth: number;
  readonly expYear: number;
  /** What the acquirer answers a charge of it: `00` approved, `51` insufficient funds, `59` suspected fraud. */
  readonly acquirerReturnCode: string;
}

// The sandbox's test cards, with the acquirer codes Pagar.me's test cards answer for those reasons.
const RETURN_CODES = { insufficient_funds: '51', suspected_fraud: '59' } as const;
const TOKEN_TTL_MS = 5 * 60 * 1000;

const tokenRequest = z.object({
  type: z.literal('card'),
  card: z.object({ number: z.string(), holder_name: z.string(), exp_month: z.coerce.number(), exp_year: z.coerce.number(), cvv: z.string() }),
});

/** The browser tokenization (`POST /tokens?appId=pk_…`): card data in, a one-use token out. */
export class FakeCards {
  private readonly tokens = new Map<string, FakeCard & { readonly until: number }>();

  tokenize(body: unknown, now: Date): FakeAnswer {
    const parsed = tokenRequest.safeParse(body);
    if (!parsed.success) return refusal(422, 'The request is invalid.', { 'request.card': ['The card field is required.'] });
    const { card } = parsed.data;
    const errors = cardErrors(card, now);
    if (Object.keys(errors).length > 0) return refusal(422, 'The request is invalid.', errors);
    const digits = card.number.replace(/\D/g, '');
    const declines = DECLINING_TEST_CARDS[digits];
    const year = card.exp_year < 100 ? 2000 + card.exp_year : card.exp_year;
    const kept: FakeCard = { brand: cardBrand(digits), firstSixDigits: digits.slice(0, 6), lastFourDigits: digits.slice(-4), holderName: card.holder_name, expMonth: card.exp_month, expYear: year, acquirerReturnCode: declines === undefined ? '00' : RETURN_CODES[declines] };
    const id = pagarmeId('token_');
    this.tokens.set(id, { ...kept, until: now.getTime() + TOKEN_TTL_MS });
    const answer = { id, type: 'card', createdAt: now.toISOString(), expiresAt: new Date(now.getTime() + TOKEN_TTL_MS).toISOString(), card: { lastFourDigits: kept.lastFourDigits, holderName: kept.holderName, expMonth: kept.expMonth, expYear: kept.expYear, brand: kept.brand } } satisfies GetTokenResponse;
    // Pagar.me's answer also names the first six digits, which the SDK's model leaves out.
    return ok({ ...toWireObject(answer), card: { ...toWireObject(answer.card), first_six_digits: kept.firstSixDigits } });
  }

  /** The card behind `token`, once; null when unknown, used or expired. */
  redeem(token: string, now: Date): FakeCard | null {
    const kept = this.tokens.get(token);
    this.tokens.delete(token);
    return kept === undefined || kept.until <= now.getTime() ? null : kept;
  }
}

function cardErrors(card: z.output<typeof tokenRequest>['card'], now: Date): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const digits = card.number.replace(/\D/g, '');
  if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits)) errors['request.card.number'] = ['The number field is not a valid card number'];
  if (card.holder_name.trim().length < 2) errors['request.card.holder_name'] = ['The holder_name field is required.'];
  const year = card.exp_year < 100 ? 2000 + card.exp_year : card.exp_year;
  if (!Number.isInteger(card.exp_month) || card.exp_month < 1 || card.exp_month > 12) errors['request.card.exp_month'] = ['The field exp_month must be between 1 and 12.'];
  else if (new Date(Date.UTC(year, card.exp_month, 1)) <= now) errors['request.card.exp_year'] = ['The card is expired.'];
  if (!/^\d{3,4}$/.test(card.cvv)) errors['request.card.cvv'] = ['The cvv field is invalid.'];
  return errors;
}
