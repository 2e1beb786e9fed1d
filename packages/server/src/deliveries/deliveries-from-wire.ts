import type { DeliveryBodyWire } from '@publi/contract';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors/app-error.js';
import type { IncomingDeliveryFile, NewDelivery } from './delivery.js';

/** `POST /creator/contracts/delivery`'s body in the server's terms. */
export function deliveryFromWire(body: DeliveryBodyWire): NewDelivery {
  return { projectId: body.project_id, creatorId: body.creator_id, links: body.links, fileIds: body.file_ids, note: body.note };
}

/**
 * The `file` part of `POST /project/contract/:id/files`'s multipart form, still streaming (route
 * layer only: the request is the wire). Read once the uploader passed, so a refused caller's
 * bytes are never read.
 *
 * @throws AppError `UPLOAD.FILE_REQUIRED` when there is no such part (or not a multipart form).
 */
export async function deliveryFileFromWire(request: FastifyRequest): Promise<IncomingDeliveryFile> {
  const part = request.isMultipart() ? await request.file().catch(() => undefined) : undefined;
  if (part === undefined || part.fieldname !== 'file') throw new AppError('UPLOAD.FILE_REQUIRED');
  return { stream: part.file, fileName: part.filename };
}
