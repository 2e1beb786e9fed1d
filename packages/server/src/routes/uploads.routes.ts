import { ROUTES } from '@publi/contract';
import { serveImageWidths } from '../uploads/serve-image-widths.js';
import { serveUploads } from '../uploads/serve-uploads.js';
import { toUploadResultWire } from '../uploads/to-uploads-wire.js';
import { uploadFromWire } from '../uploads/uploads-from-wire.js';
import { UploadsService } from '../uploads/uploads.service.js';
import type { AreaRoutes } from './area-routes.js';

/**
 * `POST /google-storage` (a file for a profile, a project or a delivery, behind the
 * `BlobStorePort`) and, with the local store, `GET /uploads/*` serving the files back and
 * `GET /images/<width>/*` serving photos resized for `srcset`.
 * Decisions are in the README, "Cart and uploads: decisions".
 */
export const registerUploadsRoutes: AreaRoutes = (route, deps, api) => {
  const uploads = new UploadsService(deps);
  // The route layer leaves a multipart body to the handler: `uploadFromWire` streams the file
  // and checks the form's fields with the contract's own field schema, once the service let the uploader through.
  route(ROUTES.uploadFile, async ({ identity, request }) => toUploadResultWire(await uploads.upload(identity.uid, () => uploadFromWire(request))));

  if (deps.uploadsDir !== undefined) {
    serveUploads(api, deps.uploadsDir);
    serveImageWidths(api, deps.uploadsDir);
  }
};
