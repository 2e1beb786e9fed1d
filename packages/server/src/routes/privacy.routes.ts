import { ROUTES } from '@publi/contract';
import { deleteMyAccount } from '../privacy/delete-my-account.service.js';
import { downloadPrivacyExport } from '../privacy/download-privacy-export.js';
import { exportMyData } from '../privacy/export-my-data.service.js';
import type { AreaRoutes } from './area-routes.js';

/** One's own data under the LGPD: the download in JSON or CSV, and deleting the account (README, "Privacy (LGPD)"). */
export const registerPrivacyRoutes: AreaRoutes = (route, deps) => {
  const { db, clock } = deps;
  route(ROUTES.exportMyData, async ({ query, identity }) => downloadPrivacyExport(await exportMyData(db, clock, identity.uid), query.format));
  route(ROUTES.deleteMyAccount, ({ identity }) => deleteMyAccount(deps, identity.uid));
};
