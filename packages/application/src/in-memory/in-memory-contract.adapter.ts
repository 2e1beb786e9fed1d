import { ApplicationError } from '../errors/application-error.js';
import type { Contract, ContractStatus, DeliveryInput } from '../model/contract.model.js';
import type { ContractPort } from '../ports/contract.port.js';
import type { InMemorySession } from './in-memory-session.js';
import { settle } from './profile-inputs.js';

interface Entry {
  contract: Contract;
  readonly creatorUserId: string;
  readonly brandUserId: string;
}

/** Contracts in memory with the server's transition checks: right party, right state. */
export class InMemoryContractAdapter implements ContractPort {
  private readonly entries = new Map<number, Entry>();

  /** @param session - who is signed in. */
  constructor(private readonly session: InMemorySession) {}

  /** Adds a contract between the creator account and the brand account given. */
  seed(contract: Contract, parties: { readonly creatorUserId: string; readonly brandUserId: string }): void {
    this.entries.set(contract.id, { contract, ...parties });
  }

  /** Moves an accepted contract to `paid`, as a settled payment does; only the brand. */
  markPaid(contractId: number): Contract {
    return this.move(contractId, 'brandUserId', ['accepted'], (c) => ({ ...c, status: 'paid' }));
  }

  /** The creator's contracts. */
  listByCreator(creatorId: number): Promise<readonly Contract[]> {
    return settle(() => {
      this.session.requireUserId();
      return [...this.entries.values()].map((entry) => entry.contract).filter((c) => c.creatorId === creatorId);
    });
  }

  /** A project's contracts; only its brand sees them. */
  listByProject(projectId: number): Promise<readonly Contract[]> {
    return settle(() => {
      const userId = this.session.requireUserId();
      return [...this.entries.values()].filter((e) => e.contract.projectId === projectId && e.brandUserId === userId).map((e) => e.contract);
    });
  }

  /** The brand approves a delivered contract. */
  approve(contractId: number): Promise<Contract> {
    return settle(() => this.move(contractId, 'brandUserId', ['delivered'], (c) => ({ ...c, status: 'approved' })));
  }

  /** The creator accepts a pending contract. */
  accept(contractId: number): Promise<Contract> {
    return settle(() => this.move(contractId, 'creatorUserId', ['pending'], (c) => ({ ...c, status: 'accepted' })));
  }

  /** The creator rejects a pending contract. */
  reject(contractId: number): Promise<Contract> {
    return settle(() => this.move(contractId, 'creatorUserId', ['pending'], (c) => ({ ...c, status: 'rejected' })));
  }

  /** A contract either party may read. */
  getDetails(contractId: number): Promise<Contract> {
    return settle(() => this.party(contractId, null).contract);
  }

  /** The creator delivers on a paid contract. */
  deliver(delivery: DeliveryInput): Promise<Contract> {
    return settle(() => {
      const entry = [...this.entries.values()].find((e) => e.contract.projectId === delivery.projectId && e.contract.creatorId === delivery.creatorId);
      if (entry === undefined) throw new ApplicationError('CONTRACT.NOT_FOUND');
      return this.move(entry.contract.id, 'creatorUserId', ['paid'], (c) => ({ ...c, status: 'delivered', deliveryUrls: [...delivery.urls] }));
    });
  }

  private party(contractId: number, role: 'creatorUserId' | 'brandUserId' | null): Entry {
    const userId = this.session.requireUserId();
    const entry = this.entries.get(contractId);
    if (entry === undefined) throw new ApplicationError('CONTRACT.NOT_FOUND');
    const allowed = role === null ? [entry.creatorUserId, entry.brandUserId] : [entry[role]];
    if (!allowed.includes(userId)) throw new ApplicationError('AUTH.FORBIDDEN');
    return entry;
  }

  private move(contractId: number, role: 'creatorUserId' | 'brandUserId', from: readonly ContractStatus[], change: (c: Contract) => Contract): Contract {
    const entry = this.party(contractId, role);
    if (!from.includes(entry.contract.status)) throw new ApplicationError('CONTRACT.INVALID_TRANSITION');
    entry.contract = change(entry.contract);
    return entry.contract;
  }
}
