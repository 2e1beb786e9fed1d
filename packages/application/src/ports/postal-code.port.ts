import type { PostalCodeLocation } from '../model/postal-code.model.js';

/**
 * The public CEP service (`GET /{cep}/json`). `cep` is normalized with the domain's
 * `normalizePostalCode` first: a code that is not 8 digits throws the domain's
 * `POSTAL_CODE.INVALID` before any request. Throws `POSTAL_CODE.NOT_FOUND` for a code the
 * service does not know and `POSTAL_CODE.UNREACHABLE` when it does not answer.
 */
export interface PostalCodePort {
  lookup(cep: string): Promise<PostalCodeLocation>;
}
