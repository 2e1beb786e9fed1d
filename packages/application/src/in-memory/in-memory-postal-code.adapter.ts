import { normalizePostalCode } from '@publi/domain';
import { ApplicationError } from '../errors/application-error.js';
import type { PostalCodeLocation } from '../model/postal-code.model.js';
import type { PostalCodePort } from '../ports/postal-code.port.js';

/**
 * The CEP service's stand-in: known codes by their 8 digits; `reachable` false simulates an
 * outage. As ViaCEP's adapter, the code is normalized first, so a malformed one throws the
 * domain's `POSTAL_CODE.INVALID` before reaching the service, even when it is down.
 */
export class InMemoryPostalCodeAdapter implements PostalCodePort {
  /** When false, every well-formed lookup fails with `POSTAL_CODE.UNREACHABLE`. */
  reachable = true;
  /** The CEPs (8 digits) that reached the service, in order. */
  readonly lookups: string[] = [];

  /** @param known - CEP digits to what the service answers. */
  constructor(private readonly known: Readonly<Record<string, PostalCodeLocation>> = { '01310100': { state: 'SP', city: 'São Paulo' } }) {}

  /** The CEP's state and city. */
  lookup(cep: string): Promise<PostalCodeLocation> {
    return Promise.resolve(cep).then((typed) => this.answer(normalizePostalCode(typed)));
  }

  private answer(digits: string): PostalCodeLocation {
    if (!this.reachable) throw new ApplicationError('POSTAL_CODE.UNREACHABLE');
    this.lookups.push(digits);
    const found = this.known[digits];
    if (found === undefined) throw new ApplicationError('POSTAL_CODE.NOT_FOUND');
    return found;
  }
}
