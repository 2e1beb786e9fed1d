import type { z } from 'zod';
import type { JsonSchema, OpenApiParameter } from './openapi-document.js';
import { toJsonSchema } from './to-json-schema.js';

const LIST_NOTE = 'Aceita a chave repetida (?states=PE&states=SP) ou valores separados por vírgula (?states=PE,SP).';

function isList(schema: JsonSchema): boolean {
  return schema.type === 'array';
}

/**
 * One OpenAPI parameter per property of a query or path schema. Lists are `form` and
 * exploded (repeated keys), and say that a comma-separated value works too.
 */
export function openApiParameters(schema: z.ZodType | undefined, where: 'query' | 'path'): OpenApiParameter[] {
  if (schema === undefined) return [];
  const object = toJsonSchema(schema, 'input');
  const required = new Set(object.required ?? []);
  return Object.entries(object.properties ?? {}).map(([name, property]) => {
    const propertySchema: JsonSchema = typeof property === 'boolean' ? {} : property;
    const parameter: OpenApiParameter = { name, in: where, required: where === 'path' || required.has(name), schema: propertySchema };
    return isList(propertySchema) ? { ...parameter, style: 'form', explode: true, description: LIST_NOTE } : parameter;
  });
}

/** `/account/:id` as OpenAPI writes it: `/account/{id}`. */
export function openApiPath(path: string): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}
