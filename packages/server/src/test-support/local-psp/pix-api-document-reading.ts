import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import type { SchemaNode } from './strict-fields.js';

/** The Central Bank's OpenAPI document, v2.9.0, as copied unchanged into the repository. */
export const PIX_API_DOCUMENT_PATH = fileURLToPath(new URL('../../../../../specs/pix-api/openapi.yaml', import.meta.url));

const METHODS = ['get', 'put', 'post', 'patch', 'delete'] as const;

/** The paths whose operations the local PSP serves; every other path answers 404 without the document. */
export const SERVED_PATHS: readonly string[] = ['/cob/{txid}', '/cobv/{txid}', '/pix/{e2eid}', '/pix/{e2eid}/devolucao/{id}', '/webhook/{chave}'];

/** Whether a value of the document is an object node. */
export function isNode(value: unknown): value is SchemaNode {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The object node at a path of keys, if there is one. */
export function child(node: unknown, ...keys: string[]): SchemaNode | undefined {
  let current: unknown = node;
  for (const key of keys) current = isNode(current) ? current[key] : undefined;
  return isNode(current) ? current : undefined;
}

/**
 * Changes made in memory, never in the file: the paths the PSP does not serve are left out
 * (openapi-backend compiles every operation's validators at start, and the other fifty take
 * seconds per test process); every operation gets an operationId (the document has none, and
 * openapi-backend finds operations by id); the CPF's pattern, written as a JavaScript literal
 * (`"/^\d{11}$/"`, slashes included), becomes the pattern it means: as written no CPF can
 * ever match it, and a PSP that refused every CPF would test nothing.
 */
function prepare(document: SchemaNode): void {
  const paths = (child(document, 'paths') ?? {}) as Record<string, unknown>;
  for (const path of Object.keys(paths)) if (!SERVED_PATHS.includes(path)) Reflect.deleteProperty(paths, path);
  for (const [path, item] of Object.entries(paths)) {
    for (const method of METHODS) {
      const operation = child(item, method);
      if (operation) (operation as Record<string, unknown>)['operationId'] = `${method} ${path}`;
    }
  }
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(visit);
    if (!isNode(value)) return;
    const pattern = value['pattern'];
    if (typeof pattern === 'string' && /^\/.*\/$/u.test(pattern)) (value as Record<string, unknown>)['pattern'] = pattern.slice(1, -1);
    Object.values(value).forEach(visit);
  };
  visit(document);
}

/** The document as the local PSP uses it: read, parsed and prepared in memory. */
export async function readPixApiDocument(): Promise<SchemaNode> {
  // The document repeats a key (CobValor's `pattern`), which YAML's strict reading refuses.
  const document = parse(await readFile(PIX_API_DOCUMENT_PATH, 'utf8'), { uniqueKeys: false }) as SchemaNode;
  prepare(document);
  return document;
}
