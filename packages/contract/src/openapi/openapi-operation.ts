import { apiError } from '../errors/api-error.js';
import { API_ERRORS, type ApiErrorCode } from '../errors/api-errors.js';
import { successEnvelope } from '../envelope/success-envelope.js';
import type { RouteContract } from '../route-contract.js';
import { routeErrorCodes } from '../route-error-codes.js';
import type { OpenApiOperation, OpenApiResponse } from './openapi-document.js';
import { openApiParameters } from './openapi-parameters.js';
import { toJsonSchema } from './to-json-schema.js';

/** The name of the bearer scheme in `components.securitySchemes`. */
export const BEARER_AUTH = 'bearerAuth';

const ERROR_BODY_REF = { $ref: '#/components/schemas/ErrorBody' };

function security(route: RouteContract): OpenApiOperation['security'] {
  if (route.auth === 'required') return [{ [BEARER_AUTH]: [] }];
  // An empty requirement alongside the bearer one is OpenAPI's way to say "optional".
  if (route.auth === 'optional') return [{ [BEARER_AUTH]: [] }, {}];
  return [];
}

function errorResponses(route: RouteContract): Record<string, OpenApiResponse> {
  const byStatus = new Map<number, ApiErrorCode[]>();
  for (const code of routeErrorCodes(route)) {
    const { status } = API_ERRORS[code];
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  const responses: Record<string, OpenApiResponse> = {};
  for (const [status, codes] of byStatus) {
    const examples = Object.fromEntries(codes.map((code) => [code, { value: apiError(code) }]));
    responses[String(status)] = { description: codes.join(', '), content: { 'application/json': { schema: ERROR_BODY_REF, examples } } };
  }
  return responses;
}

function successOf(route: RouteContract): OpenApiResponse {
  if (route.download !== undefined) {
    return {
      description: 'Sucesso: o arquivo, para baixar.',
      content: Object.fromEntries(route.download.mediaTypes.map((mediaType) => [mediaType, { schema: { type: 'string', format: 'binary' } }])),
    };
  }
  if (route.eventStream) {
    const description =
      'Sucesso: eventos (server-sent events); o data de cada um é este JSON. Quando quem chama perde o direito (token vencido, vínculo desfeito, conta excluída), o último evento é `event: end` com data `{ "reason": "access_lost" | "session_expired" }`, e o cliente não reconecta.';
    return { description, content: { 'text/event-stream': { schema: toJsonSchema(route.response, 'output') } } };
  }
  return { description: 'Sucesso: { data }.', content: { 'application/json': { schema: toJsonSchema(successEnvelope(route.response), 'output') } } };
}

function successResponses(route: RouteContract): Record<string, OpenApiResponse> {
  const success = successOf(route);
  const statuses = [route.successStatus ?? 200, ...(route.alternateSuccessStatus === undefined ? [] : [route.alternateSuccessStatus])];
  return Object.fromEntries(statuses.map((status) => [String(status), success]));
}

/** The OpenAPI operation of one route, named `operationId`. */
export function openApiOperation(operationId: string, route: RouteContract): OpenApiOperation {
  const parameters = [...openApiParameters(route.params, 'path'), ...openApiParameters(route.query, 'query')];
  const mediaType = route.contentType === 'multipart' ? 'multipart/form-data' : 'application/json';
  return {
    operationId,
    summary: route.summary,
    tags: [route.tag],
    security: security(route),
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(route.body === undefined
      ? {}
      : { requestBody: { required: true, content: { [mediaType]: { schema: toJsonSchema(route.body, 'input') } } } }),
    responses: { ...successResponses(route), ...errorResponses(route) },
  };
}
