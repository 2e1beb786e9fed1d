import type { DeliveryBodyWire } from '@publi/contract';
import { uploadAllowance } from '@publi/domain';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors/app-error.js';
import { BodyCap, FORM_OVERHEAD_BYTES } from '../http/body-cap.js';
import type { IncomingDeliveryFile, NewDelivery } from './delivery.js';

// The parser's buffers kept at Node's default, so a file refused at its limit was read little past it.
const PARSER_BUFFERS = { highWaterMark: 16 * 1024, fileHwm: 16 * 1024 };

/** `POST /creator/contracts/delivery`'s body in the server's terms. */
export function deliveryFromWire(body: DeliveryBodyWire): NewDelivery {
  return { projectId: body.project_id, creatorId: body.creator_id, links: body.links, fileIds: body.file_ids, note: body.note };
}

/**
 * The `file` part of `POST /project/contract/:id/files`'s multipart form, still streaming (route
 * layer only: the request is the wire). Read once the uploader passed, with the room left in
 * their quota: the body is read at most the file's allowance (the delivery limit or that room)
 * plus the form's overhead, and past it the stream fails with the allowance's refusal.
 *
 * @throws AppError `UPLOAD.FILE_REQUIRED` when there is no such part (or not a multipart form).
 */
export function deliveryFileFromWire(request: FastifyRequest): (roomBytes: number) => Promise<IncomingDeliveryFile> {
  return async (roomBytes) => {
    if (!request.isMultipart()) throw new AppError('UPLOAD.FILE_REQUIRED');
    const allowance = uploadAllowance('delivery', roomBytes);
    const refusal = () => new AppError(allowance.pastIt);
    // Pipes the body into the parser, which the cap then counts.
    const opening = request.file(PARSER_BUFFERS);
    const cap = new BodyCap(request.raw, allowance.maxBytes + FORM_OVERHEAD_BYTES, refusal);
    const part = await cap.race(opening).catch((error: unknown) => {
      if (error instanceof AppError) throw error;
      return undefined;
    });
    if (part === undefined || part.fieldname !== 'file') throw new AppError('UPLOAD.FILE_REQUIRED');
    cap.watch(part.file);
    return { stream: part.file, fileName: part.filename, allowance };
  };
}
