import { ROUTES } from '@publi/contract';
import { downloadPrivacyExport } from '../privacy/download-privacy-export.js';
import { exportMyData } from '../privacy/export-my-data.service.js';
import type { AreaRoutes } from './area-routes.js';

/** One's own data under the LGPD: the download in JSON or CSV (README, "Privacy (LGPD)"). */
export const registerPrivacyRoutes: AreaRoutes = (route, { db, clock }) => {
  route(ROUTES.exportMyData, async ({ query, identity }) => downloadPrivacyExport(await exportMyData(db, clock, identity.uid), query.format));
};
