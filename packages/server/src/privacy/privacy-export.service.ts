import { PRIVACY_POLICY_VERSION } from '@publi/contract';
import { findUser } from '../accounts/find-user.js';
import type { Database } from '../db/database.js';
import type { ClockPort } from '../ports/clock.port.js';
import { accountSections } from './account-sections.js';
import { activitySections } from './activity-sections.js';
import type { PrivacyExport } from './export-record.js';
import { PrivacyRepository } from './privacy.repository.js';

/** One's own data under the LGPD (art. 18, II and V): the download. */
export class PrivacyExportService {
  constructor(private readonly deps: { readonly db: Database; readonly clock: ClockPort }) {}

  /**
   * Everything the caller's account owns (`GET /account/privacy/export`), read in one read-only
   * snapshot so the sections agree with each other. Only the caller's own account: no route
   * parameter names another, so an agent acting for a creator gets its own data, never theirs. A
   * deactivated account may still download its own.
   *
   * @throws AppError `USER.NOT_FOUND`.
   */
  async export(callerUid: string): Promise<PrivacyExport> {
    return this.deps.db.transaction(
      async (tx) => {
        const user = await findUser(tx, callerUid);
        const repository = new PrivacyRepository(tx);
        const creatorId = await repository.creatorIdOf(user.id);
        const sections = [...accountSections(user, await repository.accountData(user.id)), ...activitySections(await repository.activityData(user.id, creatorId))];
        // The policy in force names the file; the version this person accepted is in `consentimento`.
        return { generatedAt: this.deps.clock.now(), policyVersion: PRIVACY_POLICY_VERSION, sections };
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
  }
}
