import type { CardForm, CardToken } from '../model/payment.model.js';

/**
 * The payment provider's own checkout, outside Publi's API (the embedded sandbox's routes): the
 * card form goes here and comes back as a token, so card numbers never reach Publi's server; and,
 * in demo mode, "simular pagamento" pays a Pix as a bank app would.
 */
export interface CheckoutPort {
  /** Throws `REQUEST.INVALID` with pt-BR messages per field (`number`, `holder_name`, `expiry`, `cvc`). */
  tokenize(card: CardForm): Promise<CardToken>;
  /** Demo mode only; the settlement still arrives through the provider's webhook. */
  simulatePix(txid: string): Promise<void>;
}
