import { alias } from 'drizzle-orm/pg-core';
import { asc, eq, inArray, or } from 'drizzle-orm';
import type { Account } from '../accounts/account.js';
import type { Queryable } from '../db/database.js';
import { auditEvents, chatMessages, chats, contracts, creators, notifications, payments, payouts, projects, users } from '../db/schema.js';
import { dayOrNull, type ExportSection } from './export-record.js';

const brandUsers = alias(users, 'brand_users');

/**
 * What the account did on Publi: a brand's projects and payments, both sides' contracts, the
 * messages the person wrote (never the other party's), a creator's payouts, notifications and
 * the security history. `creatorId` is the account's creator card, when it is a creator.
 */
export async function activitySections(db: Queryable, user: Account, creatorId: number | null): Promise<readonly ExportSection[]> {
  const ownProjects = await db.select().from(projects).where(eq(projects.ownerId, user.id)).orderBy(asc(projects.id));
  const party = creatorId === null ? eq(contracts.brandId, user.id) : or(eq(contracts.brandId, user.id), eq(contracts.creatorId, creatorId));
  const ownContracts = await db
    .select({ contract: contracts, project: projects.name, creator: creators.name, brand: brandUsers.name })
    .from(contracts)
    .innerJoin(projects, eq(projects.id, contracts.projectId))
    .innerJoin(creators, eq(creators.id, contracts.creatorId))
    .innerJoin(brandUsers, eq(brandUsers.id, contracts.brandId))
    .where(party)
    .orderBy(asc(contracts.id));
  const messages = await db
    .select({ contractId: chats.contractId, message: chatMessages })
    .from(chatMessages)
    .innerJoin(chats, eq(chats.id, chatMessages.chatId))
    .where(eq(chatMessages.senderId, user.id))
    .orderBy(asc(chatMessages.id));
  const ownPayments = await db.select({ payment: payments, project: projects.name }).from(payments).innerJoin(projects, eq(projects.id, payments.projectId)).where(eq(payments.brandId, user.id)).orderBy(asc(payments.id));
  const ownPayouts = creatorId === null ? [] : await db.select().from(payouts).where(eq(payouts.creatorId, creatorId)).orderBy(asc(payouts.id));
  const ownNotifications = await db.select().from(notifications).where(eq(notifications.userId, user.id)).orderBy(asc(notifications.id));
  const events = await db.select().from(auditEvents).where(or(eq(auditEvents.accountId, user.id), eq(auditEvents.agentId, user.id))).orderBy(asc(auditEvents.id));
  const names = await peopleNames(db, events.flatMap((event) => [event.accountId, event.actorId, event.agentId]));
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

async function peopleNames(db: Queryable, ids: readonly (number | null)[]): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, wanted));
  return new Map(rows.map((row) => [row.id, row.name]));
}
