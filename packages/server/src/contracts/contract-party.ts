import type { ApiErrorCode } from '@publi/contract';
import type { Account } from '../accounts/account.js';
import type { Queryable } from '../db/database.js';
import { AppError } from '../errors/app-error.js';
import type { ContractRole, ContractRow } from './contract-record.js';
import { ContractsRepository } from './contracts.repository.js';

/**
 * The caller's side on a contract: its brand, its creator, or the agent linked to that creator
 * now. Anyone else is answered `CONTRACT.NOT_FOUND`, exactly as an unknown id, so a refusal never
 * reveals that a contract exists (`notFound`: `CHAT.NOT_FOUND` on the chat routes).
 */
export async function roleOnContract(db: Queryable, caller: Account, row: ContractRow, notFound: ApiErrorCode = 'CONTRACT.NOT_FOUND'): Promise<ContractRole> {
  if (row.brandId === caller.id) return 'brand';
  const card = await new ContractsRepository(db).creatorSide(row.creatorId);
  return roleAmong(caller, { brandId: row.brandId, creatorUserId: card?.userId ?? 0, agentId: card?.agentId ?? null }, notFound);
}

/** {@link roleOnContract} when the contract's people are already known. */
export function roleAmong(
  caller: Pick<Account, 'id' | 'type'>,
  people: { readonly brandId: number; readonly creatorUserId: number; readonly agentId: number | null },
  notFound: ApiErrorCode = 'CONTRACT.NOT_FOUND',
): ContractRole {
  if (people.brandId === caller.id) return 'brand';
  if (people.creatorUserId === caller.id) return 'creator';
  if (caller.type === 'agent' && people.agentId === caller.id) return 'agent';
  throw new AppError(notFound);
}
