import type { CheckoutPort } from '@publi/application';
import { AxiosCheckoutAdapter } from './axios-checkout.adapter.js';
import { PagarmeCheckoutAdapter } from './pagarme-checkout.adapter.js';

/**
 * Where the card form goes for a token, as the server's runtime config says: the sandbox's
 * checkout routes (`/sandbox`), or Pagar.me's tokenization, from the browser itself.
 */
export type CardCheckoutOptions = { readonly kind: 'sandbox'; readonly url: string } | { readonly kind: 'pagarme'; readonly apiUrl: string; readonly publicKey: string };

/**
 * The checkout for `cards` (the sandbox beside the API at `baseURL` when unsaid). Either way a
 * demo Pix is paid by the sandbox's "simular pagamento", the one place that does it.
 */
export function createCheckoutAdapter(cards: CardCheckoutOptions | undefined, baseURL: string): CheckoutPort {
  const sandbox = new AxiosCheckoutAdapter(cards?.kind === 'sandbox' ? cards.url : baseURL.replace(/\/api\/?$/, '/sandbox'));
  return cards?.kind === 'pagarme' ? new PagarmeCheckoutAdapter(cards, sandbox) : sandbox;
}
