import { z } from 'zod';
import { strictRequest } from './strict-request.schema.js';
import { MAX_UPLOAD_BYTES, UPLOAD_CONTENT_TYPES, UPLOAD_PURPOSES } from './upload-limits.js';

const purposeField = z
  .enum(UPLOAD_PURPOSES, { error: 'Escolha a finalidade do arquivo: profile, project, reference ou delivery.' })
  .default('profile');

/**
 * The text fields of `POST /google-storage`'s multipart form, which the server validates
 * after streaming the file itself: `purpose` (`profile` when left out) decides the limits.
 */
export const uploadFieldsSchema = strictRequest({ purpose: purposeField });

/** @see uploadFieldsSchema */
export type UploadFieldsWire = z.infer<typeof uploadFieldsSchema>;

/**
 * The whole multipart form as the OpenAPI document describes it. The size and types here
 * are the widest (a delivery's); the purpose's own limits are `uploadRefusal`'s to apply.
 */
export const uploadBodySchema = strictRequest({
  file: z.file({ error: 'Escolha um arquivo para enviar.' }).max(MAX_UPLOAD_BYTES).mime([...UPLOAD_CONTENT_TYPES]),
  purpose: purposeField,
});

/** Where the uploaded file now lives, its type as read from its bytes, and its size in bytes. */
export const uploadResultSchema = z.object({
  url: z.string(),
  content_type: z.string(),
  size: z.number().int().min(0),
});

/** @see uploadResultSchema */
export type UploadResultWire = z.infer<typeof uploadResultSchema>;
