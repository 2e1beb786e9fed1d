import { describe, expect, it } from 'vitest';
import { ROUTES } from '../routes/index.js';
import { creatorDetailsSchema } from './creator-details.schema.js';
import { aCreatorDetails } from './creator.builder.js';
import { aUser } from './user.builder.js';
import { ownUserSchema, userSchema } from './user.schema.js';

describe('ownUserSchema', () => {
  it('is the answer of GET /account/user, and it must say whether the account has a password', () => {
    expect(ROUTES.getUserByExternalId.response).toBe(ownUserSchema);
    expect(ownUserSchema.parse({ ...aUser(), has_password: false }).has_password).toBe(false);
    expect(ownUserSchema.safeParse(aUser()).success).toBe(false);
  });

  it('stays out of every other answer: the other users routes and public creator data drop it', () => {
    expect(userSchema.parse({ ...aUser(), has_password: true })).not.toHaveProperty('has_password');
    expect(creatorDetailsSchema.parse({ ...aCreatorDetails(), has_password: true })).not.toHaveProperty('has_password');
    expect(ROUTES.updateUser.response).toBe(userSchema);
  });
});
