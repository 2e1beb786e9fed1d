import { defineRoute } from '../route-contract.js';
import { uploadBodySchema, uploadResultSchema } from '../schemas/upload.schema.js';

/** File uploads: profile pictures, project images and deliveries. */
export const uploadRoutes = {
  uploadFile: defineRoute({
    method: 'POST',
    path: '/google-storage',
    auth: 'required',
    summary: 'Envia um arquivo (multipart: file e purpose) e devolve o endereço dele.',
    tag: 'Upload',
    body: uploadBodySchema,
    contentType: 'multipart',
    response: uploadResultSchema,
    successStatus: 201,
    errors: ['UPLOAD.FILE_REQUIRED', 'UPLOAD.TYPE_NOT_ALLOWED', 'UPLOAD.TOO_LARGE', 'USER.NOT_FOUND', 'USER.INACTIVE'],
  }),
};
