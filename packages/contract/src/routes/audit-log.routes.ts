import { defineRoute } from '../route-contract.js';
import { auditLogPageSchema, auditLogQuerySchema } from '../schemas/audit-log.schema.js';

const tag = 'Security';

/** The account's security history (issue 15): changes to bank data, the Pix key and agent links. */
export const auditLogRoutes = {
  listAuditLog: defineRoute({
    method: 'GET',
    path: '/account/audit_log',
    auth: 'required',
    summary:
      'O histórico de segurança de quem chama, do mais novo ao mais antigo: mudanças de conta bancária, chave Pix e vínculo com agente, com quem fez e quando, valores mascarados.',
    tag,
    query: auditLogQuerySchema,
    response: auditLogPageSchema,
    errors: ['USER.NOT_FOUND'],
  }),
};
