import { describe, expect, it } from 'vitest';
import { API_ERRORS } from '../errors/api-errors.js';
import { ROUTES } from '../routes/index.js';
import { routeErrorCodes } from '../route-error-codes.js';
import { buildOpenApiDocument } from './build-openapi-document.js';
import type { OpenApiOperation } from './openapi-document.js';
import { openApiPath } from './openapi-parameters.js';

const document = buildOpenApiDocument();
const routes = Object.entries(ROUTES);

function operationOf(name: string): OpenApiOperation | undefined {
  const route = ROUTES[name as keyof typeof ROUTES];
  return document.paths[openApiPath(route.path)]?.[route.method.toLowerCase()];
}

// Every `$ref` in the document, wherever it sits.
function refsIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(refsIn);
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) => (key === '$ref' && typeof inner === 'string' ? [inner] : refsIn(inner)));
}

describe('buildOpenApiDocument', () => {
  it('is an OpenAPI 3.1.0 document that survives a JSON round trip unchanged', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(JSON.parse(JSON.stringify(document))).toEqual(document);
  });

  it('has one operation per route, named after its key', () => {
    const operations = Object.values(document.paths).flatMap((methods) => Object.values(methods));
    expect(operations.map((operation) => operation.operationId).sort()).toEqual(Object.keys(ROUTES).sort());
    for (const [name] of routes) expect(operationOf(name)?.operationId, name).toBe(name);
  });

  it('points every $ref at a schema the document has', () => {
    const refs = refsIn(document.paths);
    expect(refs.length).toBeGreaterThan(0);
    for (const ref of refs) {
      expect(ref).toMatch(/^#\/components\/schemas\//);
      expect(document.components.schemas, ref).toHaveProperty(ref.replace('#/components/schemas/', ''));
    }
  });

  it('asks for the bearer token where a route reads one, optionally where it is optional', () => {
    expect(operationOf('createUser')?.security).toEqual([{ bearerAuth: [] }]);
    expect(operationOf('getCreatorDetails')?.security).toEqual([{ bearerAuth: [] }, {}]);
    expect(operationOf('listBadges')?.security).toEqual([]);
    expect(document.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
  });

  it('wraps every success answer in data, with the route’s status', () => {
    for (const [name, route] of routes) {
      if (route.download !== undefined || route.eventStream) continue;
      const success = operationOf(name)?.responses[String(route.successStatus ?? 200)];
      expect(success?.content['application/json']?.schema, name).toMatchObject({ type: 'object', required: ['data'] });
    }
    expect(Object.keys(operationOf('createCart')?.responses ?? {})).toEqual(expect.arrayContaining(['200', '201']));
  });

  it('describes the chat stream as server-sent events carrying a message each', () => {
    const success = operationOf('streamChatMessages')?.responses['200']?.content['text/event-stream']?.schema;
    expect(success).toMatchObject({ type: 'object', required: expect.arrayContaining(['seq', 'message']) as unknown });
  });

  it('describes an export as a file in each of its formats', () => {
    expect(Object.keys(operationOf('exportCreatorProjects')?.responses['200']?.content ?? {})).toEqual([
      'text/csv; charset=utf-8',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    ]);
  });

  it('answers every error the route may give with the error body, by status', () => {
    for (const [name, route] of routes) {
      const responses = operationOf(name)?.responses ?? {};
      for (const code of routeErrorCodes(route)) {
        const response = responses[String(API_ERRORS[code].status)];
        expect(response?.content['application/json']?.schema, `${name} ${code}`).toEqual({ $ref: '#/components/schemas/ErrorBody' });
        expect(response?.content['application/json']?.examples?.[code]?.value, `${name} ${code}`).toEqual({
          error: { code, message: API_ERRORS[code].message },
        });
      }
    }
  });

  it('lists query parameters, with lists taking repeated keys', () => {
    const parameters = operationOf('filterCreatorsByQuery')?.parameters ?? [];
    expect(parameters.map((parameter) => parameter.name)).toEqual(
      expect.arrayContaining(['min_court_hearing', 'max_engagement', 'cities', 'states', 'categories_ids', 'ids', 'offset']),
    );
    expect(parameters.find((parameter) => parameter.name === 'states')).toMatchObject({ in: 'query', required: false, style: 'form', explode: true });
    expect(operationOf('getCreatorBySlug')?.parameters).toEqual([expect.objectContaining({ name: 'slug', in: 'query', required: true })]);
  });

  it('describes request bodies as clients write them, unknown fields refused', () => {
    const body = operationOf('createUser')?.requestBody?.content['application/json']?.schema;
    expect(body).toMatchObject({ type: 'object', additionalProperties: false });
    expect(body?.required).toEqual(expect.arrayContaining(['external_id', 'type', 'name', 'email']));
    const upload = operationOf('uploadFile')?.requestBody?.content['multipart/form-data']?.schema;
    expect(upload).toMatchObject({ properties: { file: { type: 'string', format: 'binary' } }, required: ['file'] });
  });

  it('tags every operation with a tag the document lists', () => {
    const tags = document.tags.map((tag) => tag.name);
    for (const [name] of routes) expect(tags, name).toEqual(expect.arrayContaining([...(operationOf(name)?.tags ?? ['(none)'])]));
  });
});
