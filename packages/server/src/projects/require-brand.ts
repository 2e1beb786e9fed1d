import type { Account } from '../accounts/account.js';
import { AppError } from '../errors/app-error.js';

/**
 * Refuses an account that is not a brand: only brands have projects.
 *
 * @throws AppError `BRAND.ONLY`
 */
export function requireBrand(user: Account): void {
  if (user.type !== 'brand') throw new AppError('BRAND.ONLY');
}
