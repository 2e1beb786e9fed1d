import { ROUTES } from '@publi/contract';
import { serveImageWidths } from '../uploads/serve-image-widths.js';
import { serveUploads } from '../uploads/serve-uploads.js';
import { toUploadResultWire } from '../uploads/to-uploads-wire.js';
import { uploadForPurposeFromWire, uploadFromWire } from '../uploads/uploads-from-wire.js';
import { UploadsService } from '../uploads/uploads.service.js';
import type { AreaRoutes } from './area-routes.js';

/**
 * `POST /google-storage/:purpose` (the web's: the purpose, and so the limit, known before the body
 * is read) and SPEC's `POST /google-storage` (`purpose` as a field before the file), a file for a
 * profile, a project or a project's reference behind the `BlobStorePort`, whichever store it is,
 * `GET /uploads/*` serving the files back and `GET /images/<width>/*` serving photos resized for `srcset`.
 * Decisions are in the README, "Cart and uploads: decisions".
 */
export const registerUploadsRoutes: AreaRoutes = (route, deps, api) => {
  const uploads = new UploadsService({ ...deps, ...(deps.uploadQuotaBytes === undefined ? {} : { quotaBytes: deps.uploadQuotaBytes }) });
  // The route layer leaves a multipart body to the handler: the from-wire reader streams the file
  // with the purpose's limit and the room left, once the service let the uploader through.
  route(ROUTES.uploadFileFor, async ({ params, identity, request }) => toUploadResultWire(await uploads.upload(identity.uid, uploadForPurposeFromWire(request, params))));
  route(ROUTES.uploadFile, async ({ identity, request }) => toUploadResultWire(await uploads.upload(identity.uid, uploadFromWire(request))));

  serveUploads(api, deps.blobStore);
  serveImageWidths(api, deps.blobStore);
};
