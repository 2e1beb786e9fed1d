import { availableContractActions, type ContractActionKind, type ContractLife } from './contract-life.js';

/** A party to a contract: the brand, or the creator's side (the creator or the linked agent). */
export type ContractParty = 'brand' | 'creator' | 'agent';

/** What a party can press: the life's moves, never the clock's. */
export type PartyActionKind = Exclude<ContractActionKind, 'expire' | 'auto_approve'>;

const isPartyAction = (kind: ContractActionKind): kind is PartyActionKind => kind !== 'expire' && kind !== 'auto_approve';

/**
 * The buttons `party` has on the contract at `now`: its moves by the life rule
 * ({@link availableContractActions}), then `pay` for the brand of an accepted contract. The rule
 * records paying as the provider's settlement (`system`), but the brand starts it.
 *
 * @example partyActions(acceptedLife, 'brand', now) // ['cancel', 'pay']
 */
export function partyActions(life: ContractLife, party: ContractParty, now: Date): PartyActionKind[] {
  const moves = availableContractActions(life, party, now).filter(isPartyAction);
  return party === 'brand' && life.status === 'accepted' ? [...moves, 'pay'] : moves;
}
