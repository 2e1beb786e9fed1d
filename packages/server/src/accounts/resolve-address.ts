import { findStateBySigla, foldText, isDomainError, normalizePostalCode } from '@publi/domain';
import { BRAZIL_STATES } from '@publi/domain/brazil-states';
import { AppError } from '../errors/app-error.js';

/** An address as a person typed it (the route layer maps the wire's names to these). */
export interface AddressInput {
  readonly postalCode: string;
  readonly street: string | null;
  readonly streetNumber: string | null;
  readonly complement: string | null;
  readonly neighborhood: string | null;
  readonly city: string;
  readonly state: string;
}

/**
 * An address ready to store, in the same fields as typed: the CEP's 8 digits, the state's
 * sigla and the city as IBGE spells it.
 */
export type ResolvedAddress = AddressInput;

const POSTAL_CODE_MESSAGE = 'Informe o CEP com 8 dígitos, como 01310-100.';
const STATE_MESSAGE = 'Informe a sigla de um estado, como SP.';

const comparable = (text: string): string => foldText(text.trim().replace(/\s+/g, ' '));

function normalizedPostalCode(text: string): string | undefined {
  try {
    return normalizePostalCode(text);
  } catch (error) {
    if (isDomainError(error, 'POSTAL_CODE.INVALID')) return undefined;
    throw error;
  }
}

/**
 * Checks an address against the states-and-cities dataset: the state must be a real UF and
 * the city one of its municipalities, compared ignoring case, accents and extra spaces
 * ("sao paulo" finds "São Paulo"), and stored with the dataset's spelling so search and
 * filters see one name per city. The address replaces the old one whole: a part left out
 * is cleared.
 *
 * Field messages use the request's names (`postal_code`, `city`).
 *
 * @param prefix - where the address sits in the body (`address.` inside save-user-info),
 *   so each field message lands beside its field.
 * @throws AppError `REQUEST.INVALID` with a pt-BR message per wrong field.
 */
export function resolveAddress(body: AddressInput, prefix = ''): ResolvedAddress {
  const fields: Record<string, string> = {};
  const postalCode = normalizedPostalCode(body.postalCode);
  if (postalCode === undefined) fields[`${prefix}postal_code`] = POSTAL_CODE_MESSAGE;
  const state = findStateBySigla(BRAZIL_STATES, body.state);
  if (state === undefined) fields[`${prefix}state`] = STATE_MESSAGE;
  const wanted = comparable(body.city);
  const city = state?.cidades.find((candidate) => comparable(candidate) === wanted);
  if (state !== undefined && city === undefined) {
    fields[`${prefix}city`] = `Não encontramos esta cidade em ${state.nome} (${state.sigla}). Confira o nome ou o estado.`;
  }
  if (postalCode === undefined || state === undefined || city === undefined) throw new AppError('REQUEST.INVALID', fields);
  return {
    postalCode,
    street: body.street,
    streetNumber: body.streetNumber,
    complement: body.complement,
    neighborhood: body.neighborhood,
    city,
    state: state.sigla,
  };
}
