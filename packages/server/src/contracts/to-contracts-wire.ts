import { CONTRACT_ANSWERS, type ContractAnswerWire, type ContractWire } from '@publi/contract';
import { autoApprovalAt, effectiveContractStatus, isWaitingForAnswer, offerExpiresAt, partyActions } from '@publi/domain';
import { lifeOf, type ContractView } from './contract-record.js';

const isAnswer = (kind: string): kind is ContractAnswerWire => (CONTRACT_ANSWERS as readonly string[]).includes(kind);

/** The viewer's buttons: the domain's `partyActions` for their side (paying included), as the wire names them. */
function answersOf(view: ContractView, now: Date): ContractAnswerWire[] {
  return partyActions(lifeOf(view.row), view.viewerRole, now).filter(isAnswer);
}

/** A contract on the wire, as the viewer reads it at `now`: the effective status and the viewer's buttons. */
export function toContractWire(view: ContractView, now: Date): ContractWire {
  const { row } = view;
  const life = lifeOf(row);
  const status = effectiveContractStatus(life, now);
  const waiting = isWaitingForAnswer(status);
  return {
    id: row.id,
    chat_id: view.chatId,
    project_id: row.projectId,
    project_name: view.projectName,
    project_type: view.projectType,
    brand: { id: view.brand.id, name: view.brand.name, image: view.brand.image },
    creator: { id: view.creator.id, name: view.creator.name, slug: view.creator.slug, image: view.creator.image },
    status,
    deliverables: { stories: row.stories, feed: row.feed, tiktok: row.tiktok },
    terms: { amount_centavos: row.amountCentavos, deadline: row.deadline, message: row.message },
    counter:
      row.counterAmountCentavos === null || row.counterDeadline === null
        ? null
        : { amount_centavos: row.counterAmountCentavos, deadline: row.counterDeadline, message: row.counterMessage ?? '' },
    agreed_at: row.agreedAt?.toISOString() ?? null,
    offered_at: row.offeredAt.toISOString(),
    expires_at: waiting ? offerExpiresAt(life).toISOString() : null,
    reason: row.reason,
    delivered_at: row.deliveredAt?.toISOString() ?? null,
    auto_approval_at: status === 'delivered' ? (autoApprovalAt(life)?.toISOString() ?? null) : null,
    change_rounds: row.changeRounds,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    unread_messages: Math.max(0, view.lastSeq - view.readSeq),
    answers: answersOf(view, now),
  };
}
