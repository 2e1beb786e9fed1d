import { ROUTES } from '@publi/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app/app-deps.js';
import type { RouteRegistrar } from '../http/register-route.js';
import { findUploader } from '../uploads/find-uploader.js';
import { readUploadForm } from '../uploads/read-upload-form.js';
import { serveUploads } from '../uploads/serve-uploads.js';
import { storeUpload } from '../uploads/store-upload.service.js';

/**
 * `POST /google-storage` (a file for a profile, a project or a delivery, behind the
 * `BlobStorePort`) and, with the local store, `GET /uploads/*` serving the files back.
 * Decisions are in the README, "Cart and uploads: decisions".
 */
export function registerUploadRoutes(route: RouteRegistrar, deps: AppDeps, api: FastifyInstance): void {
  // The route layer leaves a multipart body to the handler: `readUploadForm` streams the file
  // and checks the form's fields with the contract's own field schema.
  route(ROUTES.uploadFile, async ({ identity, request }) => {
    const owner = await findUploader(deps.db, identity.uid);
    return storeUpload(deps, owner.id, await readUploadForm(request));
  });

  if (deps.uploadsDir !== undefined) serveUploads(api, deps.uploadsDir);
}
