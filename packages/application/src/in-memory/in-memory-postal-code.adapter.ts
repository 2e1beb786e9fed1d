import { ApplicationError } from '../errors/application-error.js';
import type { PostalCodeLocation } from '../model/postal-code.model.js';
import type { PostalCodePort } from '../ports/postal-code.port.js';

/** The CEP service's stand-in: known codes by their 8 digits; `reachable` false simulates an outage. */
export class InMemoryPostalCodeAdapter implements PostalCodePort {
  /** When false, every lookup fails with `POSTAL_CODE.UNREACHABLE`. */
  reachable = true;
  /** The CEPs looked up, in order, to check what reached the service. */
  readonly lookups: string[] = [];

  /** @param known - CEP digits to what the service answers. */
  constructor(private readonly known: Readonly<Record<string, PostalCodeLocation>> = { '01310100': { estado: 'SP', cidade: 'São Paulo' } }) {}

  /** The CEP's state and city. */
  lookup(cep: string): Promise<PostalCodeLocation> {
    this.lookups.push(cep);
    if (!this.reachable) return Promise.reject(new ApplicationError('POSTAL_CODE.UNREACHABLE'));
    const found = this.known[cep];
    return found === undefined ? Promise.reject(new ApplicationError('POSTAL_CODE.NOT_FOUND')) : Promise.resolve(found);
  }
}
