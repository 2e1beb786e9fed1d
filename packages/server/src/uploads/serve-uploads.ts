import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import { apiError, API_ERRORS, PUBLIC_UPLOAD_PURPOSES } from '@publi/contract';
import type { FastifyInstance } from 'fastify';
import { budgetEveryRoute } from '../http/rate-limit/budget-every-route.js';
import { SNIFFED_TYPES } from './sniff-content-type.js';

const EXTENSIONS = Object.values(SNIFFED_TYPES).join('|');
// The folders `POST /google-storage` stores into today, one per public purpose.
const FOLDERS = PUBLIC_UPLOAD_PURPOSES.join('|');
// Only names the server itself gives (`profile/<uuid>.png`): no dots but the extension's, no
// `..`, no backslash, no percent sign left after decoding, no other extension. A path that
// fails is answered as missing, whatever it tried to reach. Only the public purposes' folders:
// before deliveries became private to their contract, `/google-storage` also kept delivered work
// here, under `delivery/`; those files stay on disk and are never served by address again.
const SERVED_PATH = new RegExp(`^/(?:${FOLDERS})/[A-Za-z0-9_-]+\\.(?:${EXTENSIONS})$`);

/**
 * Serves the local blob store's files under `/api/uploads/` (`GET` and `HEAD`, with ranges
 * so videos can seek). Content-Type comes from the extension, which the server chose from
 * the file's bytes; `nosniff` keeps browsers from second-guessing it. Names are random and
 * never reused, so files are cached for a year.
 */
export function serveUploads(api: FastifyInstance, uploadsDir: string): void {
  void api.register(
    async (scope) => {
      budgetEveryRoute(scope, 'file');
      scope.setNotFoundHandler((_request, reply) => reply.code(API_ERRORS.NOT_FOUND.status).send(apiError('NOT_FOUND')));
      await scope.register(fastifyStatic, {
        root: resolve(uploadsDir),
        prefix: '/',
        decorateReply: false,
        index: false,
        dotfiles: 'ignore',
        allowedPath: (pathname) => SERVED_PATH.test(pathname),
        maxAge: '365d',
        immutable: true,
        setHeaders: (response) => {
          response.setHeader('X-Content-Type-Options', 'nosniff');
        },
      });
    },
    { prefix: '/uploads' },
  );
}
