import type { PostalCodeAddress } from '@publi/application';
import { errorMessageOf } from '../errors/error-message.js';

/** What a CEP lookup answers: the place, or the pt-BR reason to pick state and city by hand. */
export type PostalCodeAnswer = { readonly place: PostalCodeAddress } | { readonly failure: string };

const LOOKUP_FAILED = 'Não foi possível buscar o CEP. Escolha o estado e a cidade.';

/**
 * Looks a CEP up for a form; never throws, so every address form words a failure alike: the
 * server's message when it gave one (an unknown CEP), else that the service could not answer.
 */
export async function lookUpPostalCode(lookUp: (cep: string) => Promise<PostalCodeAddress>, cep: string): Promise<PostalCodeAnswer> {
  try {
    return { place: await lookUp(cep) };
  } catch (error) {
    return { failure: errorMessageOf(error, LOOKUP_FAILED) };
  }
}
