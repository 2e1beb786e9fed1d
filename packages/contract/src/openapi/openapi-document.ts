import type { z } from 'zod';

/** A JSON Schema (draft 2020-12, which OpenAPI 3.1 uses as is). */
export type JsonSchema = z.core.JSONSchema.BaseSchema;

/** An OpenAPI 3.1 parameter (query or path). */
export interface OpenApiParameter {
  readonly name: string;
  readonly in: 'query' | 'path';
  readonly required: boolean;
  readonly schema: JsonSchema;
  readonly style?: 'form';
  readonly explode?: boolean;
  readonly description?: string;
}

/** A request or response body by media type. */
export interface OpenApiContent {
  readonly [mediaType: string]: { readonly schema: JsonSchema; readonly examples?: Readonly<Record<string, { readonly value: unknown }>> };
}

/** One answer of an operation. */
export interface OpenApiResponse {
  readonly description: string;
  readonly content: OpenApiContent;
}

/** One operation (a method on a path). */
export interface OpenApiOperation {
  readonly operationId: string;
  readonly summary: string;
  readonly tags: readonly string[];
  readonly security: readonly Readonly<Record<string, readonly string[]>>[];
  readonly parameters?: readonly OpenApiParameter[];
  readonly requestBody?: { readonly required: true; readonly content: OpenApiContent };
  readonly responses: Readonly<Record<string, OpenApiResponse>>;
}

/** The parts of an OpenAPI 3.1 document this package writes. */
export interface OpenApiDocument {
  readonly openapi: '3.1.0';
  readonly info: { readonly title: string; readonly version: string; readonly description: string };
  readonly servers: readonly { readonly url: string; readonly description: string }[];
  readonly tags: readonly { readonly name: string }[];
  readonly paths: Readonly<Record<string, Readonly<Record<string, OpenApiOperation>>>>;
  readonly components: {
    readonly schemas: Readonly<Record<string, JsonSchema>>;
    readonly securitySchemes: Readonly<Record<string, { readonly type: 'http'; readonly scheme: 'bearer'; readonly bearerFormat: string; readonly description: string }>>;
  };
}
