import { ROUTES } from '@publi/contract';
import { findUploader } from '../uploads/find-uploader.js';
import { readUploadForm } from '../uploads/read-upload-form.js';
import { serveImageWidths } from '../uploads/serve-image-widths.js';
import { serveUploads } from '../uploads/serve-uploads.js';
import { storeUpload } from '../uploads/store-upload.service.js';
import type { AreaRoutes } from './area-routes.js';

/**
 * `POST /google-storage` (a file for a profile, a project or a delivery, behind the
 * `BlobStorePort`) and, with the local store, `GET /uploads/*` serving the files back and
 * `GET /images/<width>/*` serving photos resized for `srcset`.
 * Decisions are in the README, "Cart and uploads: decisions".
 */
export const registerUploadRoutes: AreaRoutes = (route, deps, api) => {
  // The route layer leaves a multipart body to the handler: `readUploadForm` streams the file
  // and checks the form's fields with the contract's own field schema.
  route(ROUTES.uploadFile, async ({ identity, request }) => {
    const owner = await findUploader(deps.db, identity.uid);
    const stored = await storeUpload(deps, owner.id, await readUploadForm(request));
    return { url: stored.url, content_type: stored.contentType, size: stored.size };
  });

  if (deps.uploadsDir !== undefined) {
    serveUploads(api, deps.uploadsDir);
    serveImageWidths(api, deps.uploadsDir);
  }
};
