import type { users } from '../db/schema.js';

/** Profile fields as the users routes receive them: absent leaves a field, `null` clears it. */
export interface ProfileFields {
  readonly name?: string | undefined;
  readonly phone?: string | null | undefined;
  readonly image?: string | null | undefined;
  readonly mini_bio?: string | null | undefined;
  readonly company_name?: string | null | undefined;
  readonly website?: string | null | undefined;
}

type UserChanges = Partial<typeof users.$inferInsert>;

/**
 * The `users` columns to set for the given wire fields, leaving out the absent ones; empty
 * when nothing changes, so the caller can skip the update.
 */
export function profileChanges(fields: ProfileFields): UserChanges {
  const changes: UserChanges = {};
  if (fields.name !== undefined) changes.name = fields.name;
  if (fields.phone !== undefined) changes.phone = fields.phone;
  if (fields.image !== undefined) changes.image = fields.image;
  if (fields.mini_bio !== undefined) changes.miniBio = fields.mini_bio;
  if (fields.company_name !== undefined) changes.companyName = fields.company_name;
  if (fields.website !== undefined) changes.website = fields.website;
  return changes;
}
