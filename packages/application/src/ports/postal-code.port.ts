import type { PostalCodeLocation } from '../model/postal-code.model.js';

/**
 * The public CEP service (`GET /{cep}/json`). `cep` is 8 digits. Throws
 * `POSTAL_CODE.NOT_FOUND` or `POSTAL_CODE.UNREACHABLE`.
 */
export interface PostalCodePort {
  lookup(cep: string): Promise<PostalCodeLocation>;
}
