import type { ChatMessageWire, ChatPageWire } from '@publi/contract';
import type { ChatMessageRecord } from './chat.repository.js';
import type { ChatPageView } from './chat.service.js';

/** A stored message on the wire. */
export function toChatMessageWire(record: ChatMessageRecord): ChatMessageWire {
  return {
    id: record.id,
    chat_id: record.chatId,
    contract_id: record.contractId,
    seq: record.seq,
    sender: { user_id: record.senderId, name: record.senderName, role: record.senderRole },
    message: record.message,
    client_message_id: record.clientMessageId,
    sent_at: record.createdAt.toISOString(),
  };
}

/** A page of chat `chatId` on the wire; `before` is where the next older page ends (null at the first message). */
export function toChatPageWire(chatId: number, page: ChatPageView): ChatPageWire {
  const first = page.messages[0];
  return {
    chat_id: chatId,
    contract_id: page.contractId,
    messages: page.messages.map(toChatMessageWire),
    before: first !== undefined && first.seq > 1 ? first.seq : null,
    last_seq: page.lastSeq,
    read_seq: page.readSeq,
  };
}

/** The read mark and what is still unread. */
export function toChatReadWire(read: { readonly readSeq: number; readonly unread: number }): { read_seq: number; unread: number } {
  return { read_seq: read.readSeq, unread: read.unread };
}
