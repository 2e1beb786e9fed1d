import { getBanks } from '@brazilian-utils/brazilian-utils/get-banks';
import type { Bank } from './bank.js';

/**
 * Every Brazilian bank with a compensation code, from Banco Central's list of STR participants
 * as @brazilian-utils/brazilian-utils 2.4 ships it, sorted by code: what a bank picker offers.
 * About 37 KB, so it is not exported from `@publi/domain`: import `@publi/domain/banks`, or
 * call `loadBanks()`, which bundlers put in a chunk of its own.
 */
export const BRAZILIAN_BANKS: readonly Bank[] = getBanks()
  .map(({ code, name }) => ({ code, name }))
  .sort((a, b) => a.code.localeCompare(b.code));
