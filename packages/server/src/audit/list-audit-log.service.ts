import { findUser } from '../accounts/find-user.js';
import type { Database } from '../db/database.js';
import type { AuditEvent } from './audit-event.js';
import { AuditRepository } from './audit.repository.js';

/**
 * The caller's security history (`GET /account/audit_log`), newest first: a creator reads the
 * changes to their own bank data, Pix key and agent link, whoever made them; an agent reads the
 * links made and ended with them. Any account may ask; a brand's history is empty. A
 * deactivated account still reads its own.
 *
 * @throws AppError `USER.NOT_FOUND`.
 */
export async function listAuditLog(
  db: Database,
  callerUid: string,
  page: number,
  limit: number,
): Promise<{ readonly rows: readonly AuditEvent[]; readonly total: number }> {
  const caller = await findUser(db, callerUid);
  return new AuditRepository(db).page(caller.id, (page - 1) * limit, limit);
}
