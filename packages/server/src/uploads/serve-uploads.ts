import { apiError, API_ERRORS, PUBLIC_UPLOAD_PURPOSES } from '@publi/contract';
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { budgetEveryRoute } from '../http/rate-limit/budget-every-route.js';
import type { BlobStorePort, ByteRange } from '../ports/blob-store.port.js';
import { requestedRange } from './requested-range.js';
import { SNIFFED_TYPES } from './sniff-content-type.js';

const EXTENSIONS = Object.values(SNIFFED_TYPES).join('|');
// The folders `POST /google-storage` stores into today, one per public purpose.
const FOLDERS = PUBLIC_UPLOAD_PURPOSES.join('|');
// Only names the server itself gives (`profile/<uuid>.png`): no dots but the extension's, no
// `..`, no backslash, no percent sign left after decoding, no other extension. A path that
// fails is answered as missing, whatever it tried to reach. Only the public purposes' folders:
// before deliveries became private to their contract, `/google-storage` also kept delivered work
// here, under `delivery/`; those files stay on disk and are never served by address again.
const SERVED_KEY = new RegExp(`^(?:${FOLDERS})/[A-Za-z0-9_-]+\\.(?:${EXTENSIONS})$`);

/** A year: names are random and never reused, so a file's bytes never change under its address. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

/**
 * Serves the public files under `/api/uploads/` (`GET` and `HEAD`, with one range so a long PDF
 * can be read in parts) from the blob store, whichever it is: every replica serves what any
 * replica stored, at the same address (the web's `srcset` is made from it). Content-Type is the
 * one the server chose from the file's bytes; `nosniff` keeps browsers from second-guessing it.
 */
export function serveUploads(api: FastifyInstance, blobStore: BlobStorePort): void {
  void api.register(
    (scope, _options, done) => {
      budgetEveryRoute(scope, 'file');
      scope.get<{ Params: { '*': string } }>('/*', async (request, reply) => {
        const key = request.params['*'];
        const facts = SERVED_KEY.test(key) ? await blobStore.stat(key) : null;
        if (facts === null) return reply.code(API_ERRORS.NOT_FOUND.status).send(apiError('NOT_FOUND'));
        const range = requestedRange(request.headers.range, facts.size);
        if (range === 'unsatisfiable') return reply.code(416).header('Content-Range', `bytes */${String(facts.size)}`).send();
        reply.header('Cache-Control', IMMUTABLE_CACHE).header('X-Content-Type-Options', 'nosniff').header('Accept-Ranges', 'bytes').type(facts.contentType);
        // A HEAD answer has the GET's headers and no bytes: an empty stream keeps the Content-Length set here.
        const bytes = (part?: ByteRange) => (request.method === 'HEAD' ? Readable.from([]) : blobStore.open(key, part));
        if (range === undefined) return reply.header('Content-Length', facts.size).send(bytes());
        return reply
          .code(206)
          .header('Content-Range', `bytes ${String(range.start)}-${String(range.end)}/${String(facts.size)}`)
          .header('Content-Length', range.end - range.start + 1)
          .send(bytes(range));
      });
      done();
    },
    { prefix: '/uploads' },
  );
}
