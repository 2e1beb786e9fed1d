import { errorBodySchema } from '../errors/error-body.schema.js';
import type { RouteContract } from '../route-contract.js';
import { ROUTES } from '../routes/index.js';
import type { OpenApiDocument, OpenApiOperation } from './openapi-document.js';
import { BEARER_AUTH, openApiOperation } from './openapi-operation.js';
import { openApiPath } from './openapi-parameters.js';
import { toJsonSchema } from './to-json-schema.js';

/** Where to put the document's `info`; the server passes its own version. */
export interface OpenApiOptions {
  readonly version?: string;
}

/**
 * The API's OpenAPI 3.1 document, built from {@link ROUTES}: one operation per route (its
 * key is the `operationId`), request schemas as clients write them, `{ data }` answers, the
 * error body for every 4xx and 5xx the route may answer, bearer security where a token is
 * read. Plain JSON: serve it as it is.
 */
export function buildOpenApiDocument(options: OpenApiOptions = {}): OpenApiDocument {
  const paths: Record<string, Record<string, OpenApiOperation>> = {};
  const tags: string[] = [];
  const routes: [string, RouteContract][] = Object.entries(ROUTES);
  for (const [name, route] of routes) {
    const path = openApiPath(route.path);
    paths[path] = { ...paths[path], [route.method.toLowerCase()]: openApiOperation(name, route) };
    if (!tags.includes(route.tag)) tags.push(route.tag);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Publi API',
      version: options.version ?? '0.1.0',
      description: 'API do marketplace Publi. Respostas de sucesso: { "data": ... }; erros: { "error": { code, message, fields? } }.',
    },
    servers: [{ url: '/api', description: 'Mesma origem do app web.' }],
    tags: tags.map((name) => ({ name })),
    paths,
    components: {
      schemas: { ErrorBody: toJsonSchema(errorBodySchema, 'output') },
      securitySchemes: {
        [BEARER_AUTH]: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: 'Token de ID do Firebase: Authorization: Bearer <token>.',
        },
      },
    },
  };
}
