import { ApplicationError, type AppNotification, type ChatMessage, type ChatPage, type Contract, type ContractMove, type NotificationSummary, type ProposalInput } from '@publi/application';
import type { ChatMessageWire, ChatPageWire, ContractTermsWire, ContractWire, CreateProposalsBodyWire, NotificationWire } from '@publi/contract';

const termsFromWire = (terms: ContractTermsWire) => ({ amountCentavos: terms.amount_centavos, deadline: terms.deadline, message: terms.message });

/** A contract as the application reads it. */
export function contractFromWire(wire: ContractWire): Contract {
  return {
    id: wire.id,
    chatId: wire.chat_id,
    projectId: wire.project_id,
    projectName: wire.project_name,
    projectType: wire.project_type,
    brand: wire.brand,
    creator: wire.creator,
    status: wire.status,
    deliverables: wire.deliverables,
    terms: termsFromWire(wire.terms),
    counter: wire.counter === null ? null : termsFromWire(wire.counter),
    agreedAt: wire.agreed_at,
    offeredAt: wire.offered_at,
    expiresAt: wire.expires_at,
    reason: wire.reason,
    deliveredAt: wire.delivered_at,
    autoApprovalAt: wire.auto_approval_at,
    changeRounds: wire.change_rounds,
    updatedAt: wire.updated_at,
    unreadMessages: wire.unread_messages,
    answers: wire.answers,
  };
}

/** The proposals' body (`POST /proposals/create`). */
export function proposalsToWire(input: ProposalInput): CreateProposalsBodyWire {
  return {
    project_id: input.projectId,
    proposals: input.proposals.map((item) => ({
      creator_id: item.creatorId,
      stories: item.stories,
      feed: item.feed,
      tiktok: item.tiktok,
      amount_centavos: item.amountCentavos,
      deadline: item.deadline,
      message: item.message,
    })),
  };
}

/** Which route a move takes and its body. */
export function moveToWire(move: ContractMove): { readonly route: 'acceptContract' | 'rejectContract' | 'counterContract' | 'cancelContract'; readonly body: Record<string, unknown> } {
  switch (move.kind) {
    case 'accept':
      return { route: 'acceptContract', body: {} };
    case 'reject':
      return { route: 'rejectContract', body: { reason: move.reason } };
    case 'cancel':
      return { route: 'cancelContract', body: { reason: move.reason } };
    case 'counter':
      return { route: 'counterContract', body: { amount_centavos: move.amountCentavos, deadline: move.deadline, message: move.message } };
  }
}

/** A chat message as the application reads it. */
export function chatMessageFromWire(wire: ChatMessageWire): ChatMessage {
  return {
    id: wire.id,
    chatId: wire.chat_id,
    contractId: wire.contract_id,
    seq: wire.seq,
    sender: { userId: wire.sender.user_id, name: wire.sender.name, role: wire.sender.role },
    message: wire.message,
    clientMessageId: wire.client_message_id,
    sentAt: wire.sent_at,
  };
}

/** A chat page as the application reads it. */
export function chatPageFromWire(wire: ChatPageWire): ChatPage {
  return { messages: wire.messages.map(chatMessageFromWire), before: wire.before, lastSeq: wire.last_seq, readSeq: wire.read_seq };
}

/** A notification as the application reads it. */
export function notificationFromWire(wire: NotificationWire): AppNotification {
  return { id: wire.id, kind: wire.kind, title: wire.title, body: wire.body, link: wire.link, contractId: wire.contract_id, read: wire.read, createdAt: wire.created_at };
}

/** The bell's counts. */
export function summaryFromWire(wire: { unread_notifications: number; unread_messages: number }): NotificationSummary {
  return { unreadNotifications: wire.unread_notifications, unreadMessages: wire.unread_messages };
}

// The server names a refused field by its wire path; screens read the application's names.
const FIELD_NAMES: Readonly<Record<string, string>> = { amount_centavos: 'amountCentavos', creator_id: 'creatorId', client_message_id: 'clientMessageId' };

/**
 * `error` with its field paths in the application's names (`proposals.0.amount_centavos` ->
 * `proposals.0.amountCentavos`), each part renamed by `names` (the contracts' unless given).
 */
export function withDomainFieldNames(error: unknown, names: Readonly<Record<string, string>> = FIELD_NAMES): Error {
  if (!(error instanceof ApplicationError)) return error instanceof Error ? error : new Error(String(error));
  if (Object.keys(error.fields).length === 0) return error;
  const fields = Object.fromEntries(Object.entries(error.fields).map(([path, message]) => [path.split('.').map((part) => names[part] ?? part).join('.'), message]));
  return new ApplicationError(error.code, error.message, fields);
}
