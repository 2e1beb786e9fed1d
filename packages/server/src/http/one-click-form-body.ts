import type { FastifyInstance } from 'fastify';

/** RFC 8058's body is `List-Unsubscribe=One-Click` (26 bytes); anything much larger is not a mail client's. */
const ONE_CLICK_BODY_LIMIT = 1024;

/**
 * Registers, in a scope of their own, routes that mail clients POST to as RFC 8058's one-click
 * unsubscribe: `Content-Type: application/x-www-form-urlencoded`, body `List-Unsubscribe=One-Click`.
 * Every other route stays JSON-only: a form is what a cross-site page can post without asking,
 * so only these routes, whose signed token is their whole authority, take one. The body is read
 * up to a small bound and ignored (the token in the address says everything).
 */
export function withOneClickFormBody(api: FastifyInstance, register: (scope: FastifyInstance) => void): void {
  void api.register((scope, _options, done) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: ONE_CLICK_BODY_LIMIT }, (_request, _body, parsed) => {
      parsed(null, undefined);
    });
    register(scope);
    done();
  });
}
