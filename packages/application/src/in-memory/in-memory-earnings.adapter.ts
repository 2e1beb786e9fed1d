import { earningsTotals, holdsMoney, mayRequestPayout, payoutDestinationShown, payoutNudge } from '@publi/domain';
import { ApplicationError } from '../errors/application-error.js';
import type { BankAccount } from '../model/bank-account.model.js';
import type { ContractEarnings, Earnings } from '../model/earnings.model.js';
import type { EarningsPort } from '../ports/earnings.port.js';
import type { InMemoryContractAdapter } from './in-memory-contract.adapter.js';

/** A creator's earnings read off the in-memory contracts: held while paid, available once approved, paid out on request. */
export class InMemoryEarningsAdapter implements EarningsPort {
  private readonly paidOut = new Set<number>();

  /**
   * @param contracts - the contracts.
   * @param hasDestination - whether the creator has bank data, for worlds without a profile adapter ({@link setDestination}).
   * @param bankAccount - the signed-in creator's bank data, when the world has it: then payouts go where the server sends them (the Pix key, else the account) and nowhere without it.
   */
  constructor(
    private readonly contracts: InMemoryContractAdapter,
    private hasDestination = true,
    private readonly bankAccount?: () => Promise<BankAccount | null>,
  ) {}

  /** The signed-in creator's earnings (or `creatorId`'s). */
  async earnings(creatorId?: number): Promise<Earnings> {
    const page = await this.contracts.list({ page: 1, limit: 500 });
    const mine = page.contracts.filter((contract) => (creatorId === undefined || contract.creator.id === creatorId) && (holdsMoney(contract.status) || contract.status === 'approved'));
    const rows: ContractEarnings[] = mine.map((contract) => {
      const amount = contract.terms.amountCentavos;
      const approved = contract.status === 'approved';
      const out = this.paidOut.has(contract.id);
      return {
        contractId: contract.id,
        projectName: contract.projectName,
        brandName: contract.brand.name,
        amountCentavos: amount,
        heldCentavos: approved ? 0 : amount,
        availableCentavos: approved && !out ? amount : 0,
        payoutPendingCentavos: 0,
        paidOutCentavos: out ? amount : 0,
        payout: out ? { status: 'paid', requestedAt: contract.updatedAt, settledAt: contract.updatedAt, reason: null } : null,
      };
    });
    const totals = earningsTotals(rows);
    const destination = await this.destination();
    return {
      creatorId: mine[0]?.creator.id ?? creatorId ?? 0,
      totals,
      contracts: rows,
      destination,
      nudge: payoutNudge(destination !== null, totals, rows),
      canRequestPayout: mayRequestPayout(destination !== null, rows),
    };
  }

  /** Pays out every available amount at once. */
  async requestPayout(): Promise<Earnings> {
    if ((await this.destination()) === null) throw new ApplicationError('PAYOUT.NO_DESTINATION');
    const before = await this.earnings();
    const due = before.contracts.filter((row) => row.availableCentavos > 0);
    if (due.length === 0) throw new ApplicationError('PAYOUT.NOTHING_AVAILABLE');
    for (const row of due) this.paidOut.add(row.contractId);
    return this.earnings();
  }

  private async destination(): Promise<Earnings['destination']> {
    if (this.bankAccount === undefined) return this.hasDestination ? { kind: 'pix', label: 'Chave Pix a***@exemplo.com.br' } : null;
    const bank = await this.bankAccount();
    return bank === null ? null : payoutDestinationShown(bank);
  }

  /** Registers (or removes) the creator's bank data, for a world built without `bankAccount`. */
  setDestination(has: boolean): void {
    this.hasDestination = has;
  }
}
