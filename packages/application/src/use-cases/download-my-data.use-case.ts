import type { DownloadedFile } from '../model/payment.model.js';
import type { MyDataFormat, PrivacyPort } from '../ports/privacy.port.js';

/** `/privacidade`, "Seus dados": downloads everything the signed-in account owns (LGPD art. 18, II and V). */
export class DownloadMyDataUseCase {
  /** @param privacy - the port of one's own data. */
  constructor(private readonly privacy: PrivacyPort) {}

  /** The file in `format`; an old sign-in is refused with `AUTH.RECENT_SIGN_IN_REQUIRED`, which the caller turns into "Confirme que é você". */
  download(format: MyDataFormat): Promise<DownloadedFile> {
    return this.privacy.exportMyData(format);
  }
}
