import axios, { type AxiosInstance } from 'axios';
import { ApplicationError, type PostalCodeLocation, type PostalCodePort } from '@publi/application';
import { normalizePostalCode } from '@publi/domain';
import { viaCepAnswerSchema } from './via-cep-answer.schema.js';

/** The public CEP service; a test or a mirror passes its own. */
export const VIA_CEP_BASE_URL = 'https://viacep.com.br/ws';

/** Where the CEP service is and how long a person waits for it. */
export interface ViaCepOptions {
  readonly baseURL?: string;
  /** Milliseconds; the form falls back to the state and city lists after it. */
  readonly timeoutMs?: number;
}

/**
 * Looks a CEP up on ViaCEP (`GET {baseURL}/{cep}/json`, SPEC section 5): the hyphen is removed
 * first (the domain's `normalizePostalCode`, which throws `POSTAL_CODE.INVALID` for a code that
 * is not 8 digits), `uf` and `localidade` become `state` and `city`. An unknown code is
 * `POSTAL_CODE.NOT_FOUND`; no answer, or one we cannot read, is `POSTAL_CODE.UNREACHABLE`, so
 * the form offers the state and city lists instead.
 */
export class ViaCepPostalCodeAdapter implements PostalCodePort {
  private readonly client: AxiosInstance;

  constructor(options: ViaCepOptions = {}) {
    this.client = axios.create({ baseURL: options.baseURL ?? VIA_CEP_BASE_URL, timeout: options.timeoutMs ?? 5000 });
  }

  async lookup(cep: string): Promise<PostalCodeLocation> {
    const digits = normalizePostalCode(cep);
    let body: unknown;
    try {
      body = (await this.client.get<unknown>(`/${digits}/json`)).data;
    } catch {
      throw new ApplicationError('POSTAL_CODE.UNREACHABLE');
    }
    const answer = viaCepAnswerSchema.safeParse(body);
    if (!answer.success) throw new ApplicationError('POSTAL_CODE.UNREACHABLE');
    if ('erro' in answer.data) throw new ApplicationError('POSTAL_CODE.NOT_FOUND');
    return { state: answer.data.uf.toUpperCase(), city: answer.data.localidade };
  }
}
