import { AppError } from '../errors/app-error.js';
import type { Account } from '../accounts/account.js';

/**
 * Refuses an account that is not a creator, for the `/creator/...` routes.
 *
 * @throws AppError `CREATOR.ONLY`
 */
export function requireCreator(user: Account): void {
  if (user.type !== 'creator') throw new AppError('CREATOR.ONLY');
}
