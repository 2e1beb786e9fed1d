import { isApplicationError } from '@publi/application';

const GENERIC_FAILURE = 'Não foi possível concluir agora. Tente de novo.';

/**
 * The pt-BR sentence for a failure: the server's (or the application's) own, else `fallback`,
 * which names what failed when the page says more than "concluir" (for example "carregar").
 */
export function errorMessageOf(error: unknown, fallback: string = GENERIC_FAILURE): string {
  return isApplicationError(error) ? error.message : fallback;
}

/** The per-field messages a refusal carried, keyed by wire path. */
export function fieldErrorsOf(error: unknown): Readonly<Record<string, string>> {
  return isApplicationError(error) ? error.fields : {};
}
