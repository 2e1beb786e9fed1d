import { ApplicationError, type CardForm, type CardToken, type CheckoutPort } from '@publi/application';
import { errorBodySchema } from '@publi/contract';
import axios, { type AxiosInstance } from 'axios';
import { z } from 'zod';

const tokenSchema = z.object({ token: z.string(), brand: z.string(), last4: z.string() });

/**
 * {@link CheckoutPort} over the payment provider's own routes (the embedded sandbox's, under
 * `/sandbox`, outside the API): a plain client without Publi's token, as a provider's checkout
 * script is another site. The card's fields go there and only the token comes back.
 */
export class AxiosCheckoutAdapter implements CheckoutPort {
  private readonly client: AxiosInstance;

  /** @param baseURL - the provider checkout's base, such as `/sandbox`. */
  constructor(baseURL: string) {
    this.client = axios.create({ baseURL, validateStatus: () => true, timeout: 20_000 });
  }

  async tokenize(card: CardForm): Promise<CardToken> {
    const body = { number: card.number.replace(/\D/g, ''), holder_name: card.holderName.trim(), expiry_month: card.expiryMonth, expiry_year: card.expiryYear, cvc: card.cvc.trim() };
    const response = await this.send('/cartoes', body);
    const token = tokenSchema.safeParse(response.data);
    if (response.status === 201 && token.success) return token.data;
    throw this.refusal(response.data);
  }

  async simulatePix(txid: string): Promise<void> {
    const response = await this.send(`/pix/${encodeURIComponent(txid)}/pagamento`, {});
    if (response.status !== 202) throw this.refusal(response.data);
  }

  private async send(path: string, body: unknown) {
    try {
      return await this.client.post<unknown>(path, body);
    } catch {
      throw new ApplicationError('NETWORK.UNREACHABLE');
    }
  }

  private refusal(data: unknown): ApplicationError {
    const body = errorBodySchema.safeParse(data);
    if (!body.success) return new ApplicationError('RESPONSE.INVALID_FORMAT');
    // The form's own field names, as the application names them.
    const fields = Object.fromEntries(Object.entries(body.data.error.fields ?? {}).map(([key, message]) => [key === 'holder_name' ? 'holderName' : key, message]));
    return new ApplicationError(body.data.error.code, body.data.error.message, fields);
  }
}
