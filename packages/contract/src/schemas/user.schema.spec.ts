import { describe, expect, it } from 'vitest';
import { ROUTES } from '../routes/index.js';
import { creatorDetailsSchema } from './creator-details.schema.js';
import { aCreatorDetails } from './creator.builder.js';
import { aUser } from './user.builder.js';
import { ownUserSchema, userSchema } from './user.schema.js';

describe('ownUserSchema', () => {
  it('is the answer of GET /account/user, and it must say whether the account has a password and whether mail to it was refused', () => {
    expect(ROUTES.getUserByExternalId.response).toBe(ownUserSchema);
    expect(ownUserSchema.parse({ ...aUser(), has_password: false, email_refused_at: null }).has_password).toBe(false);
    expect(ownUserSchema.safeParse(aUser()).success).toBe(false);
    expect(ownUserSchema.safeParse({ ...aUser(), has_password: false }).success).toBe(false);
  });

  it('stays out of every other answer: the other users routes and public creator data drop it', () => {
    expect(userSchema.parse({ ...aUser(), has_password: true, email_refused_at: null })).not.toHaveProperty('has_password');
    expect(userSchema.parse({ ...aUser(), email_refused_at: null })).not.toHaveProperty('email_refused_at');
    expect(creatorDetailsSchema.parse({ ...aCreatorDetails(), has_password: true })).not.toHaveProperty('has_password');
    expect(ROUTES.updateUser.response).toBe(userSchema);
  });
});
