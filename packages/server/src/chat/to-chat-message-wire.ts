import type { ChatMessageWire } from '@publi/contract';
import type { ChatMessageRecord } from './chat.repository.js';

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
