import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { runOperation, SERVED_OPERATIONS, type OperationAnswer, type OperationContext } from './api-operations.js';
import type { OAuthTokens } from './oauth.js';
import type { PixApiDocument } from './pix-api-document.js';
import { invalidTypeOf, problem, unauthorized, type ApiAnswer } from './problems.js';

// Bodies of the API Pix are a few kilobytes; a larger one is a client bug, not a charge.
const MAX_BODY_BYTES = 1_000_000;

/** The body of a request, as text. */
export async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw new Error('request body too large');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** Writes an answer: JSON unless it says otherwise, no body when it has none. */
export function writeAnswer(response: ServerResponse, answer: ApiAnswer): void {
  const headers: Record<string, string> = { ...answer.headers };
  if (answer.body === undefined) {
    response.writeHead(answer.status, headers).end();
    return;
  }
  headers['content-type'] = answer.contentType ?? 'application/json';
  response.writeHead(answer.status, headers).end(JSON.stringify(answer.body));
}

/** An API request once answered: which operation it named (if any) and the answer. */
export interface ApiExchange {
  readonly operationId?: string;
  readonly params: Readonly<Record<string, string>>;
  readonly answer: OperationAnswer;
}

function header(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * Answers a request under `/api/`: the operation the document names, the token and its scopes,
 * the body and parameters against the document (with unknown fields and anchored patterns),
 * then the operation itself.
 */
export function answerApiRequest(
  document: PixApiDocument,
  tokens: OAuthTokens,
  context: OperationContext,
  request: { readonly method: string; readonly url: URL; readonly headers: IncomingHttpHeaders; readonly rawBody: string },
): ApiExchange {
  const path = request.url.pathname;
  const match = document.match(request.method, path);
  if (!match || !SERVED_OPERATIONS.has(match.operationId)) {
    return { params: {}, answer: problem(404, 'NaoEncontrado', `O recurso ${request.method.toUpperCase()} ${path} não existe neste PSP.`) };
  }
  const { operationId, params } = match;
  const check = tokens.check(header(request.headers, 'authorization'), match.scopes);
  if (check === 'unauthorized') return { operationId, params, answer: unauthorized() };
  if (check === 'forbidden') {
    return { operationId, params, answer: problem(403, 'AcessoNegado', `O token não tem o escopo ${match.scopes.join(' ')}.`) };
  }
  const invalid = invalidTypeOf(operationId);
  let body: unknown;
  if (request.rawBody !== '') {
    const contentType = header(request.headers, 'content-type')?.split(';')[0]?.trim();
    if (contentType !== 'application/json') {
      return { operationId, params, answer: problem(400, invalid, 'O corpo da requisição deve ser application/json.') };
    }
    try {
      body = JSON.parse(request.rawBody) as unknown;
    } catch {
      return { operationId, params, answer: problem(400, invalid, 'O corpo da requisição não é um JSON válido.') };
    }
  }
  const violations = document.requestViolations(operationId, {
    method: request.method,
    path,
    headers: { 'content-type': 'application/json' },
    query: Object.fromEntries(request.url.searchParams),
    ...(body === undefined ? {} : { body }),
  });
  if (violations.length > 0) {
    // The reads list no 400: an id the standard cannot hold names nothing there is.
    const answer = document.lists(operationId, 400)
      ? problem(400, invalid, 'A requisição não respeita o schema da API Pix.', violations)
      : problem(404, 'NaoEncontrado', 'Nenhum recurso pode ter esse identificador.', violations);
    return { operationId, params, answer };
  }
  return { operationId, params, answer: runOperation(context, operationId, params, body) };
}
