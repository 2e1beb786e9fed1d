import { z } from 'zod';
import { strictRequest } from './strict-request.schema.js';
import { MAX_UPLOAD_BYTES, UPLOAD_CONTENT_TYPES, UPLOAD_LIMITS, UPLOAD_PURPOSES, type UploadPurpose } from './upload-limits.js';

/**
 * What `POST /google-storage` takes: files served to anyone who has their address. Delivered work
 * is private and goes to its contract instead (`POST /project/contract/:id/files`).
 */
export const PUBLIC_UPLOAD_PURPOSES = UPLOAD_PURPOSES.filter((purpose): purpose is Exclude<UploadPurpose, 'delivery'> => purpose !== 'delivery');

const purposeField = z
  .enum(PUBLIC_UPLOAD_PURPOSES, { error: 'Escolha a finalidade do arquivo: profile, project ou reference. Arquivos de entrega são enviados pela página do contrato.' })
  .default('profile');

/**
 * The text fields of `POST /google-storage`'s multipart form (SPEC's route), as far as the
 * server has read when the file begins: `purpose`, sent before the file, decides the limits
 * the file is streamed with; left out, the file is a `profile` one, the smallest limit.
 */
export const uploadFieldsSchema = strictRequest({ purpose: purposeField });

/**
 * `POST /google-storage/:purpose`: the purpose in the path, so its limits are known before
 * a byte of the body is read. What the web sends.
 */
export const uploadPurposeParamsSchema = strictRequest({
  purpose: z.enum(PUBLIC_UPLOAD_PURPOSES, { error: 'Escolha a finalidade do arquivo no endereço: profile, project ou reference.' }),
});

/** @see uploadPurposeParamsSchema */
export type UploadPurposeParamsWire = z.infer<typeof uploadPurposeParamsSchema>;

/** The form of `POST /google-storage/:purpose`: the file alone, up to the widest public limit (a reference's). */
export const uploadFileBodySchema = strictRequest({
  file: z.file({ error: 'Escolha um arquivo para enviar.' }).max(UPLOAD_LIMITS.reference.maxBytes).mime([...UPLOAD_LIMITS.reference.contentTypes]),
});

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
