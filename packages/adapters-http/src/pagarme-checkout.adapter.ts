import { ApplicationError, type CardForm, type CardToken, type CheckoutPort } from '@publi/application';
import { API_ERRORS } from '@publi/contract';
import axios, { type AxiosInstance } from 'axios';
import { z } from 'zod';

/** Pagar.me's tokenization as the page is told of it: the API's base (`…/core/v5`) and the account's public key. */
export interface PagarmeCheckoutOptions {
  readonly apiUrl: string;
  readonly publicKey: string;
}

// Pagar.me v5's answer to `POST /tokens`: the token, and of the card only what may be shown.
const tokenSchema = z.object({ id: z.string(), card: z.object({ last_four_digits: z.string(), brand: z.string() }) });
// Its refusal: a message and, per field of the request, what is wrong (in English).
const refusalSchema = z.object({ errors: z.record(z.string(), z.unknown()).optional() });

/** Our pt-BR words for the card fields Pagar.me refuses, by the form's field names (the sandbox's words). */
const FIELD_PROBLEMS: Readonly<Record<string, readonly [field: string, message: string]>> = {
  number: ['number', 'Confira o número do cartão: ele não é válido.'],
  holder_name: ['holderName', 'Informe o nome impresso no cartão.'],
  exp_month: ['expiry', 'Confira a validade do cartão (MM/AA).'],
  exp_year: ['expiry', 'Confira a validade do cartão (MM/AA).'],
  cvv: ['cvc', 'Informe o código de segurança (CVV) de 3 ou 4 dígitos.'],
};
/** `request.card.exp_month` → `exp_month`. */
const CARD_FIELD = /(?:^|\.)card\.(\w+)$/;

/**
 * {@link CheckoutPort} over Pagar.me's own tokenization, called from the browser
 * (`POST {apiUrl}/tokens?appId={publicKey}`, as its checkout documents): the card's fields go
 * to Pagar.me and only the token comes back, to be paid with at Publi, so a card number never
 * reaches Publi's server. A plain client: no Publi token, no cookie (another site). The demo's
 * "simular pagamento" of a Pix stays with the sandbox (`pix`).
 */
export class PagarmeCheckoutAdapter implements CheckoutPort {
  private readonly client: AxiosInstance;

  /** @param pix - the sandbox's checkout, which pays a demo Pix. */
  constructor(
    private readonly options: PagarmeCheckoutOptions,
    private readonly pix: Pick<CheckoutPort, 'simulatePix'>,
  ) {
    this.client = axios.create({ baseURL: options.apiUrl.replace(/\/+$/, ''), validateStatus: () => true, timeout: 20_000, withCredentials: false });
  }

  async tokenize(card: CardForm): Promise<CardToken> {
    const body = {
      type: 'card',
      card: {
        number: card.number.replace(/\D/g, ''),
        holder_name: card.holderName.trim(),
        exp_month: card.expiryMonth,
        exp_year: card.expiryYear < 100 ? 2000 + card.expiryYear : card.expiryYear,
        cvv: card.cvc.trim(),
      },
    };
    const response = await this.send(body);
    const token = tokenSchema.safeParse(response.data);
    if (response.status >= 200 && response.status < 300 && token.success) return { token: token.data.id, brand: token.data.card.brand, last4: token.data.card.last_four_digits };
    throw refusal(response.status, response.data);
  }

  simulatePix(txid: string): Promise<void> {
    return this.pix.simulatePix(txid);
  }

  private async send(body: unknown) {
    try {
      return await this.client.post<unknown>('/tokens', body, { params: { appId: this.options.publicKey } });
    } catch {
      throw new ApplicationError('NETWORK.UNREACHABLE');
    }
  }
}

/**
 * A refused card form field by field, in pt-BR beside the form's fields; anything else (a key
 * Pagar.me does not know, its API down) says the provider did not answer: nothing was charged.
 */
function refusal(status: number, data: unknown): ApplicationError {
  const unavailable = new ApplicationError('PAYMENT.PROVIDER_UNAVAILABLE', API_ERRORS['PAYMENT.PROVIDER_UNAVAILABLE'].message);
  const body = refusalSchema.safeParse(data);
  if (status < 400 || status >= 500 || status === 401 || status === 403 || !body.success) return unavailable;
  const fields: Record<string, string> = {};
  for (const key of Object.keys(body.data.errors ?? {})) {
    const problem = FIELD_PROBLEMS[CARD_FIELD.exec(key)?.[1] ?? ''];
    if (problem !== undefined) fields[problem[0]] = problem[1];
  }
  return new ApplicationError('REQUEST.INVALID', 'Confira os dados do cartão.', fields);
}
