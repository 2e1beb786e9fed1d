import { findUser } from '../accounts/find-user.js';
import type { Database } from '../db/database.js';
import type { AuditPage } from './audit-event.js';
import { AuditRepository } from './audit.repository.js';

/**
 * The security history. Events are written by the changes themselves, in their own
 * transactions (`AuditRepository.record`); this service reads them back.
 */
export class AuditService {
  constructor(private readonly deps: { readonly db: Database }) {}

  /**
   * The caller's history (`GET /account/audit_log`), newest first: a creator reads the changes
   * to their own bank data, Pix key and agent link, whoever made them; an agent reads the links
   * made and ended with them. Any account may ask; a brand's history is empty. A deactivated
   * account still reads its own.
   *
   * @param page - from 1.
   * @throws AppError `USER.NOT_FOUND`.
   */
  async log(callerUid: string, page: number, limit: number): Promise<AuditPage> {
    const caller = await findUser(this.deps.db, callerUid);
    return new AuditRepository(this.deps.db).page(caller.id, (page - 1) * limit, limit);
  }
}
