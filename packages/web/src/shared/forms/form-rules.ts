// Deliberately loose: the identity provider is the judge; this only catches obvious typos early.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The shortest password the identity provider accepts. */
export const MIN_PASSWORD_LENGTH = 6;

/** pt-BR messages the forms show beside a field. */
export const FORM_MESSAGES = {
  required: 'Preencha este campo.',
  email: 'Informe um e-mail válido, como nome@exemplo.com.br.',
  password: `A senha precisa ter pelo menos ${String(MIN_PASSWORD_LENGTH)} caracteres.`,
  phone: 'Informe o telefone com DDD, como (11) 98765-4321.',
  postalCode: 'Informe o CEP com 8 dígitos, como 01310-100.',
} as const;

/** The message for a required text, or `null` when it is filled. */
export function requiredError(value: string): string | null {
  return value.trim() === '' ? FORM_MESSAGES.required : null;
}

/** The message for a required e-mail, or `null` when it looks like one. */
export function emailError(value: string): string | null {
  return requiredError(value) ?? (EMAIL_SHAPE.test(value.trim()) ? null : FORM_MESSAGES.email);
}

/** The message for a new password, or `null` when long enough. */
export function newPasswordError(value: string): string | null {
  return value === '' ? FORM_MESSAGES.required : value.length < MIN_PASSWORD_LENGTH ? FORM_MESSAGES.password : null;
}

/** Only the digits of what was typed. */
export function digitsOf(text: string): string {
  return text.replace(/\D/g, '');
}
