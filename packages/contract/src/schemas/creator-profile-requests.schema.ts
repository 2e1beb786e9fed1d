import type { z } from 'zod';
import { idField } from './number-fields.schema.js';
import { fromQuery } from './query-value.schema.js';
import { strictRequest } from './strict-request.schema.js';
import { requiredText } from './text-field.schema.js';

/**
 * `GET /account/creator/details`: `?id=` for a creator's public profile; without it, the
 * signed-in creator's own (a 401 when there is no token).
 */
export const creatorDetailsQuerySchema = strictRequest({ id: fromQuery(idField('o id do criador')).optional() });

/** @see creatorDetailsQuerySchema */
export type CreatorDetailsQueryWire = z.infer<typeof creatorDetailsQuerySchema>;

// The domain's `slugify` output: lower-case letters, digits and '_', runs joined by one hyphen.
const SLUG = /^[a-z0-9_]+(?:-[a-z0-9_]+)*$/;
const SLUG_MESSAGE = 'Informe um slug válido, como ana-silva (letras minúsculas, números e hífens).';

/** `GET /account/creator/slug?slug=`. */
export const creatorSlugQuerySchema = strictRequest({
  slug: requiredText({ label: 'o slug', max: 120 }).regex(SLUG, { error: SLUG_MESSAGE }),
});

/** @see creatorSlugQuerySchema */
export type CreatorSlugQueryWire = z.infer<typeof creatorSlugQuerySchema>;

