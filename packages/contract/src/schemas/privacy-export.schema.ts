import { z } from 'zod';
import { strictRequest } from './strict-request.schema.js';

/** The formats of the download of one's own data: JSON (for another service) or CSV (for Excel in pt-BR). */
export const PRIVACY_EXPORT_FORMATS = ['json', 'csv'] as const;

/** `GET /account/privacy/export?format=json|csv`: the signed-in account's own data as one file. */
export const privacyExportQuerySchema = strictRequest({
  format: z.enum(PRIVACY_EXPORT_FORMATS, { error: 'Escolha o formato: json ou csv.' }).default('json'),
});

/** `DELETE /account/user`'s answer: the account is gone (its financial records stay, anonymised). */
export const deletedAccountSchema = z.object({ deleted: z.literal(true) });

/** @see deletedAccountSchema */
export type DeletedAccountWire = z.infer<typeof deletedAccountSchema>;

/** A format of the download on the wire. */
export type PrivacyExportFormat = (typeof PRIVACY_EXPORT_FORMATS)[number];
