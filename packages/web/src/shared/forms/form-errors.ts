import { isApplicationError } from '@publi/application';

/** Errors of a form: by field name, plus one for the whole form. */
export interface FormErrors<Field extends string> {
  readonly fields: { readonly [K in Field]?: string | undefined };
  readonly form: string | null;
}

// Identity codes that are about one field, so the message goes beside it rather than above.
const FIELD_OF_CODE: Readonly<Record<string, string>> = {
  'IDENTITY.EMAIL_IN_USE': 'email',
  'IDENTITY.INVALID_EMAIL': 'email',
  'IDENTITY.WEAK_PASSWORD': 'password',
};

const UNEXPECTED = 'Não foi possível concluir agora. Tente de novo.';

/**
 * Where a failed request's message goes: beside the field it names (by code, or by the server's
 * `fields`) when that field is on the form, otherwise above the form.
 */
export function formErrorsFrom<Field extends string>(error: unknown, fields: readonly Field[]): FormErrors<Field> {
  if (!isApplicationError(error)) return { fields: {}, form: UNEXPECTED };
  const isField = (name: string | undefined): name is Field => name !== undefined && (fields as readonly string[]).includes(name);
  const byField: { [K in Field]?: string | undefined } = {};
  for (const [name, message] of Object.entries(error.fields)) {
    if (isField(name)) byField[name] = message;
  }
  const codeField = FIELD_OF_CODE[error.code];
  if (isField(codeField)) {
    byField[codeField] ??= error.message;
    return { fields: byField, form: null };
  }
  const placed = Object.keys(byField).length > 0;
  // A request rejected as a whole (`REQUEST.INVALID`) with its fields placed needs no second message.
  return { fields: byField, form: placed && error.code === 'REQUEST.INVALID' ? null : error.message };
}

/** Whether a form has nothing to show. */
export function hasErrors(errors: Readonly<Record<string, string | null | undefined>>): boolean {
  return Object.values(errors).some((message) => typeof message === 'string' && message !== '');
}
