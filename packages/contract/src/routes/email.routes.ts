import { z } from 'zod';
import { defineRoute } from '../route-contract.js';
import { demoEmailSchema, emailPreferencesBodySchema, emailPreferencesSchema, unsubscribeQuerySchema, unsubscribeSchema } from '../schemas/email.schema.js';

const tag = 'E-mail';

/** Which e-mails a person gets, the one-click unsubscribe that works signed out, and the demo's mailbox. */
export const emailRoutes = {
  getEmailPreferences: defineRoute({
    method: 'GET',
    path: '/account/user/email-preferences',
    auth: 'required',
    summary: 'Quais tipos de e-mail a pessoa conectada recebe; os de segurança não se desligam.',
    tag,
    response: emailPreferencesSchema,
    errors: ['USER.NOT_FOUND'],
  }),
  updateEmailPreferences: defineRoute({
    method: 'PUT',
    path: '/account/user/email-preferences',
    auth: 'required',
    summary: 'Liga ou desliga tipos de e-mail; desligar os de segurança é recusado.',
    tag,
    body: emailPreferencesBodySchema,
    response: emailPreferencesSchema,
    errors: ['USER.NOT_FOUND', 'EMAIL.SECURITY_LOCKED'],
  }),
  readUnsubscribe: defineRoute({
    method: 'GET',
    path: '/email/unsubscribe',
    auth: 'none',
    summary: 'O que um link de descadastro desliga, sem mudar nada (a página pede a confirmação).',
    tag,
    query: unsubscribeQuerySchema,
    response: unsubscribeSchema,
    errors: ['EMAIL.UNSUBSCRIBE_INVALID'],
  }),
  unsubscribe: defineRoute({
    method: 'POST',
    path: '/email/unsubscribe',
    auth: 'none',
    summary: 'Descadastro com um clique (RFC 8058): desliga o tipo de e-mail do link, sem entrar na conta.',
    tag,
    query: unsubscribeQuerySchema,
    response: unsubscribeSchema,
    errors: ['EMAIL.UNSUBSCRIBE_INVALID'],
  }),
  listDemoEmails: defineRoute({
    method: 'GET',
    path: '/demo/emails',
    auth: 'required',
    summary: 'Modo demo: os e-mails que a Publi enviou a quem chama, do mais novo ao mais antigo (404 em produção).',
    tag,
    response: z.array(demoEmailSchema),
    errors: ['USER.NOT_FOUND', 'ROUTE.NOT_FOUND'],
  }),
};
