import type { Queryable } from '../db/database.js';
import { uploads } from '../db/schema.js';

/** One `uploads` row: the file's key and who stored it, for what, of which type and size. */
export interface UploadRow {
  readonly id: string;
  readonly ownerId: number;
  readonly purpose: string;
  readonly contentType: string;
  readonly size: number;
}

/** The stored files' records in PostgreSQL (`uploads`); the files themselves are the blob store's. */
export class UploadsRepository {
  constructor(private readonly db: Queryable) {}

  /** Records a stored file. */
  async insert(row: UploadRow): Promise<void> {
    await this.db.insert(uploads).values(row);
  }
}
