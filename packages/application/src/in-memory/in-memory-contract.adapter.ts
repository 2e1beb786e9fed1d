import {
  autoApprovalAt,
  effectiveContractStatus,
  foldText,
  isContractLive,
  contractNoticeText,
  isWaitingForAnswer,
  moveEvent,
  nextContractLife,
  offerExpiresAt,
  partyActions,
  type ContractAction,
  type ContractEvent,
  type ContractActor,
  type ContractLife,
  type ContractParty,
} from '@publi/domain';
import { ApplicationError } from '../errors/application-error.js';
import type { Contract, ContractListQuery, ContractMove, ContractPage } from '../model/contract.model.js';
import type { ProposalItem } from '../model/proposal.model.js';
import type { ClockPort } from '../ports/clock.port.js';
import type { ContractPort } from '../ports/contract.port.js';
import type { InMemoryNotificationAdapter } from './in-memory-notification.adapter.js';
import type { InMemorySession } from './in-memory-session.js';
import { settle } from './profile-inputs.js';

/** Who is on a contract, by external id. */
export interface InMemoryParties {
  readonly brandUserId: string;
  readonly creatorUserId: string;
  readonly agentUserId?: string;
}

/** What a contract is about besides its life: as the server stores it. */
type Fixed = Omit<Contract, 'status' | 'terms' | 'counter' | 'agreedAt' | 'offeredAt' | 'expiresAt' | 'updatedAt' | 'unreadMessages' | 'answers' | 'deliveredAt' | 'autoApprovalAt' | 'changeRounds'>;

interface Entry {
  readonly fixed: Fixed;
  readonly parties: InMemoryParties;
  life: ContractLife;
  message: string;
  counterMessage: string;
  reason: string | null;
  updatedAt: Date;
}

/**
 * Contracts in memory on the same rule as the server (the domain's `nextContractLife`): only the
 * right party, from the right status, with the clock's expiry. Proposals open them
 * ({@link InMemoryContractAdapter.open}); the chat checks its parties here.
 */
export class InMemoryContractAdapter implements ContractPort {
  private readonly entries = new Map<number, Entry>();
  private nextId = 1;

  /**
   * @param session - who is signed in. @param clock - the time moves are made at.
   * @param notifications - where the parties hear of a proposal and of every move, in the domain's words, as the server tells them.
   */
  constructor(
    private readonly session: InMemorySession,
    private readonly clock: ClockPort,
    private readonly notifications?: InMemoryNotificationAdapter,
  ) {}

  /** Opens a pending contract (what a proposal does); answers it as the brand reads it. */
  open(item: ProposalItem, about: Omit<Fixed, 'id' | 'chatId' | 'deliverables' | 'reason'>, parties: InMemoryParties): Contract {
    const id = this.nextId;
    this.nextId += 1;
    const now = new Date(this.clock.nowSeconds() * 1000);
    this.entries.set(id, {
      fixed: { ...about, id, chatId: id, deliverables: { stories: item.stories, feed: item.feed, tiktok: item.tiktok }, reason: null },
      parties,
      life: { status: 'pending', terms: { amountCentavos: item.amountCentavos, deadline: item.deadline }, counter: null, offeredAt: now, agreedAt: null, deliveredAt: null, changeRounds: 0 },
      message: item.message,
      counterMessage: '',
      reason: null,
      updatedAt: now,
    });
    this.tell('proposal', id);
    return this.view(id);
  }

  /** Whether the signed-in person is on contract `contractId`; throws `CONTRACT.NOT_FOUND` otherwise, as the server does. */
  roleOf(contractId: number): ContractActor {
    const entry = this.entries.get(contractId);
    const userId = this.session.requireUserId();
    if (entry?.parties.brandUserId === userId) return 'brand';
    if (entry?.parties.creatorUserId === userId) return 'creator';
    if (entry?.parties.agentUserId === userId) return 'agent';
    throw new ApplicationError('CONTRACT.NOT_FOUND');
  }

  /** The parties of contract `contractId` (for the chat's notices and checks). */
  partiesOf(contractId: number): InMemoryParties {
    const entry = this.entries.get(contractId);
    if (!entry) throw new ApplicationError('CONTRACT.NOT_FOUND');
    return entry.parties;
  }

  /** Moves an accepted contract to `paid`, as a settled payment does. */
  markPaid(contractId: number): Contract {
    return this.apply(contractId, 'system', { kind: 'pay' });
  }

  /** The creator's contracts the signed-in person may see. */
  listOfCreator(creatorId: number): Promise<readonly Contract[]> {
    return settle(() => this.visible().filter((contract) => contract.creator.id === creatorId));
  }

  /** The project's contracts the signed-in person may see. */
  listOfProject(projectId: number): Promise<readonly Contract[]> {
    return settle(() => this.visible().filter((contract) => contract.projectId === projectId));
  }

  /** The signed-in person's contracts, filtered and paged. */
  list(query: ContractListQuery): Promise<ContractPage> {
    return settle(() => {
      const text = foldText(query.text ?? '');
      const found = this.visible().filter(
        (contract) =>
          (query.status === undefined || contract.status === query.status) &&
          (query.projectId === undefined || contract.projectId === query.projectId) &&
          (text === '' || foldText(contract.projectName).includes(text) || foldText(contract.creator.name).includes(text)),
      );
      const start = (query.page - 1) * query.limit;
      return { contracts: found.slice(start, start + query.limit), page: query.page, limit: query.limit, total: found.length };
    });
  }

  /** One contract, for its parties. */
  get(contractId: number): Promise<Contract> {
    return settle(() => {
      this.roleOf(contractId);
      return this.view(contractId);
    });
  }

  /** A party's move, on the domain's rule. */
  move(contractId: number, move: ContractMove): Promise<Contract> {
    return settle(() => {
      const role = this.roleOf(contractId);
      const entry = this.entries.get(contractId);
      if (!entry) throw new ApplicationError('CONTRACT.NOT_FOUND');
      const brand = role === 'brand';
      const action: ContractAction =
        move.kind === 'counter'
          ? { kind: 'counter', terms: { amountCentavos: move.amountCentavos, deadline: move.deadline } }
          : { kind: move.kind === 'accept' ? (brand ? 'accept_counter' : 'accept') : move.kind === 'reject' ? (brand ? 'refuse_counter' : 'reject') : 'cancel' };
      // What the move carries is written only once the rule has let it through, before the parties hear of it.
      const contract = this.apply(contractId, role, action, () => {
        if (move.kind === 'counter') entry.counterMessage = move.message;
        if (move.kind === 'reject' || move.kind === 'cancel') entry.reason = move.reason || null;
      });
      return move.kind === 'accept' ? contract : this.view(contractId);
    });
  }

  /** The signed-in person's move (a delivery, an approval, changes), on the domain's rule: what the delivery adapter applies. */
  moveAsSignedIn(contractId: number, action: ContractAction): Contract {
    return this.apply(contractId, this.roleOf(contractId), action);
  }

  /** The live contract of (project, creator), or `CONTRACT.NOT_FOUND`. */
  liveOf(projectId: number, creatorId: number): Contract {
    const found = [...this.entries.values()].find(
      (entry) => entry.fixed.projectId === projectId && entry.fixed.creator.id === creatorId && isContractLive(entry.life.status),
    );
    if (!found) throw new ApplicationError('CONTRACT.NOT_FOUND');
    return this.view(found.fixed.id);
  }

  private apply(contractId: number, actor: ContractActor, action: ContractAction, record: () => void = () => undefined): Contract {
    const entry = this.entries.get(contractId);
    if (!entry) throw new ApplicationError('CONTRACT.NOT_FOUND');
    const now = new Date(this.clock.nowSeconds() * 1000);
    const moved = nextContractLife(entry.life, actor, action, now);
    if (!moved.ok) throw new ApplicationError(moved.refusal.code, moved.refusal.message);
    const from = entry.life.status;
    entry.life = moved.life;
    entry.updatedAt = now;
    record();
    this.tell(moveEvent(action.kind, from), contractId);
    return this.view(contractId);
  }

  /** Tells the side that did not act (or both) of `event`, in the domain's words. */
  private tell(event: ContractEvent, contractId: number): void {
    const entry = this.entries.get(contractId);
    if (this.notifications === undefined || entry === undefined) return;
    const { fixed, parties, life } = entry;
    const facts = { projectName: fixed.projectName, brandName: fixed.brand.name, creatorName: fixed.creator.name, ...life.terms, counter: life.counter, reason: entry.reason };
    const { audience, title, body } = contractNoticeText(event, facts);
    const creatorSide = [parties.creatorUserId, ...(parties.agentUserId === undefined ? [] : [parties.agentUserId])];
    const hearers = audience === 'brand' ? [parties.brandUserId] : audience === 'creator_side' ? creatorSide : [parties.brandUserId, ...creatorSide];
    const createdAt = entry.updatedAt.toISOString();
    for (const userId of hearers) this.notifications.notify(userId, { kind: event, title, body, link: `/contratos/${String(contractId)}`, contractId, createdAt });
  }

  private visible(): Contract[] {
    const userId = this.session.requireUserId();
    return [...this.entries.values()]
      .filter(({ parties }) => [parties.brandUserId, parties.creatorUserId, parties.agentUserId].includes(userId))
      .sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime() || b.fixed.id - a.fixed.id)
      .map((entry) => this.view(entry.fixed.id));
  }

  private view(contractId: number): Contract {
    const entry = this.entries.get(contractId);
    if (!entry) throw new ApplicationError('CONTRACT.NOT_FOUND');
    const now = new Date(this.clock.nowSeconds() * 1000);
    const { life } = entry;
    const status = effectiveContractStatus(life, now);
    const userId = this.session.userId;
    const role: ContractParty | null =
      userId === entry.parties.brandUserId ? 'brand' : userId === entry.parties.creatorUserId ? 'creator' : userId === entry.parties.agentUserId ? 'agent' : null;
    return {
      ...entry.fixed,
      reason: entry.reason,
      status,
      terms: { ...life.terms, message: entry.message },
      counter: life.counter === null ? null : { ...life.counter, message: entry.counterMessage },
      agreedAt: life.agreedAt?.toISOString() ?? null,
      offeredAt: life.offeredAt.toISOString(),
      expiresAt: isWaitingForAnswer(status) ? offerExpiresAt(life).toISOString() : null,
      deliveredAt: life.deliveredAt?.toISOString() ?? null,
      autoApprovalAt: status === 'delivered' ? (autoApprovalAt(life)?.toISOString() ?? null) : null,
      changeRounds: life.changeRounds,
      updatedAt: entry.updatedAt.toISOString(),
      unreadMessages: 0,
      // The same buttons as the server's: the domain's `partyActions`, paying included.
      answers: role === null ? [] : partyActions(life, role, now),
    };
  }
}
