import { isDomainError, normalizePostalCode } from '@publi/domain';
import { ApplicationError } from '../errors/application-error.js';
import type { PostalCodeAddress } from '../model/postal-code.model.js';
import type { PostalCodePort } from '../ports/postal-code.port.js';

/**
 * A CEP's state and city for the address form. The hyphen (and dots, spaces) go before the
 * lookup; a malformed CEP throws `POSTAL_CODE.INVALID` without asking the service; the
 * service's own failures (`POSTAL_CODE.NOT_FOUND`, `.UNREACHABLE`) are rethrown so the form
 * can offer the state and city lists instead.
 */
export class LookUpPostalCodeUseCase {
  /** @param postalCodes - the CEP service. */
  constructor(private readonly postalCodes: PostalCodePort) {}

  /** The CEP's 8 digits, state sigla and city. */
  async execute(cep: string): Promise<PostalCodeAddress> {
    let postalCode: string;
    try {
      postalCode = normalizePostalCode(cep.trim());
    } catch (error) {
      if (isDomainError(error)) throw new ApplicationError('POSTAL_CODE.INVALID');
      throw error;
    }
    const { state, city } = await this.postalCodes.lookup(postalCode);
    return { postalCode, state, city };
  }
}
