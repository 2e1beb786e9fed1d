import type { Account } from '../accounts/account.js';
import { AppError } from '../errors/app-error.js';

/**
 * Refuses an account that is not an agent, for the agent's own routes.
 *
 * @throws AppError `AGENT.ONLY`
 */
export function requireAgent(user: Account): void {
  if (user.type !== 'agent') throw new AppError('AGENT.ONLY');
}
