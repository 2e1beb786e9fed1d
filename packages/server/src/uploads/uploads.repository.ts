import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../db/database.js';
import { queryRows } from '../db/query-rows.js';
import { brands, creators, deliveryFiles, projects, uploads, users } from '../db/schema.js';

/** One `uploads` row: the file's key and who stored it, for what, of which type and size. */
export interface UploadRow {
  readonly id: string;
  readonly ownerId: number;
  readonly purpose: string;
  readonly contentType: string;
  readonly size: number;
}

// The key at the end of a stored address (`/api/uploads/profile/<uuid>.png`, or a bucket's URL
// ending the same way): what ties a profile, a project or a reference to its upload.
const KEY_AT_END = '[a-z]+/[A-Za-z0-9_-]+\\.[a-z0-9]+$';

/** The stored files' records in PostgreSQL (`uploads`); the files themselves are the blob store's. */
export class UploadsRepository {
  constructor(private readonly db: Queryable) {}

  /** Records a stored file. */
  async insert(row: UploadRow): Promise<void> {
    await this.db.insert(uploads).values(row);
  }

  /**
   * The bytes an account holds against its quota: its public uploads, and the delivery files it
   * sent that no delivery holds yet. Delivered work is the contract's record, not the sender's room.
   */
  async heldBytes(ownerId: number): Promise<number> {
    const bytes = sql<number>`coalesce(sum(size), 0)::float8`;
    const [publicFiles] = await this.db.select({ bytes }).from(uploads).where(eq(uploads.ownerId, ownerId));
    const [pending] = await this.db
      .select({ bytes })
      .from(deliveryFiles)
      .where(and(eq(deliveryFiles.uploaderId, ownerId), isNull(deliveryFiles.deliveryId)));
    return (publicFiles?.bytes ?? 0) + (pending?.bytes ?? 0);
  }

  /**
   * Deletes up to `limit` rows of uploads stored before `before` that no account, creator card,
   * project (its image or a reference) or brand points at, and answers their keys: the rows go
   * first, the files after, so no row ever names a file that is gone. Rows another sweep holds
   * are skipped, so replicas sweeping at once delete each row once.
   */
  async deleteOrphans(before: Date, limit: number): Promise<string[]> {
    const rows = await queryRows<{ id: string }>(
      this.db,
      sql`WITH referenced AS (
            SELECT substring(${users.image} FROM ${KEY_AT_END}) AS key FROM ${users} WHERE ${users.image} IS NOT NULL
            UNION SELECT substring(${creators.image} FROM ${KEY_AT_END}) FROM ${creators} WHERE ${creators.image} IS NOT NULL
            UNION SELECT substring(${projects.image} FROM ${KEY_AT_END}) FROM ${projects} WHERE ${projects.image} IS NOT NULL
            UNION SELECT substring(ref->>'url' FROM ${KEY_AT_END}) FROM ${projects}, jsonb_array_elements(${projects.references}) AS ref
            UNION SELECT substring(${brands.image} FROM ${KEY_AT_END}) FROM ${brands} WHERE ${brands.image} IS NOT NULL
          ),
          orphans AS (
            SELECT u.id FROM ${uploads} u
            WHERE u.created_at < ${before.toISOString()}::timestamptz
              AND NOT EXISTS (SELECT 1 FROM referenced r WHERE r.key = u.id)
            ORDER BY u.created_at
            LIMIT ${limit}
            FOR UPDATE OF u SKIP LOCKED
          )
          DELETE FROM ${uploads} WHERE ${uploads.id} IN (SELECT id FROM orphans) RETURNING ${uploads.id} AS id`,
    );
    return rows.map((row) => row.id);
  }
}
