import { normalizePostalCode } from '@publi/domain';
import { z } from 'zod';
import { brazilUf } from './brazil-uf.schema.js';
import { missingOr } from './field-messages.js';
import { strictRequest } from './strict-request.schema.js';
import { optionalText, requiredText } from './text-field.schema.js';
import { wireState } from './wire-values.schema.js';

const POSTAL_CODE_MESSAGE = 'Informe o CEP com 8 dígitos, como 01310-100.';

/** A CEP in any usual notation (`01310-100`, `01.310-100`), kept as its 8 digits (SPEC section 5). */
export function postalCodeField() {
  return z
    .string({ error: missingOr('o CEP', POSTAL_CODE_MESSAGE) })
    .max(12, { error: POSTAL_CODE_MESSAGE })
    .transform((text, context) => {
      try {
        return normalizePostalCode(text.trim());
      } catch {
        context.issues.push({ code: 'custom', message: POSTAL_CODE_MESSAGE, input: text });
        return z.NEVER;
      }
    });
}

/** `PUT /account/user/address`, and the address inside `POST /users/save-user-info`. */
export const addressBodySchema = strictRequest({
  postal_code: postalCodeField(),
  street: optionalText({ label: 'a rua', max: 200 }),
  number: optionalText({ label: 'o número', max: 20 }),
  complement: optionalText({ label: 'o complemento', max: 120 }),
  neighborhood: optionalText({ label: 'o bairro', max: 120 }),
  city: requiredText({ label: 'a cidade', max: 120 }),
  state: brazilUf(),
});

/** @see addressBodySchema */
export type AddressBodyWire = z.infer<typeof addressBodySchema>;

/** An address as answers show it; what was not given is `null`. */
export const addressSchema = z.object({
  postal_code: z.string().regex(/^[0-9]{8}$/),
  street: z.string().nullable(),
  number: z.string().nullable(),
  complement: z.string().nullable(),
  neighborhood: z.string().nullable(),
  city: z.string(),
  state: wireState,
});

/** @see addressSchema */
export type AddressWire = z.infer<typeof addressSchema>;
