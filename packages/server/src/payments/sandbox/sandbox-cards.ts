import { randomBytes } from 'node:crypto';
import type { ClockPort } from '../../ports/clock.port.js';
import type { DeclineReason } from '../../ports/payment-provider.port.js';
import { cardBrand, DECLINING_TEST_CARDS, passesLuhn } from './test-cards.js';

/** A tokenized card as the sandbox keeps it until a charge uses it: never its number. */
export interface TokenizedCard {
  readonly brand: string;
  readonly last4: string;
  readonly declines: DeclineReason | null;
}

/** What the tokenizer was sent: the card form's fields. */
export interface CardForm {
  readonly number: string;
  readonly holderName: string;
  readonly expiryMonth: number;
  readonly expiryYear: number;
  readonly cvc: string;
}

// A token is good for one charge within 15 minutes, as a provider's checkout token is.
const TOKEN_TTL_MS = 15 * 60 * 1000;

/** Field-by-field pt-BR problems of a card form, empty when it may be tokenized. */
export function cardFormProblems(form: CardForm, now: Date): Record<string, string> {
  const problems: Record<string, string> = {};
  const digits = form.number.replace(/[\s.-]/g, '');
  if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits)) problems['number'] = 'Confira o número do cartão: ele não é válido.';
  if (form.holderName.trim().length < 2) problems['holder_name'] = 'Informe o nome impresso no cartão.';
  const year = form.expiryYear < 100 ? 2000 + form.expiryYear : form.expiryYear;
  const monthOk = Number.isInteger(form.expiryMonth) && form.expiryMonth >= 1 && form.expiryMonth <= 12;
  // A card is valid through the last day of its month.
  if (!monthOk || !Number.isInteger(year) || new Date(Date.UTC(year, form.expiryMonth, 1)).getTime() <= now.getTime()) {
    problems['expiry'] = monthOk ? 'Este cartão está vencido.' : 'Informe a validade como MM/AA.';
  }
  if (!/^\d{3,4}$/.test(form.cvc)) problems['cvc'] = 'Informe o código de segurança (CVV) de 3 ou 4 dígitos.';
  return problems;
}

/** The sandbox's card tokenizer: what its checkout route hands out and its charges redeem. */
export class SandboxCards {
  private readonly tokens = new Map<string, TokenizedCard & { readonly until: number }>();

  constructor(private readonly clock: ClockPort) {}

  /** A token for a card form already checked with {@link cardFormProblems}. */
  tokenize(form: CardForm): { token: string; card: TokenizedCard } {
    const digits = form.number.replace(/[\s.-]/g, '');
    const card: TokenizedCard = { brand: cardBrand(digits), last4: digits.slice(-4), declines: DECLINING_TEST_CARDS[digits] ?? null };
    const token = `tok_${randomBytes(18).toString('base64url')}`;
    const now = this.clock.now().getTime();
    for (const [key, kept] of this.tokens) if (kept.until <= now) this.tokens.delete(key);
    this.tokens.set(token, { ...card, until: now + TOKEN_TTL_MS });
    return { token, card };
  }

  /** The card behind `token`, once: a token pays one charge. Null when unknown or expired. */
  redeem(token: string): TokenizedCard | null {
    const kept = this.tokens.get(token);
    this.tokens.delete(token);
    if (kept === undefined || kept.until <= this.clock.now().getTime()) return null;
    return { brand: kept.brand, last4: kept.last4, declines: kept.declines };
  }
}
