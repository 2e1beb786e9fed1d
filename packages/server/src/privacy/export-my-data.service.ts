import { PRIVACY_POLICY_VERSION } from '@publi/contract';
import { eq } from 'drizzle-orm';
import { findUser } from '../accounts/find-user.js';
import type { Database } from '../db/database.js';
import { creators } from '../db/schema.js';
import type { ClockPort } from '../ports/clock.port.js';
import { accountSections } from './account-sections.js';
import { activitySections } from './activity-sections.js';
import type { PrivacyExport } from './export-record.js';

/**
 * Everything the caller's account owns (`GET /account/privacy/export`), read in one read-only
 * snapshot so the sections agree with each other. Only the caller's own account: no route
 * parameter names another, so an agent acting for a creator gets its own data, never theirs. A
 * deactivated account may still download its own.
 *
 * @throws AppError `USER.NOT_FOUND`.
 */
export async function exportMyData(db: Database, clock: ClockPort, callerUid: string): Promise<PrivacyExport> {
  return db.transaction(
    async (tx) => {
      const user = await findUser(tx, callerUid);
      const [card] = await tx.select({ id: creators.id }).from(creators).where(eq(creators.userId, user.id));
      const sections = [...(await accountSections(tx, user)), ...(await activitySections(tx, user, card?.id ?? null))];
      // The policy in force names the file; the version this person accepted is in `consentimento`.
      return { generatedAt: clock.now(), policyVersion: PRIVACY_POLICY_VERSION, sections };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
