import { z } from 'zod';
import type { JsonSchema } from './openapi-document.js';

/**
 * The JSON Schema of `schema` for an OpenAPI 3.1 document: requests as the client writes
 * them (`input`: before defaults, coercion and transforms), answers as the server sends them
 * (`output`). Without the `$schema` key, which OpenAPI's dialect already sets.
 */
export function toJsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  // Anything JSON cannot describe (there is none today) becomes `{}` rather than breaking the document.
  const jsonSchema: JsonSchema = { ...z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'any' }) };
  delete jsonSchema.$schema;
  return jsonSchema;
}
