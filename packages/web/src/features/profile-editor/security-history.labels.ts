import type { AuditEvent } from '@publi/application';
import type { AuditChange, AuditField } from '@publi/domain';

const FIELD_LABELS: Record<AuditField, string> = {
  bank: 'Banco',
  agency: 'Agência',
  account: 'Conta',
  accountType: 'Tipo de conta',
  ownerName: 'Titular',
  ownerDocument: 'CPF/CNPJ do titular',
  pixKey: 'Chave Pix',
};

const ACCOUNT_TYPES: Readonly<Record<string, string>> = { corrente: 'corrente', poupanca: 'poupança' };

const shown = (field: AuditField, value: string | null) => (value === null ? 'nenhum' : field === 'accountType' ? (ACCOUNT_TYPES[value] ?? value) : value);

/** One changed field as a line: "Conta: •••• 661 → •••• 451". */
export function auditChangeLine(change: AuditChange): string {
  const label = FIELD_LABELS[change.field];
  if (change.before === null) return `${label}: ${shown(change.field, change.after)}`;
  return `${label}: ${shown(change.field, change.before)} → ${shown(change.field, change.after)}`;
}

/** What happened, from the reader's side: an agent reads the creator's name, a creator the agent's. */
export function auditEventTitle(event: AuditEvent, myId: number | null): string {
  const agentName = event.agent?.name ?? 'agente';
  const creatorName = event.account?.name ?? 'criador(a)';
  const readerIsAgent = event.agent !== null && event.agent.id === myId;
  switch (event.kind) {
    case 'bank_data_changed':
      return 'Dados bancários alterados';
    case 'pix_key_changed':
      return 'Chave Pix alterada';
    case 'agent_linked':
      return readerIsAgent ? `Vínculo com ${creatorName} criado` : `Agente ${agentName} vinculado`;
    case 'agent_unlinked':
      return readerIsAgent ? `Vínculo com ${creatorName} encerrado` : `Agente ${agentName} desvinculado`;
  }
}
