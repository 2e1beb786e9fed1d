import { formatBRL } from '../format/format-brl.js';
import { formatDate } from '../format/format-date.js';
import { AUTO_APPROVAL_DAYS, type ContractActionKind } from './contract-life.js';
import type { ContractStatus } from './contract-status.js';
import { APPROVAL_REMINDER_DAYS } from './sweep-cutoffs.js';

/** What happened on a contract, as its parties hear of it. */
export type ContractEvent =
  | 'proposal'
  | 'counter_offer'
  | 'accepted'
  | 'rejected'
  | 'counter_accepted'
  | 'counter_refused'
  | 'cancelled'
  | 'expired'
  | 'paid'
  | 'refunded'
  | 'delivered'
  | 'changes_requested'
  | 'approval_due'
  | 'approved'
  | 'payout_paid'
  | 'payout_failed';

/** The event each move of the contract's life is heard as. */
export const CONTRACT_MOVE_EVENTS: Readonly<Record<ContractActionKind, ContractEvent>> = {
  accept: 'accepted',
  reject: 'rejected',
  counter: 'counter_offer',
  accept_counter: 'counter_accepted',
  refuse_counter: 'counter_refused',
  cancel: 'cancelled',
  expire: 'expired',
  pay: 'paid',
  deliver: 'delivered',
  request_changes: 'changes_requested',
  approve: 'approved',
  auto_approve: 'approved',
};

/**
 * The event a move from `from` is heard as: a paid contract the brand cancels is refunded,
 * every other move is its {@link CONTRACT_MOVE_EVENTS} entry.
 */
export function moveEvent(kind: ContractActionKind, from: ContractStatus): ContractEvent {
  return kind === 'cancel' && from === 'paid' ? 'refunded' : CONTRACT_MOVE_EVENTS[kind];
}

/** Who hears of an event: the brand, the creator's side (the creator and a linked agent), or both. */
export type NoticeAudience = 'brand' | 'creator_side' | 'everyone';

/** What a notice says about a contract. */
export interface ContractNoticeFacts {
  readonly projectName: string;
  readonly brandName: string;
  readonly creatorName: string;
  /** The terms on the table or agreed. */
  readonly amountCentavos: number;
  readonly deadline: string;
  /** The creator's counter-offer, when one waits. */
  readonly counter: { readonly amountCentavos: number; readonly deadline: string } | null;
  /** The reason given by whoever refused or cancelled, or null. */
  readonly reason: string | null;
}

/** A notice's words and who hears it. */
export interface ContractNoticeText {
  readonly audience: NoticeAudience;
  readonly title: string;
  readonly body: string;
}

const withReason = (text: string, reason: string | null) => (reason ? `${text} Motivo: ${reason}` : text);
const terms = (amountCentavos: number, deadline: string) => `${formatBRL(amountCentavos)}, prazo ${formatDate(deadline)}`;

/**
 * The pt-BR notice of `event`, to the side that did not act (both sides for an expiry and a
 * refund): what the server records and e-mails, and what the in-memory adapters tell.
 *
 * @example contractNoticeText('accepted', facts) // { audience: 'brand', title: 'Proposta aceita', body: 'Ana Souza aceitou a proposta de "Verão".' }
 */
export function contractNoticeText(event: ContractEvent, facts: ContractNoticeFacts): ContractNoticeText {
  const project = `"${facts.projectName}"`;
  const { brandName: brand, creatorName: creator, reason } = facts;
  const toBrand = (title: string, body: string): ContractNoticeText => ({ audience: 'brand', title, body });
  const toCreator = (title: string, body: string): ContractNoticeText => ({ audience: 'creator_side', title, body });
  switch (event) {
    case 'proposal':
      return toCreator('Nova proposta', `${brand} enviou uma proposta para ${project}: ${terms(facts.amountCentavos, facts.deadline)}.`);
    case 'counter_offer':
      return toBrand('Contraproposta recebida', `${creator} propôs ${terms(facts.counter?.amountCentavos ?? 0, facts.counter?.deadline ?? facts.deadline)} em ${project}.`);
    case 'accepted':
      return toBrand('Proposta aceita', `${creator} aceitou a proposta de ${project}.`);
    case 'rejected':
      return toBrand('Proposta recusada', withReason(`${creator} recusou a proposta de ${project}.`, reason));
    case 'counter_accepted':
      return toCreator('Contraproposta aceita', `${brand} aceitou a sua contraproposta em ${project}: ${terms(facts.amountCentavos, facts.deadline)}.`);
    case 'counter_refused':
      return toCreator('Contraproposta recusada', withReason(`${brand} manteve os termos originais de ${project}.`, reason));
    case 'cancelled':
      return toCreator('Proposta cancelada', withReason(`${brand} cancelou a proposta de ${project}.`, reason));
    case 'expired':
      return { audience: 'everyone', title: 'Proposta expirada', body: `A proposta de ${project} para ${creator} expirou sem resposta.` };
    case 'paid':
      return toCreator('Pagamento confirmado', `${brand} pagou ${formatBRL(facts.amountCentavos)} por ${project}. O valor fica guardado pela Publi até a aprovação da entrega: pode começar!`);
    case 'refunded':
      return { audience: 'everyone', title: 'Contrato cancelado e estornado', body: withReason(`${brand} cancelou o contrato pago de ${project}; o valor foi devolvido à marca.`, reason) };
    case 'delivered':
      return toBrand('Entrega recebida', `${creator} enviou a entrega de ${project}. Aprove ou peça ajustes em até ${String(AUTO_APPROVAL_DAYS)} dias.`);
    case 'changes_requested':
      return toCreator('Ajustes pedidos', `${brand} pediu ajustes na entrega de ${project}.`);
    case 'approval_due':
      return toBrand('Aprovação automática chegando', `A entrega de ${creator} em ${project} será aprovada automaticamente em ${String(APPROVAL_REMINDER_DAYS)} dias, liberando o pagamento. Aprove ou peça ajustes antes disso.`);
    case 'approved':
      return toCreator('Entrega aprovada', `A entrega de ${project} foi aprovada: ${formatBRL(facts.amountCentavos)} estão disponíveis para saque em Ganhos.`);
    case 'payout_paid':
      return toCreator('Saque concluído', `O saque de ${formatBRL(facts.amountCentavos)} de ${project} chegou à sua conta.`);
    case 'payout_failed':
      return toCreator('Saque não concluído', `O saque de ${project} foi recusado pelo banco e o valor voltou a ficar disponível. Confira seus dados bancários e peça de novo.`);
  }
}
