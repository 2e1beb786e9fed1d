import type { EmailKind } from '@publi/contract';

/** Each e-mail kind as a footer names it ("Você recebe avisos de novas propostas"). */
export const EMAIL_KIND_LABELS: Readonly<Record<EmailKind, string>> = {
  proposal: 'novas propostas',
  counter_offer: 'contrapropostas',
  answered: 'respostas às propostas',
  paid: 'pagamentos',
  delivered: 'entregas recebidas',
  changes_requested: 'pedidos de ajuste',
  approval: 'aprovações de entregas',
  payout: 'repasses',
  security: 'segurança da conta',
};
