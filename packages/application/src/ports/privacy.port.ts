import type { DownloadedFile } from '../model/payment.model.js';

/** The formats of the download of one's own data: JSON (another service reads it) or CSV (Excel). */
export type MyDataFormat = 'json' | 'csv';

/** The signed-in person's own data under the LGPD (`GET /account/privacy/export`). */
export interface PrivacyPort {
  /** Everything the account owns, as one file; refused with `AUTH.RECENT_SIGN_IN_REQUIRED` on an old sign-in. */
  exportMyData(format: MyDataFormat): Promise<DownloadedFile>;
  /**
   * Deletes the account for good (`DELETE /account/user`): personal data erased, financial
   * records kept anonymised, the sign-in gone. Refused with `USER.DELETION_BLOCKED` (its
   * `fields.account` names what is under way) or `AUTH.RECENT_SIGN_IN_REQUIRED`.
   */
  deleteMyAccount(): Promise<void>;
}
