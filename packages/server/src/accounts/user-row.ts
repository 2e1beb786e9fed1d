import type { users } from '../db/schema.js';

/** An account as stored in `users`. */
export type UserRow = typeof users.$inferSelect;
