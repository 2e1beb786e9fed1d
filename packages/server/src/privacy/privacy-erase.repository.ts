import { and, eq, notExists, or, sql } from 'drizzle-orm';
import type { Account } from '../accounts/account.js';
import type { Queryable } from '../db/database.js';
import {
  agentLinkTokens,
  bankAccounts,
  carts,
  chatReads,
  contracts,
  creators,
  demoMailbox,
  emailOptOuts,
  notifications,
  outgoingEmails,
  payments,
  projects,
  socialNetworks,
  uploads,
  userCategories,
  users,
} from '../db/schema.js';

/** The name a deleted account goes by wherever records that outlive it name it (contracts, payments, chats). */
export const DELETED_ACCOUNT_NAME = 'Conta excluída';

/**
 * Erasing an account's personal data (server README, "Privacy (LGPD)"), in the deletion's
 * transaction: the rows that are only the person's go, the rows other people and the law still
 * need are kept under "Conta excluída" (see `PrivacyDeletionService`).
 */
export class PrivacyEraseRepository {
  constructor(private readonly db: Queryable) {}

  /** The account's creator card, when it has one. */
  async cardOf(userId: number): Promise<{ id: number } | undefined> {
    const [card] = await this.db.select({ id: creators.id }).from(creators).where(eq(creators.userId, userId));
    return card;
  }

  /** Unlinks every creator agent `agentUserId` acted for; answers their accounts' ids. */
  async unlinkRepresented(agentUserId: number): Promise<number[]> {
    const represented = await this.db.update(creators).set({ creatorAgentId: null }).where(eq(creators.creatorAgentId, agentUserId)).returning({ userId: creators.userId });
    return represented.map((creator) => creator.userId);
  }

  /**
   * Deletes what is only the person's: networks, categories, bank data and Pix key, cart,
   * notifications, e-mails (sent, waiting, the demo's copies) and their choices, agent token and read marks.
   */
  async deletePersonalRows(user: Pick<Account, 'id' | 'email'>): Promise<void> {
    const userId = user.id;
    await Promise.all([
      this.db.delete(outgoingEmails).where(eq(outgoingEmails.userId, userId)),
      this.db.delete(emailOptOuts).where(eq(emailOptOuts.userId, userId)),
      this.db.delete(demoMailbox).where(sql`lower(${demoMailbox.toAddress}) = lower(${user.email})`),
      this.db.delete(socialNetworks).where(eq(socialNetworks.userId, userId)),
      this.db.delete(userCategories).where(eq(userCategories.userId, userId)),
      this.db.delete(bankAccounts).where(eq(bankAccounts.userId, userId)),
      this.db.delete(carts).where(eq(carts.userId, userId)),
      this.db.delete(notifications).where(eq(notifications.userId, userId)),
      this.db.delete(agentLinkTokens).where(eq(agentLinkTokens.userId, userId)),
      this.db.delete(chatReads).where(eq(chatReads.userId, userId)),
    ]);
  }

  /**
   * The account row kept under "Conta excluída": the person's fields blanked, a brand's company
   * data kept (it names the payer on the receipts kept), and the identity-provider id replaced,
   * so no sign-in ever reaches the row again.
   */
  async anonymise(user: Account, at: Date): Promise<void> {
    const isBrand = user.type === 'brand';
    await this.db
      .update(users)
      .set({
        externalId: `excluida:${String(user.id)}`,
        name: DELETED_ACCOUNT_NAME,
        email: '',
        emailRefusedAt: null,
        phone: null,
        image: null,
        miniBio: null,
        website: null,
        postalCode: null,
        street: null,
        streetNumber: null,
        complement: null,
        neighborhood: null,
        city: null,
        state: null,
        companyName: isBrand ? user.companyName : null,
        cnpj: isBrand ? user.cnpj : null,
        legalName: isBrand ? user.legalName : null,
        active: false,
        deletedAt: at,
        updatedAt: at,
      })
      .where(eq(users.id, user.id));
  }

  /** The card keeps an id-only slug (the old one is made of the person's name) and no agent. */
  async anonymiseCard(cardId: number): Promise<void> {
    await this.db.update(creators).set({ slug: `conta-excluida-${String(cardId)}`, creatorAgentId: null }).where(eq(creators.id, cardId));
  }

  /** A brand's projects that no contract or payment names: nobody else has a stake in them. */
  async deleteUnsharedProjects(brandId: number): Promise<void> {
    await this.db
      .delete(projects)
      .where(
        and(
          eq(projects.ownerId, brandId),
          notExists(this.db.select({ id: contracts.id }).from(contracts).where(eq(contracts.projectId, projects.id))),
          notExists(this.db.select({ id: payments.id }).from(payments).where(eq(payments.projectId, projects.id))),
        ),
      );
  }

  /**
   * The account's uploads nothing kept points to: every profile photo, and a project's image or
   * reference once its project is gone. Their rows go now; the files after the commit.
   */
  async releaseFiles(ownerId: number): Promise<readonly string[]> {
    const keptProjects = this.db
      .select({ id: projects.id })
      .from(projects)
      .where(and(eq(projects.ownerId, ownerId), or(sql`${projects.image} like '%/' || ${uploads.id}`, sql`${projects.references}::text like '%/' || ${uploads.id} || '"%'`)));
    const released = await this.db
      .delete(uploads)
      .where(and(eq(uploads.ownerId, ownerId), or(eq(uploads.purpose, 'profile'), notExists(keptProjects))))
      .returning({ key: uploads.id });
    return released.map((row) => row.key);
  }
}
