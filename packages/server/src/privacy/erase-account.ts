import { and, eq, notExists, or, sql } from 'drizzle-orm';
import type { Account } from '../accounts/account.js';
import { AuditRepository } from '../audit/audit.repository.js';
import { CartRepository } from '../cart/cart.repository.js';
import { refreshCreatorCard } from '../creators/refresh-creator-card.js';
import type { Transaction } from '../db/database.js';
import {
  agentLinkTokens,
  bankAccounts,
  carts,
  chatReads,
  contracts,
  creators,
  notifications,
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
 * Erases account `user`'s personal data in the caller's transaction, keeping the rows other
 * people and the law still need (server README, "Privacy (LGPD)"):
 * - erased: the person's name, e-mail, phone, photo, bio, site and address, networks,
 *   categories, bank data and Pix key, cart, notifications, agent token, read marks, drafts and
 *   published projects no contract or payment names, and the files nothing kept points to;
 * - kept, under "Conta excluída": contracts and their chats and deliveries (the other party's
 *   record), payments, payouts and the ledger (5 years, CTN arts. 173-174), the security history
 *   (masked values only), and a brand's company name, CNPJ and razão social, which are a
 *   company's data, not a person's, and name the payer on the receipts kept;
 * - the identity-provider id is replaced, so no sign-in ever reaches the row again.
 *
 * @returns the keys of the uploaded files to remove once the transaction commits.
 */
export async function eraseAccount(tx: Transaction, user: Account, at: Date): Promise<readonly string[]> {
  const [card] = await tx.select({ id: creators.id, agentId: creators.creatorAgentId }).from(creators).where(eq(creators.userId, user.id));
  await unlinkRepresentedCreators(tx, user);
  await Promise.all([
    tx.delete(socialNetworks).where(eq(socialNetworks.userId, user.id)),
    tx.delete(userCategories).where(eq(userCategories.userId, user.id)),
    tx.delete(bankAccounts).where(eq(bankAccounts.userId, user.id)),
    tx.delete(carts).where(eq(carts.userId, user.id)),
    tx.delete(notifications).where(eq(notifications.userId, user.id)),
    tx.delete(agentLinkTokens).where(eq(agentLinkTokens.userId, user.id)),
    tx.delete(chatReads).where(eq(chatReads.userId, user.id)),
  ]);
  await deleteUnsharedProjects(tx, user.id);
  const files = await releaseFiles(tx, user.id);
  const isBrand = user.type === 'brand';
  await tx
    .update(users)
    .set({
      externalId: `excluida:${String(user.id)}`,
      name: DELETED_ACCOUNT_NAME,
      email: '',
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
  if (card) {
    // The slug is made of the person's name: the card keeps an id-only one.
    await tx.update(creators).set({ slug: `conta-excluida-${String(card.id)}`, creatorAgentId: null }).where(eq(creators.id, card.id));
    await refreshCreatorCard(tx, user.id);
    await new CartRepository(tx).removeCreatorOfAccount(user.id);
  }
  return files;
}

/** An agent leaving: each creator it acted for is unlinked, and their security history says so. */
async function unlinkRepresentedCreators(tx: Transaction, user: Account): Promise<void> {
  const represented = await tx.update(creators).set({ creatorAgentId: null }).where(eq(creators.creatorAgentId, user.id)).returning({ userId: creators.userId });
  const audit = new AuditRepository(tx);
  for (const creator of represented) await audit.record({ kind: 'agent_unlinked', accountId: creator.userId, actorId: user.id, agentId: user.id });
}

/** A brand's projects that no contract or payment names: nobody else has a stake in them. */
async function deleteUnsharedProjects(tx: Transaction, brandId: number): Promise<void> {
  await tx
    .delete(projects)
    .where(
      and(
        eq(projects.ownerId, brandId),
        notExists(tx.select({ id: contracts.id }).from(contracts).where(eq(contracts.projectId, projects.id))),
        notExists(tx.select({ id: payments.id }).from(payments).where(eq(payments.projectId, projects.id))),
      ),
    );
}

/**
 * The account's uploads nothing kept points to: every profile photo, and a project's image or
 * reference once its project is gone. Their rows go now; the files after the commit.
 */
async function releaseFiles(tx: Transaction, ownerId: number): Promise<readonly string[]> {
  const keptProjects = tx
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.ownerId, ownerId), or(sql`${projects.image} like '%/' || ${uploads.id}`, sql`${projects.references}::text like '%/' || ${uploads.id} || '"%'`)));
  const released = await tx
    .delete(uploads)
    .where(and(eq(uploads.ownerId, ownerId), or(eq(uploads.purpose, 'profile'), notExists(keptProjects))))
    .returning({ key: uploads.id });
  return released.map((row) => row.key);
}

