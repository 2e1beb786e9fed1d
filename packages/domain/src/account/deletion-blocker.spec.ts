import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ContractStatus } from '../contracts/contract-status.js';
import { formatBRL } from '../format/format-brl.js';
import { deletionBlocker, type AccountInFlight } from './deletion-blocker.js';
import { isContractOpen } from './open-contract.js';

const STATUSES: readonly ContractStatus[] = ['pending', 'counter_offer', 'accepted', 'rejected', 'expired', 'cancelled', 'paid', 'delivered', 'changes_requested', 'approved'];
const anAccount: fc.Arbitrary<AccountInFlight> = fc.record({
  contracts: fc.array(fc.record({ id: fc.integer({ min: 1, max: 50 }), projectName: fc.string({ minLength: 1, maxLength: 20 }), status: fc.constantFrom(...STATUSES) }), { maxLength: 6 }),
  pendingPayments: fc.nat({ max: 3 }),
  availableCentavos: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 10_000_000 })),
  payoutPendingCentavos: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 10_000_000 })),
});
const NOTHING: AccountInFlight = { contracts: [], pendingPayments: 0, availableCentavos: 0, payoutPendingCentavos: 0 };

describe('deletionBlocker', () => {
  it('lets an account with nothing under way, or with ended contracts only, go', () => {
    expect(deletionBlocker(NOTHING)).toBeNull();
    expect(deletionBlocker({ ...NOTHING, contracts: [{ id: 1, projectName: 'Verão', status: 'approved' }, { id: 2, projectName: 'Natal', status: 'cancelled' }] })).toBeNull();
  });

  it('names everything in the way, in pt-BR', () => {
    expect(deletionBlocker({ contracts: [{ id: 7, projectName: 'Verão', status: 'paid' }], pendingPayments: 1, availableCentavos: 150_000, payoutPendingCentavos: 2_550 })?.message).toBe(
      'A conta tem 1 contrato em aberto: "Verão" (nº 7, pago). Há 1 pagamento aguardando confirmação. Você tem R$\u00a01.500,00 a receber: peça o repasse antes de excluir a conta. Um repasse de R$\u00a025,50 está a caminho do seu banco. A conta pode ser excluída quando tudo isso terminar.',
    );
    expect(deletionBlocker({ ...NOTHING, pendingPayments: 2 })?.message).toBe('Há 2 pagamentos aguardando confirmação. A conta pode ser excluída quando tudo isso terminar.');
  });

  it('blocks exactly when a contract is open, a payment pending or the creator owed money, and names each of them', () => {
    fc.assert(
      fc.property(anAccount, (account) => {
        const blocker = deletionBlocker(account);
        const open = account.contracts.filter((contract) => isContractOpen(contract.status));
        const busy = open.length > 0 || account.pendingPayments > 0 || account.availableCentavos > 0 || account.payoutPendingCentavos > 0;
        expect(blocker === null).toBe(!busy);
        if (blocker === null) return;
        for (const contract of open) expect(blocker.message).toContain(`nº ${String(contract.id)},`);
        for (const ended of account.contracts.filter((contract) => !open.some((other) => other.id === contract.id))) {
          expect(blocker.message).not.toContain(`nº ${String(ended.id)},`);
        }
        if (account.availableCentavos > 0) expect(blocker.message).toContain(`${formatBRL(account.availableCentavos)} a receber`);
        if (account.payoutPendingCentavos > 0) expect(blocker.message).toContain(`repasse de ${formatBRL(account.payoutPendingCentavos)}`);
        expect(blocker.message).toMatch(/A conta pode ser excluída quando tudo isso terminar\.$/);
      }),
    );
  });
});
