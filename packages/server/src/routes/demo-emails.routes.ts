import { ROUTES } from '@publi/contract';
import { DemoMailboxService } from '../email/demo-mailbox.service.js';
import { toDemoEmailWire } from '../email/to-email-wire.js';
import { AppError } from '../errors/app-error.js';
import type { AreaRoutes } from './area-routes.js';

/** The demo's mailbox: what Publi sent the caller, as the catcher kept it. */
export const registerDemoEmailsRoutes: AreaRoutes = (route, deps) => {
  const mailbox = new DemoMailboxService(deps);
  // Production sends through SMTP and keeps no copies: the route does not exist there.
  route(ROUTES.listDemoEmails, async ({ identity }) => {
    if (deps.mode === 'production') throw new AppError('ROUTE.NOT_FOUND');
    return (await mailbox.forCaller(identity.uid)).map(toDemoEmailWire);
  });
};
