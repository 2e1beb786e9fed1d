import { formatBRL, formatDate } from '@publi/domain';
import type { Notice } from '../notifications/notifier.js';
import type { ContractView } from './contract-record.js';

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
  | 'approved'
  | 'payout_paid'
  | 'payout_failed';

const linkOf = (view: ContractView) => `/contratos/${String(view.row.id)}`;
const creatorSide = (view: ContractView) => [view.creator.userId, ...(view.creator.agentId === null ? [] : [view.creator.agentId])];
const withReason = (text: string, reason: string | null) => (reason ? `${text} Motivo: ${reason}` : text);

/** The notice of `event` on the contract, to the side that did not act (both sides for an expiry). */
export function contractNotice(event: ContractEvent, view: ContractView): Notice {
  const project = `"${view.projectName}"`;
  const terms = (amount: number, deadline: string) => `${formatBRL(amount)}, prazo ${formatDate(deadline)}`;
  const toBrand = (title: string, body: string): Notice => ({ userIds: [view.brand.id], kind: event, title, body, link: linkOf(view), contractId: view.row.id });
  const toCreator = (title: string, body: string): Notice => ({ userIds: creatorSide(view), kind: event, title, body, link: linkOf(view), contractId: view.row.id });
  switch (event) {
    case 'proposal':
      return toCreator('Nova proposta', `${view.brand.name} enviou uma proposta para ${project}: ${terms(view.row.amountCentavos, view.row.deadline)}.`);
    case 'counter_offer':
      return toBrand('Contraproposta recebida', `${view.creator.name} propôs ${terms(view.row.counterAmountCentavos ?? 0, view.row.counterDeadline ?? view.row.deadline)} em ${project}.`);
    case 'accepted':
      return toBrand('Proposta aceita', `${view.creator.name} aceitou a proposta de ${project}.`);
    case 'rejected':
      return toBrand('Proposta recusada', withReason(`${view.creator.name} recusou a proposta de ${project}.`, view.row.reason));
    case 'counter_accepted':
      return toCreator('Contraproposta aceita', `${view.brand.name} aceitou a sua contraproposta em ${project}: ${terms(view.row.amountCentavos, view.row.deadline)}.`);
    case 'counter_refused':
      return toCreator('Contraproposta recusada', withReason(`${view.brand.name} manteve os termos originais de ${project}.`, view.row.reason));
    case 'cancelled':
      return toCreator('Proposta cancelada', withReason(`${view.brand.name} cancelou a proposta de ${project}.`, view.row.reason));
    case 'expired':
      return { ...toBrand('Proposta expirada', `A proposta de ${project} para ${view.creator.name} expirou sem resposta.`), userIds: [view.brand.id, ...creatorSide(view)] };
    case 'paid':
      return toCreator('Pagamento confirmado', `${view.brand.name} pagou ${formatBRL(view.row.amountCentavos)} por ${project}. O valor fica guardado pela Publi até a aprovação da entrega: pode começar!`);
    case 'refunded':
      return { ...toCreator('Contrato cancelado e estornado', withReason(`${view.brand.name} cancelou o contrato pago de ${project}; o valor foi devolvido à marca.`, view.row.reason)), userIds: [view.brand.id, ...creatorSide(view)] };
    case 'delivered':
      return toBrand('Entrega recebida', `${view.creator.name} enviou a entrega de ${project}. Aprove ou peça ajustes em até 7 dias.`);
    case 'changes_requested':
      return toCreator('Ajustes pedidos', `${view.brand.name} pediu ajustes na entrega de ${project}.`);
    case 'approved':
      return toCreator('Entrega aprovada', `A entrega de ${project} foi aprovada: ${formatBRL(view.row.amountCentavos)} estão disponíveis para saque em Ganhos.`);
    case 'payout_paid':
      return toCreator('Saque concluído', `O saque de ${formatBRL(view.row.amountCentavos)} de ${project} chegou à sua conta.`);
    case 'payout_failed':
      return toCreator('Saque não concluído', `O saque de ${project} foi recusado pelo banco e o valor voltou a ficar disponível. Confira seus dados bancários e peça de novo.`);
  }
}

/** Who is on a contract, as a chat message's notice needs them. */
export interface ContractParties {
  readonly contractId: number;
  readonly projectName: string;
  readonly brandId: number;
  readonly creatorUserId: number;
  readonly agentId: number | null;
}

/** A chat message's notice, to everyone on the contract but its sender. */
export function messageNotice(parties: ContractParties, senderId: number, senderName: string, text: string): Notice {
  const excerpt = text.length > 120 ? `${text.slice(0, 117)}...` : text;
  const everyone = [parties.brandId, parties.creatorUserId, ...(parties.agentId === null ? [] : [parties.agentId])];
  return {
    userIds: everyone.filter((id) => id !== senderId),
    kind: 'message',
    title: `Nova mensagem em "${parties.projectName}"`,
    body: `${senderName}: ${excerpt}`,
    link: `/contratos/${String(parties.contractId)}`,
    contractId: parties.contractId,
    coalesce: true,
  };
}
