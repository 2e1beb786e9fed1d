import { isApplicationError } from '@publi/application';

/** The pt-BR sentence for a failure: the server's (or the application's) own, or a generic one. */
export function errorMessageOf(error: unknown): string {
  return isApplicationError(error) ? error.message : 'Não foi possível concluir agora. Tente de novo.';
}

/** The per-field messages a refusal carried, keyed by wire path. */
export function fieldErrorsOf(error: unknown): Readonly<Record<string, string>> {
  return isApplicationError(error) ? error.fields : {};
}
