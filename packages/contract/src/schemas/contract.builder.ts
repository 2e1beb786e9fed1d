import type { ChatMessageWire } from './chat.schema.js';
import type { ContractWire } from './contract.schema.js';
import type { NotificationWire } from './notification.schema.js';

/** A pending proposal from a coffee brand to Ana Souza, the creator answering it. */
export function aContract(overrides: Partial<ContractWire> = {}): ContractWire {
  return {
    id: 31,
    chat_id: 31,
    project_id: 12,
    project_name: 'Lançamento Café Recife',
    project_type: 'paid',
    brand: { id: 5, name: 'Café Recife', image: null },
    creator: { id: 7, name: 'Ana Souza', slug: 'ana-souza', image: null },
    status: 'pending',
    deliverables: { stories: 2, feed: 1, tiktok: 0 },
    terms: { amount_centavos: 150_000, deadline: '2026-12-20', message: 'Adoramos o seu perfil!' },
    counter: null,
    agreed_at: null,
    offered_at: '2026-11-24T12:00:00.000Z',
    expires_at: '2026-12-01T12:00:00.000Z',
    reason: null,
    delivered_at: null,
    auto_approval_at: null,
    change_rounds: 0,
    created_at: '2026-11-24T12:00:00.000Z',
    updated_at: '2026-11-24T12:00:00.000Z',
    unread_messages: 1,
    answers: ['accept', 'reject', 'counter'],
    ...overrides,
  };
}

/** The brand's first message on contract 31. */
export function aChatMessage(overrides: Partial<ChatMessageWire> = {}): ChatMessageWire {
  return {
    id: 101,
    chat_id: 31,
    contract_id: 31,
    seq: 1,
    sender: { user_id: 5, name: 'Café Recife', role: 'brand' },
    message: 'Oi, Ana! Conseguimos fechar até sexta?',
    client_message_id: 'c0ffee-0001',
    sent_at: '2026-11-24T12:05:00.000Z',
    ...overrides,
  };
}

/** Ana's notification of the proposal. */
export function aNotification(overrides: Partial<NotificationWire> = {}): NotificationWire {
  return {
    id: 501,
    kind: 'proposal',
    title: 'Nova proposta',
    body: 'Café Recife enviou uma proposta para "Lançamento Café Recife".',
    link: '/contratos/31',
    contract_id: 31,
    read: false,
    created_at: '2026-11-24T12:00:00.000Z',
    ...overrides,
  };
}
