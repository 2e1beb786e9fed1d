import { z } from 'zod';
import { defineRoute } from '../route-contract.js';
import { deletedAccountSchema, privacyExportQuerySchema } from '../schemas/privacy-export.schema.js';
import { EXPORT_MEDIA_TYPES } from './projects.routes.js';

const tag = 'Privacy';

/**
 * One's own data under the LGPD (art. 18, II and V; issue 15). Only the caller's own account:
 * an agent acting for a creator never exports the creator's data, since the right of access is
 * the data subject's, and the file holds what an agent never reads (bank data, Pix key).
 */
export const privacyRoutes = {
  exportMyData: defineRoute({
    method: 'GET',
    path: '/account/privacy/export',
    auth: 'required',
    summary:
      'Baixa todos os dados da conta de quem chama (conta, perfil, redes, preços, categorias, dados bancários e Pix completos, consentimento, carrinho, projetos, contratos, mensagens escritas, pagamentos, repasses, notificações e histórico de segurança), em JSON ou CSV (Excel em português).',
    tag,
    query: privacyExportQuerySchema,
    response: z.never(),
    download: { mediaTypes: [EXPORT_MEDIA_TYPES.json, EXPORT_MEDIA_TYPES.csv] },
    errors: ['USER.NOT_FOUND'],
    // The file hands out the full bank account, Pix key and documents: a session left open on a
    // shared computer must not be enough to take them, as for changing them.
    recentSignIn: true,
    checkRevoked: true,
    // A heavy read (every table of the account): counted with the writes, not the generous reads.
    rateLimit: 'write',
  }),
  deleteMyAccount: defineRoute({
    method: 'DELETE',
    path: '/account/user',
    auth: 'required',
    summary:
      'Exclui a conta de quem chama (LGPD, art. 18, VI): apaga os dados pessoais e o acesso, e mantém anonimizados os registros financeiros que a lei exige; recusada enquanto houver contratos, pagamentos ou repasses em andamento.',
    tag,
    response: deletedAccountSchema,
    errors: ['USER.NOT_FOUND', 'USER.DELETION_BLOCKED'],
    // Irreversible: a session left open on a shared computer must not be enough.
    recentSignIn: true,
    checkRevoked: true,
  }),
};
