import { ROUTES } from '@publi/contract';
import { emailPreferenceChangesFromWire } from '../email/email-from-wire.js';
import { EmailDemoMailboxService } from '../email/email-demo-mailbox.service.js';
import { EmailService } from '../email/email.service.js';
import { toDemoEmailWire, toEmailPreferencesWire, toUnsubscribeWire } from '../email/to-email-wire.js';
import { AppError } from '../errors/app-error.js';
import { withOneClickFormBody } from '../http/one-click-form-body.js';
import { registerRoute } from '../http/register-route.js';
import type { AreaRoutes } from './area-routes.js';

/** The caller's e-mail switches, the signed-out unsubscribe that every e-mail but security's carries, and the demo's mailbox. */
export const registerEmailRoutes: AreaRoutes = (route, deps, api) => {
  const email = new EmailService(deps);
  const mailbox = new EmailDemoMailboxService(deps);

  route(ROUTES.getEmailPreferences, async ({ identity }) => toEmailPreferencesWire(await email.preferences(identity.uid)));
  route(ROUTES.updateEmailPreferences, async ({ body, identity }) => toEmailPreferencesWire(await email.updatePreferences(identity.uid, emailPreferenceChangesFromWire(body))));
  route(ROUTES.readUnsubscribe, async ({ query }) => toUnsubscribeWire(await email.readUnsubscribe(query.token)));
  // Mail clients post the one click as a form (RFC 8058), which the rest of the API refuses.
  withOneClickFormBody(api, (scope) => {
    registerRoute(scope, deps.tokenVerifier, ROUTES.unsubscribe, async ({ query }) => toUnsubscribeWire(await email.unsubscribe(query.token)));
  });

  // Production sends through SMTP and keeps no copies: the route does not exist there.
  route(ROUTES.listDemoEmails, async ({ identity }) => {
    if (deps.mode === 'production') throw new AppError('ROUTE.NOT_FOUND');
    return (await mailbox.forCaller(identity.uid)).map(toDemoEmailWire);
  });
};
