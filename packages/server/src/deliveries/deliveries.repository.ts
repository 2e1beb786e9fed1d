import { and, asc, count, desc, eq, inArray, isNull, lt } from 'drizzle-orm';
import type { Queryable } from '../db/database.js';
import { deliveries, deliveryFiles } from '../db/schema.js';

/** A delivery round's row, and a delivered file's. */
export type DeliveryRow = typeof deliveries.$inferSelect;
export type DeliveryFileRow = typeof deliveryFiles.$inferSelect;

/** Delivery rounds and their files in PostgreSQL. */
export class DeliveriesRepository {
  constructor(private readonly db: Queryable) {}

  /** Records a new round with its links and note; attaches the files; answers its id. */
  async insertRound(contractId: number, round: { links: readonly string[]; note: string; fileIds: readonly string[] }, at: Date): Promise<number> {
    const [{ rounds } = { rounds: 0 }] = await this.db.select({ rounds: count() }).from(deliveries).where(eq(deliveries.contractId, contractId));
    const [inserted] = await this.db
      .insert(deliveries)
      .values({ contractId, round: rounds + 1, links: [...round.links], note: round.note, deliveredAt: at })
      .returning({ id: deliveries.id });
    if (!inserted) throw new Error('the delivery was not inserted');
    if (round.fileIds.length > 0) {
      await this.db
        .update(deliveryFiles)
        .set({ deliveryId: inserted.id })
        .where(and(inArray(deliveryFiles.id, [...round.fileIds]), eq(deliveryFiles.contractId, contractId)));
    }
    return inserted.id;
  }

  /** Records a file uploaded to the contract, not yet part of a delivery. */
  async insertFile(file: Omit<typeof deliveryFiles.$inferInsert, 'deliveryId'>): Promise<DeliveryFileRow> {
    const [stored] = await this.db.insert(deliveryFiles).values(file).returning();
    if (!stored) throw new Error('the delivery file was not recorded');
    return stored;
  }

  /**
   * Files of `contractId` among `ids` not yet part of a delivery, locked until the transaction
   * ends: the clean-up of abandoned files then waits for the delivery that attaches them, and
   * finds them delivered.
   */
  async unattached(contractId: number, ids: readonly string[]): Promise<DeliveryFileRow[]> {
    if (ids.length === 0) return [];
    return this.db
      .select()
      .from(deliveryFiles)
      .where(and(eq(deliveryFiles.contractId, contractId), inArray(deliveryFiles.id, [...ids]), isNull(deliveryFiles.deliveryId)))
      .for('update');
  }

  /**
   * Deletes up to `limit` files sent before `before` that no delivery holds, and answers their
   * storage keys: the rows go first, the files after, so no row names a file that is gone. A
   * delivered file (approved or not) is never touched; rows being delivered or swept elsewhere are skipped.
   */
  async deleteAbandonedFiles(before: Date, limit: number): Promise<string[]> {
    const abandoned = this.db
      .select({ id: deliveryFiles.id })
      .from(deliveryFiles)
      .where(and(isNull(deliveryFiles.deliveryId), lt(deliveryFiles.createdAt, before)))
      .orderBy(asc(deliveryFiles.createdAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    const rows = await this.db
      .delete(deliveryFiles)
      .where(and(inArray(deliveryFiles.id, abandoned), isNull(deliveryFiles.deliveryId)))
      .returning({ key: deliveryFiles.storageKey });
    return rows.map((row) => row.key);
  }

  /** Writes the brand's answer on the latest round. */
  async review(contractId: number, kind: 'approved' | 'changes_requested' | 'auto_approved', comment: string, at: Date): Promise<void> {
    const [latest] = await this.db.select({ id: deliveries.id }).from(deliveries).where(eq(deliveries.contractId, contractId)).orderBy(desc(deliveries.round)).limit(1);
    if (latest) await this.db.update(deliveries).set({ reviewKind: kind, reviewComment: comment, reviewedAt: at }).where(eq(deliveries.id, latest.id));
  }

  /** Every round of the contract, oldest first, with its files. */
  async rounds(contractId: number): Promise<{ round: DeliveryRow; files: DeliveryFileRow[] }[]> {
    const rows = await this.db.select().from(deliveries).where(eq(deliveries.contractId, contractId)).orderBy(asc(deliveries.round));
    const files = rows.length === 0 ? [] : await this.db.select().from(deliveryFiles).where(inArray(deliveryFiles.deliveryId, rows.map((row) => row.id))).orderBy(asc(deliveryFiles.createdAt));
    return rows.map((round) => ({ round, files: files.filter((file) => file.deliveryId === round.id) }));
  }

  /** One file of the contract. */
  async file(contractId: number, id: string): Promise<DeliveryFileRow | undefined> {
    const [row] = await this.db.select().from(deliveryFiles).where(and(eq(deliveryFiles.contractId, contractId), eq(deliveryFiles.id, id)));
    return row;
  }
}
