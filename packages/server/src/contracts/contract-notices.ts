import { contractNoticeText, type ContractEvent, type NoticeAudience } from '@publi/domain';
import type { Notice } from '../notifications/notifier.js';
import type { ContractView } from './contract-record.js';

export type { ContractEvent } from '@publi/domain';

const creatorSide = (view: ContractView) => [view.creator.userId, ...(view.creator.agentId === null ? [] : [view.creator.agentId])];

function audienceIds(audience: NoticeAudience, view: ContractView): readonly number[] {
  if (audience === 'brand') return [view.brand.id];
  return audience === 'creator_side' ? creatorSide(view) : [view.brand.id, ...creatorSide(view)];
}

/** The notice of `event` on the contract, in the domain's words, to the side that did not act (both sides for an expiry). */
export function contractNotice(event: ContractEvent, view: ContractView): Notice {
  const { row } = view;
  const counter = row.counterAmountCentavos === null ? null : { amountCentavos: row.counterAmountCentavos, deadline: row.counterDeadline ?? row.deadline };
  const facts = { projectName: view.projectName, brandName: view.brand.name, creatorName: view.creator.name, amountCentavos: row.amountCentavos, deadline: row.deadline, counter, reason: row.reason };
  const { audience, title, body } = contractNoticeText(event, facts);
  return { userIds: audienceIds(audience, view), kind: event, title, body, link: `/contratos/${String(row.id)}`, contractId: row.id };
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
