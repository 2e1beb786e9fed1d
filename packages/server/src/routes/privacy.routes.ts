import { ROUTES } from '@publi/contract';
import { PrivacyDeletionService } from '../privacy/privacy-deletion.service.js';
import { PrivacyExportService } from '../privacy/privacy-export.service.js';
import { toPrivacyDownload } from '../privacy/to-privacy-wire.js';
import type { AreaRoutes } from './area-routes.js';

/** One's own data under the LGPD: the download in JSON or CSV, and deleting the account (README, "Privacy (LGPD)"). */
export const registerPrivacyRoutes: AreaRoutes = (route, deps) => {
  const exports = new PrivacyExportService(deps);
  const deletion = new PrivacyDeletionService(deps);
  route(ROUTES.exportMyData, async ({ query, identity }) => toPrivacyDownload(await exports.export(identity.uid), query.format));
  route(ROUTES.deleteMyAccount, ({ identity }) => deletion.delete(identity.uid));
};
