import { z } from 'zod';
import { imageUrlField, phoneField, websiteField } from './contact-fields.schema.js';
import { listField, uniqueItems } from './list-field.schema.js';
import { idField } from './number-fields.schema.js';
import { ACCOUNT_TYPES } from './user.schema.js';
import { cnpjField } from './tax-id-fields.schema.js';
import { optionalText, requiredText } from './text-field.schema.js';

// The identity provider's user ids are letters, digits, '_' and '-' (Firebase: 28 characters).
const EXTERNAL_ID = /^[A-Za-z0-9_-]{1,128}$/;
const EXTERNAL_ID_MESSAGE = 'Informe o external_id da conta (letras, números, _ ou -, até 128 caracteres).';

/** The identity provider's user id, as `external_id` (and the cart's `user_id`) carry it. */
export function externalIdField(label = 'o external_id') {
  return requiredText({ label, max: 128 }).regex(EXTERNAL_ID, { error: EXTERNAL_ID_MESSAGE });
}

/** An account type, with the choices in its message. */
export const accountTypeField = z.enum(ACCOUNT_TYPES, { error: 'Escolha o tipo da conta: creator, brand ou agent.' });

/** Most categories an account may pick. */
export const MAX_USER_CATEGORIES = 20;

/** A list of category ids, each once. */
export function categoryIdsField() {
  return listField({ item: idField('a categoria'), label: 'as categorias', max: MAX_USER_CATEGORIES }).check(
    uniqueItems((id) => id, 'Cada categoria só pode aparecer uma vez.'),
  );
}

/**
 * The profile fields a person edits, all optional; `null` clears one (name excepted: an
 * account always has a name).
 */
export const profileFieldsShape = {
  name: requiredText({ label: 'o nome', max: 120 }).optional(),
  phone: phoneField().nullable().optional(),
  image: imageUrlField().nullable().optional(),
  mini_bio: optionalText({ label: 'a mini bio', max: 500 }),
  company_name: optionalText({ label: 'o nome da empresa', max: 120 }),
  // A brand's CNPJ (with or without punctuation, kept as digits) and razão social.
  cnpj: cnpjField().nullable().optional(),
  legal_name: optionalText({ label: 'a razão social', max: 160 }),
  website: websiteField().nullable().optional(),
};
