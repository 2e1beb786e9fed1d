import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deactivationBlocker } from './deactivation-blocker.js';
import type { ContractStatus } from '../contracts/contract-status.js';
import { isContractOpen, type OpenContract } from './open-contract.js';

const STATUSES: readonly ContractStatus[] = ['pending', 'accepted', 'rejected', 'paid', 'delivered', 'approved'];
const aContract = fc.record({
  id: fc.integer({ min: 1, max: 50 }),
  projectName: fc.string({ minLength: 1, maxLength: 20 }),
  status: fc.constantFrom(...STATUSES),
});
const contracts = fc.array(aContract, { maxLength: 8 });
// A contract is read once per id: the same id twice would be two readings of one row.
const uniqueContracts = fc.uniqueArray(aContract, { maxLength: 8, selector: (contract: OpenContract) => contract.id });

describe('deactivationBlocker', () => {
  it('lets an account without contracts, or with ended ones only, go', () => {
    expect(deactivationBlocker([])).toBeNull();
    expect(deactivationBlocker([{ id: 1, projectName: 'Verão', status: 'approved' }, { id: 2, projectName: 'Natal', status: 'rejected' }])).toBeNull();
  });

  it('names the contracts in the way', () => {
    expect(deactivationBlocker([{ id: 7, projectName: 'Verão', status: 'paid' }])?.message).toBe(
      'A conta tem 1 contrato em aberto: "Verão" (nº 7, pago). Ela pode ser desativada quando ele terminar.',
    );
    expect(
      deactivationBlocker([
        { id: 9, projectName: 'Natal', status: 'pending' },
        { id: 3, projectName: 'Verão', status: 'delivered' },
      ])?.message,
    ).toBe('A conta tem 2 contratos em aberto: "Verão" (nº 3, entregue); "Natal" (nº 9, aguardando resposta). Ela pode ser desativada quando eles terminarem.');
  });

  it('blocks exactly when some contract is open, naming each open one once and no ended one', () => {
    fc.assert(
      fc.property(contracts, (list) => {
        const blocker = deactivationBlocker(list);
        const openIds = new Set(list.filter((contract) => isContractOpen(contract.status)).map((contract) => contract.id));
        expect(blocker === null).toBe(openIds.size === 0);
        if (blocker === null) return;
        expect(blocker.contracts.map((contract) => contract.id)).toEqual([...openIds].sort((a, b) => a - b));
        for (const id of openIds) expect(blocker.message).toContain(`nº ${String(id)},`);
      }),
    );
  });

  it('does not depend on the order contracts are read in', () => {
    fc.assert(
      fc.property(uniqueContracts.chain((list) => fc.tuple(fc.constant(list), fc.shuffledSubarray(list, { minLength: list.length }))), ([list, shuffled]) => {
        expect(deactivationBlocker(shuffled)).toEqual(deactivationBlocker(list));
      }),
    );
  });
});
