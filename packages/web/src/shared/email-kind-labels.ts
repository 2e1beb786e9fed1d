import type { EmailKind } from '@publi/application';

/** How `/perfil/notificacoes` and the unsubscribe page name a kind of e-mail, and what it covers. */
export interface EmailKindLabel {
  readonly label: string;
  readonly description: string;
}

/** Every kind of e-mail in pt-BR; the security kind also says why it cannot be turned off. */
export const EMAIL_KIND_LABELS: Readonly<Record<EmailKind, EmailKindLabel>> = {
  proposal: { label: 'Novas propostas', description: 'Quando uma marca envia uma proposta para você ou para quem você agencia.' },
  counter_offer: { label: 'Contrapropostas', description: 'Quando a outra parte responde com outro valor ou outro prazo.' },
  answered: { label: 'Respostas às propostas', description: 'Propostas aceitas, recusadas, canceladas ou expiradas.' },
  paid: { label: 'Pagamentos confirmados', description: 'Quando um pagamento é confirmado, e quando é estornado.' },
  delivered: { label: 'Entregas recebidas', description: 'Quando a criadora ou o criador envia uma entrega.' },
  changes_requested: { label: 'Ajustes pedidos', description: 'Quando a marca pede ajustes numa entrega.' },
  approval: { label: 'Aprovação das entregas', description: 'Quando a aprovação automática se aproxima e quando a entrega é aprovada.' },
  payout: { label: 'Repasses', description: 'Quando o dinheiro de um contrato é repassado para a sua conta.' },
  security: { label: 'Segurança da conta', description: 'Sempre enviados: avisam de acessos e mudanças na sua conta.' },
};
