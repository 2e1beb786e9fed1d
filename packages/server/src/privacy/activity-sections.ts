import { dayOrNull, type ExportSection } from './export-record.js';
import type { ActivityData } from './privacy.repository.js';

/**
 * What the account did on Publi: a brand's projects and payments, both sides' contracts, the
 * messages the person wrote (never the other party's), a creator's payouts, notifications, the
 * e-mails Publi sent them and the kinds they turned off, and the security history.
 */
export function activitySections(data: ActivityData): readonly ExportSection[] {
  const { ownProjects, ownContracts, messages, ownPayments, ownPayouts, ownNotifications, ownEmails, emailsOff, events, names } = data;
  const name = (id: number | null) => (id === null ? null : (names.get(id) ?? null));
  return [
    {
      name: 'projetos',
      records: ownProjects.map((project) => ({
        id: project.id,
        nome: project.name,
        situacao: project.status,
        tipo: project.projectType,
        orcamento_centavos: project.budgetCentavos,
        missao: project.mission,
        criador_desejado: project.creatorWanted,
        humor: project.humor,
        inicio: dayOrNull(project.startDate),
        fim: dayOrNull(project.endDate),
        referencias: project.references.map((reference) => reference.url),
        criado_em: project.createdAt,
        atualizado_em: project.updatedAt,
      })),
    },
    {
      name: 'contratos',
      records: ownContracts.map(({ contract, project, creator, brand }) => ({
        id: contract.id,
        projeto: project,
        marca: brand,
        criador: creator,
        situacao: contract.status,
        stories: contract.stories,
        feed: contract.feed,
        tiktok: contract.tiktok,
        valor_centavos: contract.amountCentavos,
        prazo: dayOrNull(contract.deadline),
        mensagem: contract.message,
        contraproposta_valor_centavos: contract.counterAmountCentavos,
        contraproposta_prazo: dayOrNull(contract.counterDeadline),
        contraproposta_mensagem: contract.counterMessage,
        motivo: contract.reason,
        proposto_em: contract.offeredAt,
        acordado_em: contract.agreedAt,
        entregue_em: contract.deliveredAt,
      })),
    },
    { name: 'mensagens_escritas', records: messages.map(({ contractId, message }) => ({ contrato: contractId, mensagem: message.message, enviada_em: message.createdAt })) },
    {
      name: 'pagamentos',
      records: ownPayments.map(({ payment, project }) => ({
        id: payment.id,
        projeto: project,
        forma: payment.method,
        situacao: payment.status,
        valor_centavos: payment.amountCentavos,
        taxa_centavos: payment.feeCentavos,
        cartao_bandeira: payment.cardBrand,
        cartao_final: payment.cardLast4,
        motivo: payment.statusReason,
        criado_em: payment.createdAt,
        pago_em: payment.paidAt,
        estornado_em: payment.refundedAt,
      })),
    },
    {
      name: 'repasses',
      records: ownPayouts.map((payout) => ({
        id: payout.id,
        contrato: payout.contractId,
        situacao: payout.status,
        valor_centavos: payout.amountCentavos,
        destino: payout.destinationLabel,
        motivo_da_falha: payout.failureReason,
        solicitado_em: payout.requestedAt,
        concluido_em: payout.settledAt,
      })),
    },
    {
      name: 'notificacoes',
      records: ownNotifications.map((notification) => ({ titulo: notification.title, texto: notification.body, link: notification.link, criada_em: notification.createdAt, lida_em: notification.readAt })),
    },
    {
      name: 'emails',
      records: ownEmails.map((email) => ({ tipo: email.kind, para: email.toAddress, assunto: email.subject, situacao: email.status, criado_em: email.createdAt, enviado_em: email.sentAt })),
    },
    { name: 'emails_desligados', records: emailsOff.map((off) => ({ tipo: off.kind, desde: off.createdAt })) },
    {
      name: 'historico_de_seguranca',
      records: events.map((event) => ({
        evento: event.kind,
        quando: event.createdAt,
        conta: name(event.accountId),
        feito_por: name(event.actorId),
        agente: name(event.agentId),
        // Masked when recorded: the history never held a whole account number.
        mudancas: event.changes.map((change) => `${change.field}: ${change.before ?? '-'} → ${change.after ?? '-'}`),
      })),
    },
  ];
}
