import { defineRoute } from '../route-contract.js';
import { uploadBodySchema, uploadFileBodySchema, uploadPurposeParamsSchema, uploadResultSchema } from '../schemas/upload.schema.js';

// Who may upload, and what an upload may be refused for once the caller may: its type, its size
// for the purpose, or the room the account has left.
const errors = ['UPLOAD.FILE_REQUIRED', 'UPLOAD.TYPE_NOT_ALLOWED', 'UPLOAD.TOO_LARGE', 'UPLOAD.QUOTA_EXCEEDED', 'USER.NOT_FOUND', 'USER.INACTIVE'] as const;

/** Public file uploads: profile pictures, project images and a project's references (deliveries go to their contract). */
export const uploadRoutes = {
  uploadFile: defineRoute({
    method: 'POST',
    path: '/google-storage',
    auth: 'required',
    summary:
      'Envia um arquivo (multipart: purpose antes de file) e devolve o endereço dele. Sem purpose, vale o limite de foto de perfil (imagem até 5 MB); purpose depois do arquivo é recusado.',
    tag: 'Upload',
    body: uploadBodySchema,
    contentType: 'multipart',
    response: uploadResultSchema,
    successStatus: 201,
    errors: [...errors],
  }),
  uploadFileFor: defineRoute({
    method: 'POST',
    path: '/google-storage/:purpose',
    auth: 'required',
    summary: 'Envia um arquivo para a finalidade do endereço (profile, project ou reference; multipart: file) e devolve o endereço dele.',
    tag: 'Upload',
    params: uploadPurposeParamsSchema,
    body: uploadFileBodySchema,
    contentType: 'multipart',
    response: uploadResultSchema,
    successStatus: 201,
    errors: [...errors],
  }),
};
