import { saoPauloDay } from '../format/sao-paulo-day.js';
import { addDays } from '../time/days.js';
import { CANCELLABLE_STATUSES, DELIVERY_UPLOAD_STATUSES, isWaitingForAnswer, WAITING_FOR_ANSWER_STATUSES } from './contract-status-sets.js';
import { CONTRACT_STATUS_LABELS, type ContractStatus } from './contract-status.js';

/** Days a proposal (or a counter-offer) waits for its answer before it expires. */
export const PROPOSAL_EXPIRY_DAYS = 7;
/** Days after a delivery nobody answered before it is approved automatically. */
export const AUTO_APPROVAL_DAYS = 7;
/** Rounds of changes a brand may ask for on one contract. */
export const MAX_CHANGE_ROUNDS = 2;

/** The terms of a proposal or a counter-offer. */
export interface ContractTerms {
  /** The amount in centavos, a positive integer. */
  readonly amountCentavos: number;
  /** The day the work is due, `YYYY-MM-DD`. */
  readonly deadline: string;
}

/** Everything the contract's life rule reads and writes; the rest of a contract never changes it. */
export interface ContractLife {
  readonly status: ContractStatus;
  /** The terms on the table (while `pending`) or agreed (from `accepted` on). */
  readonly terms: ContractTerms;
  /** The creator's counter-offer while the brand has not answered it; otherwise null. */
  readonly counter: ContractTerms | null;
  /** When the offer now waiting for an answer was made: the proposal, or the counter-offer. */
  readonly offeredAt: Date;
  /** When both parties agreed to `terms`; null until then. */
  readonly agreedAt: Date | null;
  /** When the last delivery was sent; null until then. */
  readonly deliveredAt: Date | null;
  /** Rounds of changes the brand has asked for. */
  readonly changeRounds: number;
}

/**
 * Who acts: the project's `brand`; the `creator` or the `agent` linked to them (the agent answers
 * for the creator, with the same rights on contracts); the `system` (the clock, the payment
 * provider's settlement).
 */
export type ContractActor = 'brand' | 'creator' | 'agent' | 'system';

/** What can happen to a contract. */
export type ContractAction =
  | { readonly kind: 'accept' }
  | { readonly kind: 'reject' }
  | { readonly kind: 'counter'; readonly terms: ContractTerms }
  | { readonly kind: 'accept_counter' }
  | { readonly kind: 'refuse_counter' }
  | { readonly kind: 'cancel' }
  | { readonly kind: 'expire' }
  | { readonly kind: 'pay' }
  | { readonly kind: 'deliver' }
  | { readonly kind: 'request_changes' }
  | { readonly kind: 'approve' }
  | { readonly kind: 'auto_approve' };

/** One of the kinds of {@link ContractAction}. */
export type ContractActionKind = ContractAction['kind'];

/** Why a move was refused, by stable code, with the pt-BR sentence that says what changed. */
export type ContractRefusalCode =
  | 'CONTRACT.NOT_YOUR_MOVE'
  | 'CONTRACT.STATE_CHANGED'
  | 'CONTRACT.EXPIRED'
  | 'CONTRACT.NOT_DUE'
  | 'CONTRACT.CHANGE_ROUNDS_USED'
  | 'CONTRACT.COUNTER_INVALID';

/** A refused move. */
export interface ContractRefusal {
  readonly code: ContractRefusalCode;
  readonly message: string;
}

/** What a move leads to: the next life, or a refusal. */
export type ContractMoveResult = { readonly ok: true; readonly life: ContractLife } | { readonly ok: false; readonly refusal: ContractRefusal };

type Party = 'brand' | 'creator' | 'system';

interface MoveRule {
  /** Who may make the move; `creator` stands for the creator and the linked agent. */
  readonly by: Party;
  readonly from: readonly ContractStatus[];
  /** The infinitive a refusal names the move by: "Não foi possível {verb}". */
  readonly verb: string;
}

/** The moves, who makes them and from where (ARCHITECTURE.md, "Contract life"). */
export const CONTRACT_MOVES: Readonly<Record<ContractActionKind, MoveRule>> = {
  accept: { by: 'creator', from: ['pending'], verb: 'aceitar a proposta' },
  reject: { by: 'creator', from: ['pending'], verb: 'recusar a proposta' },
  counter: { by: 'creator', from: ['pending'], verb: 'enviar a contraproposta' },
  accept_counter: { by: 'brand', from: ['counter_offer'], verb: 'aceitar a contraproposta' },
  refuse_counter: { by: 'brand', from: ['counter_offer'], verb: 'recusar a contraproposta' },
  cancel: { by: 'brand', from: CANCELLABLE_STATUSES, verb: 'cancelar o contrato' },
  expire: { by: 'system', from: WAITING_FOR_ANSWER_STATUSES, verb: 'expirar a proposta' },
  pay: { by: 'system', from: ['accepted'], verb: 'registrar o pagamento' },
  deliver: { by: 'creator', from: DELIVERY_UPLOAD_STATUSES, verb: 'enviar a entrega' },
  request_changes: { by: 'brand', from: ['delivered'], verb: 'pedir ajustes' },
  approve: { by: 'brand', from: ['delivered'], verb: 'aprovar a entrega' },
  auto_approve: { by: 'system', from: ['delivered'], verb: 'aprovar a entrega automaticamente' },
};

// What a refused party reads about the contract as it is now ("... a proposta já foi recusada").
const NOW_IT_IS: Readonly<Record<ContractStatus, string>> = {
  pending: 'a proposta está aguardando a resposta do criador',
  counter_offer: 'há uma contraproposta aguardando a resposta da marca',
  accepted: 'a proposta já foi aceita',
  rejected: 'a proposta já foi recusada',
  expired: 'a proposta expirou',
  cancelled: 'o contrato foi cancelado',
  paid: 'o contrato já foi pago',
  delivered: 'a entrega já foi enviada',
  changes_requested: 'a marca pediu ajustes na entrega',
  approved: 'a entrega já foi aprovada',
};

function partyOf(actor: ContractActor): Party {
  return actor === 'agent' ? 'creator' : actor;
}

/** When the offer waiting for an answer expires (7 days after it was made). */
export function offerExpiresAt(life: ContractLife): Date {
  return addDays(life.offeredAt, PROPOSAL_EXPIRY_DAYS);
}

/** When a delivery nobody answered is approved automatically (7 days after it). */
export function autoApprovalAt(life: ContractLife): Date | null {
  return life.deliveredAt === null ? null : addDays(life.deliveredAt, AUTO_APPROVAL_DAYS);
}

/** Whether an offer is waiting for an answer past its expiry at `now`. */
export function isOfferOverdue(life: ContractLife, now: Date): boolean {
  return isWaitingForAnswer(life.status) && now.getTime() >= offerExpiresAt(life).getTime();
}

/** Whether a delivery has waited past the automatic approval at `now`. */
export function isApprovalOverdue(life: ContractLife, now: Date): boolean {
  const due = autoApprovalAt(life);
  return life.status === 'delivered' && due !== null && now.getTime() >= due.getTime();
}

/**
 * The status a contract really has at `now`: an offer past its expiry is `expired` even before
 * anything has written so, and a delivery past the automatic approval is `approved`.
 */
export function effectiveContractStatus(life: ContractLife, now: Date): ContractStatus {
  if (isOfferOverdue(life, now)) return 'expired';
  if (isApprovalOverdue(life, now)) return 'approved';
  return life.status;
}

function refuse(code: ContractRefusalCode, message: string): ContractMoveResult {
  return { ok: false, refusal: { code, message } };
}

/** Why counter terms cannot be offered at `now`, or null when they can. */
function counterProblem(life: ContractLife, terms: ContractTerms, now: Date): string | null {
  if (!Number.isSafeInteger(terms.amountCentavos) || terms.amountCentavos <= 0) return 'Informe um valor maior que zero.';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(terms.deadline)) return 'Informe o prazo como uma data válida.';
  if (terms.deadline < saoPauloDay(now)) return 'O prazo não pode ser uma data que já passou.';
  if (terms.amountCentavos === life.terms.amountCentavos && terms.deadline === life.terms.deadline) return 'A contraproposta precisa mudar o valor ou o prazo.';
  return null;
}

function applied(life: ContractLife, action: ContractAction, now: Date): ContractLife {
  switch (action.kind) {
    case 'accept':
      return { ...life, status: 'accepted', agreedAt: now };
    case 'reject':
      return { ...life, status: 'rejected' };
    case 'counter':
      return { ...life, status: 'counter_offer', counter: action.terms, offeredAt: now };
    case 'accept_counter':
      return { ...life, status: 'accepted', terms: life.counter ?? life.terms, counter: null, agreedAt: now };
    case 'refuse_counter':
      // Back to the original terms, waiting for the creator again, with a fresh week to answer.
      return { ...life, status: 'pending', counter: null, offeredAt: now };
    case 'cancel':
      return { ...life, status: 'cancelled', counter: null };
    case 'expire':
      return { ...life, status: 'expired', counter: null };
    case 'pay':
      return { ...life, status: 'paid' };
    case 'deliver':
      return { ...life, status: 'delivered', deliveredAt: now };
    case 'request_changes':
      return { ...life, status: 'changes_requested', changeRounds: life.changeRounds + 1 };
    case 'approve':
    case 'auto_approve':
      return { ...life, status: 'approved' };
  }
}

/**
 * The contract's whole life as one rule: what `actor` doing `action` at `now` leads to, or why
 * it is refused. Checked in this order, so a refusal names the first thing in the way:
 * 1. only the right party moves it (the linked agent counts as the creator);
 * 2. the clock first: an offer past its week has expired, whatever its stored status says, and
 *    only `expire` may follow; `expire` and `auto_approve` wait for their day;
 * 3. only from the right status: otherwise the message says what the contract is now (the
 *    answer a person gets when someone else moved it first);
 * 4. the move's own conditions: counter terms that are valid and new, at most 2 change rounds.
 *
 * @example nextContractLife(life, 'creator', { kind: 'accept' }, now) // { ok: true, life: { ...life, status: 'accepted', agreedAt: now } }
 */
export function nextContractLife(life: ContractLife, actor: ContractActor, action: ContractAction, now: Date): ContractMoveResult {
  const rule = CONTRACT_MOVES[action.kind];
  const failed = `Não foi possível ${rule.verb}`;
  if (partyOf(actor) !== rule.by) return refuse('CONTRACT.NOT_YOUR_MOVE', `${failed}: esta ação não cabe a você neste contrato.`);
  if (isOfferOverdue(life, now) && action.kind !== 'expire') return refuse('CONTRACT.EXPIRED', `${failed}: ${NOW_IT_IS.expired}.`);
  if (!rule.from.includes(life.status)) return refuse('CONTRACT.STATE_CHANGED', `${failed}: ${NOW_IT_IS[life.status]}.`);
  if (action.kind === 'expire' && !isOfferOverdue(life, now)) return refuse('CONTRACT.NOT_DUE', `${failed}: o prazo de resposta ainda não terminou.`);
  if (action.kind === 'auto_approve' && !isApprovalOverdue(life, now)) return refuse('CONTRACT.NOT_DUE', `${failed}: a marca ainda tem prazo para responder.`);
  if (action.kind === 'request_changes' && life.changeRounds >= MAX_CHANGE_ROUNDS) {
    return refuse('CONTRACT.CHANGE_ROUNDS_USED', `${failed}: os ${String(MAX_CHANGE_ROUNDS)} pedidos de ajuste já foram usados.`);
  }
  if (action.kind === 'counter') {
    const problem = counterProblem(life, action.terms, now);
    if (problem !== null) return refuse('CONTRACT.COUNTER_INVALID', problem);
  }
  return { ok: true, life: applied(life, action, now) };
}

/**
 * The moves `actor` may make on the contract at `now`, as buttons: the right party, from the
 * right status, with the offer not expired. Moves that wait for the clock or carry terms are
 * listed when they may be tried; their own conditions are checked when made.
 */
export function availableContractActions(life: ContractLife, actor: ContractActor, now: Date): ContractActionKind[] {
  const overdue = isOfferOverdue(life, now);
  return (Object.keys(CONTRACT_MOVES) as ContractActionKind[]).filter((kind) => {
    const rule = CONTRACT_MOVES[kind];
    return rule.by === partyOf(actor) && rule.from.includes(life.status) && overdue === (kind === 'expire');
  });
}

/** The pt-BR label of `status`, for lists and badges. */
export function contractStatusLabel(status: ContractStatus): string {
  return CONTRACT_STATUS_LABELS[status];
}
