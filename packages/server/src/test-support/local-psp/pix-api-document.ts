import ajvFormats from 'ajv-formats';
import { OpenAPIBackend, ValidationContext, type AjvCustomizer, type Operation, type ValidationResult } from 'openapi-backend';
import { child, readPixApiDocument } from './pix-api-document-reading.js';
import { strictViolations, type SchemaNode, type Violation } from './strict-fields.js';

type Ajv = Parameters<AjvCustomizer>[0];
type AjvError = NonNullable<ValidationResult['errors']>[number];
interface ValidateFunction {
  (data: unknown): boolean;
  errors?: AjvError[] | null;
}

/** A request as the document sees it. */
export interface PixApiRequest {
  readonly method: string;
  readonly path: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly query: Readonly<Record<string, string>>;
  readonly body?: unknown;
}

/** An operation of the document that a request matched, with its path parameters. */
export interface MatchedOperation {
  readonly operationId: string;
  readonly scopes: readonly string[];
  readonly params: Readonly<Record<string, string>>;
}

function ajvViolations(errors: readonly AjvError[] | null | undefined, strip: RegExp): Violation[] {
  return (errors ?? []).map((error) => {
    const at = error.instancePath.replace(strip, '').split('/').filter(Boolean);
    const missing: unknown = error.params['missingProperty'];
    if (typeof missing === 'string') at.push(missing);
    const propriedade = at.join('.');
    return { razao: `${propriedade || 'corpo'} ${error.message ?? 'não respeita o schema'}.`, propriedade };
  });
}

/**
 * The API Pix document loaded and compiled by openapi-backend: every request and response of the
 * local PSP goes through it. Compiling takes seconds, so a process does it once (`shared`).
 */
export class PixApiDocument {
  private static loading: Promise<PixApiDocument> | undefined;
  private readonly compiled = new WeakMap<SchemaNode, ValidateFunction>();

  private constructor(
    private readonly backend: OpenAPIBackend,
    private readonly ajv: Ajv,
  ) {}

  /** The document of this process, loaded and compiled on first use. */
  static shared(): Promise<PixApiDocument> {
    // A failed load is not kept: the next test tries again instead of meeting the old error.
    PixApiDocument.loading ??= PixApiDocument.load().catch((error: unknown) => {
      PixApiDocument.loading = undefined;
      throw error;
    });
    return PixApiDocument.loading;
  }

  private static async load(): Promise<PixApiDocument> {
    const document = await readPixApiDocument();
    let responseAjv: Ajv | undefined;
    const backend = new OpenAPIBackend({
      definition: document as never,
      apiRoot: '/api',
      ajvOpts: { allErrors: true },
      customizeAjv: (ajv, _options, context) => {
        ajvFormats.default(ajv);
        if (context === ValidationContext.Response) responseAjv = ajv;
        return ajv;
      },
    });
    await backend.init();
    if (!responseAjv) throw new Error('openapi-backend compiled no response validator');
    return new PixApiDocument(backend, responseAjv);
  }

  /** The operation a request names, or undefined when the document has none. */
  match(method: string, path: string): MatchedOperation | undefined {
    const request = { method, path, headers: {} };
    const operation = this.backend.matchOperation(request);
    if (!operation?.operationId) return undefined;
    const scopes = (operation.security ?? []).flatMap((requirement) => Object.values(requirement).flat());
    const raw = this.backend.router.parseRequest(request, operation).params as Record<string, string>;
    const params = Object.fromEntries(Object.entries(raw).map(([name, value]) => [name, decodeURIComponent(value)]));
    return { operationId: operation.operationId, scopes, params };
  }

  /** What the document forbids in a request, plus unknown fields and unanchored pattern matches. */
  requestViolations(operationId: string, request: PixApiRequest): Violation[] {
    const operation = this.operation(operationId);
    const result = this.backend.validateRequest({ ...request, headers: { ...request.headers } }, operation);
    const violations = ajvViolations(result.errors, /^\/(requestBody|path|query)/u);
    const bodySchema = child(operation.requestBody, 'content', 'application/json', 'schema');
    if (bodySchema && request.body !== undefined) violations.push(...strictViolations([bodySchema], request.body));
    const params = this.backend.router.parseRequest({ ...request, headers: {} }, operation).params as Record<string, unknown>;
    for (const parameter of operation.parameters ?? []) {
      const schema = child(parameter, 'schema');
      const name = (parameter as { name?: unknown }).name;
      if (schema && typeof name === 'string') violations.push(...strictViolations([schema], params[name], name));
    }
    return violations;
  }

  /** Whether the document lists this status among an operation's answers. */
  lists(operationId: string, status: number): boolean {
    return child(this.operation(operationId).responses, String(status)) !== undefined;
  }

  /** Why the document refuses a response of the PSP (a PSP bug), or nothing. */
  responseViolations(operationId: string, status: number, contentType: string | undefined, body: unknown): string[] {
    const operation = this.operation(operationId);
    const response = child(operation.responses, String(status));
    const where = `${operationId} ${status}`;
    if (!response) return [`${where}: the document lists no such answer`];
    const content = child(response, 'content');
    if (!content) return body === undefined ? [] : [`${where}: the document lists no body`];
    const type = contentType?.split(';')[0]?.trim() ?? '';
    const schema = child(content, type, 'schema');
    if (!schema) return [`${where}: the document lists no ${type || 'missing'} content`];
    const errors =
      type === 'application/json' ? this.backend.validateResponse(body, operation, status).errors : this.schemaErrors(schema, body);
    return [...ajvViolations(errors, /^/u), ...strictViolations([schema], body)].map((violation) => `${where}: ${violation.razao}`);
  }

  /** Why the document's `Problema` refuses a body (for answers the document does not list, such as 401). */
  problemViolations(body: unknown): string[] {
    const schema = child(this.backend.definition, 'components', 'schemas', 'Problema');
    if (!schema) throw new Error('the document has no Problema');
    return this.violationsOf(schema, body);
  }

  /** Why the document's `WebhookPixBody` refuses a callback's body. */
  webhookViolations(body: unknown): string[] {
    const schema = child(this.backend.definition, 'components', 'requestBodies', 'WebhookPixBody', 'content', 'application/json', 'schema');
    if (!schema) throw new Error('the document has no WebhookPixBody');
    return this.violationsOf(schema, body);
  }

  private violationsOf(schema: SchemaNode, body: unknown): string[] {
    return [...ajvViolations(this.schemaErrors(schema, body), /^/u), ...strictViolations([schema], body)].map((violation) => violation.razao);
  }

  private schemaErrors(schema: SchemaNode, body: unknown): AjvError[] | null | undefined {
    let validate = this.compiled.get(schema);
    if (!validate) {
      validate = this.ajv.compile(schema) as ValidateFunction;
      this.compiled.set(schema, validate);
    }
    validate(body);
    return validate.errors;
  }

  private operation(operationId: string): Operation {
    const operation = this.backend.getOperation(operationId);
    if (!operation) throw new Error(`the API Pix has no operation ${operationId}`);
    return operation;
  }
}
