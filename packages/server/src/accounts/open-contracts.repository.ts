import type { OpenContract } from '@publi/domain';
import type { Transaction } from '../db/database.js';

/**
 * Reads the contracts account `userId` is a party to that have not ended, inside the
 * caller's transaction (after the account row is locked), as the deactivation rule (the
 * domain's `deactivationBlocker`) takes them.
 */
export type OpenContractsReader = (tx: Transaction, userId: number) => Promise<readonly OpenContract[]>;

/**
 * The contracts repository's reader. Contracts arrive with issue 12: there is no `contracts`
 * table yet, so no account has one and this answers an empty list. Issue 12 plugs in here and
 * only here (see the README, "Deactivation"): select, with `tx`, the account's contracts as
 * creator (`creators.user_id`) or as brand (the project's owner) whose status is open by the
 * domain's `isContractOpen`, with the project's name.
 */
export const readOpenContracts: OpenContractsReader = () => Promise.resolve([]);
