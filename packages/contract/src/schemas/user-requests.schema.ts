import type { z } from 'zod';
import { addressBodySchema } from './address.schema.js';
import { emailField, imageUrlField, phoneField, websiteField } from './contact-fields.schema.js';
import { fromQuery } from './query-value.schema.js';
import { idField } from './number-fields.schema.js';
import { strictRequest } from './strict-request.schema.js';
import { requiredText } from './text-field.schema.js';
import { privacyPolicyVersionField } from './privacy.schema.js';
import { accountTypeField, categoryIdsField, externalIdField, profileFieldsShape } from './user-fields.schema.js';

/** `POST /account/user`: the account right after sign-in with the identity provider. */
export const createUserBodySchema = strictRequest({
  external_id: externalIdField(),
  type: accountTypeField,
  name: requiredText({ label: 'o nome', max: 120 }),
  email: emailField(),
  phone: phoneField().optional(),
  image: imageUrlField().optional(),
  company_name: requiredText({ label: 'o nome da empresa', max: 120 }).optional(),
  website: websiteField().optional(),
  /** The privacy policy version the person accepted at sign-up (LGPD consent). */
  privacy_policy_version: privacyPolicyVersionField,
});

/** @see createUserBodySchema */
export type CreateUserBodyWire = z.infer<typeof createUserBodySchema>;

/**
 * `PUT /account/user` ("{fields, profile}" in the spec): profile fields at the top level,
 * in `profile`, or both. The output is one flat set of fields, `profile`'s first and the
 * top level's over them, so the server reads a single shape.
 */
export const updateUserBodySchema = strictRequest({ ...profileFieldsShape, profile: strictRequest(profileFieldsShape).optional() }).transform(
  ({ profile, ...fields }) => ({ ...profile, ...fields }),
);

/** @see updateUserBodySchema (its output: the merged fields) */
export type UpdateUserBodyWire = z.infer<typeof updateUserBodySchema>;

/** `PUT /account/user/categories`: the account's categories, replacing the old ones. */
export const userCategoriesBodySchema = strictRequest({ categories_ids: categoryIdsField() });

/** @see userCategoriesBodySchema */
export type UserCategoriesBodyWire = z.infer<typeof userCategoriesBodySchema>;

/** `POST /users/save-user-info`: the sign-up's profile step, saved at once. */
export const saveUserInfoBodySchema = strictRequest({
  name: profileFieldsShape.name,
  phone: profileFieldsShape.phone,
  image: profileFieldsShape.image,
  address: addressBodySchema.optional(),
  categories_ids: categoryIdsField().optional(),
});

/** @see saveUserInfoBodySchema */
export type SaveUserInfoBodyWire = z.infer<typeof saveUserInfoBodySchema>;

/** `POST /account/type`: the account's type, chosen once. */
export const accountTypeBodySchema = strictRequest({ type: accountTypeField });

/** @see accountTypeBodySchema */
export type AccountTypeBodyWire = z.infer<typeof accountTypeBodySchema>;

/** `GET /account/user?external_id=`. */
export const userByExternalIdQuerySchema = strictRequest({ external_id: externalIdField() });

/** @see userByExternalIdQuerySchema */
export type UserByExternalIdQueryWire = z.infer<typeof userByExternalIdQuerySchema>;

/** `GET /account/user/email?id=`: the account's numeric `id`. */
export const userEmailQuerySchema = strictRequest({ id: fromQuery(idField('o id do usuário')) });

/** @see userEmailQuerySchema */
export type UserEmailQueryWire = z.infer<typeof userEmailQuerySchema>;
