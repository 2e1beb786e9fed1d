/** A JSON Schema node of the (dereferenced) API Pix document. */
export type SchemaNode = Readonly<Record<string, unknown>>;

/** One thing the standard forbids in a value: the API Pix's `Violacao`. */
export interface Violation {
  readonly razao: string;
  readonly propriedade: string;
  readonly valor?: string;
}

const anchored = new Map<string, RegExp>();

function anchoredPattern(pattern: string): RegExp {
  let regex = anchored.get(pattern);
  if (!regex) {
    regex = new RegExp(`^(?:${pattern})$`, 'u');
    anchored.set(pattern, regex);
  }
  return regex;
}

function isNode(value: unknown): value is SchemaNode {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function members(node: SchemaNode, key: 'allOf' | 'oneOf' | 'anyOf'): SchemaNode[] {
  const list = node[key];
  return Array.isArray(list) ? list.filter(isNode) : [];
}

/** The node and every node it combines through allOf/oneOf/anyOf, at any depth. */
function flatten(nodes: readonly SchemaNode[]): SchemaNode[] {
  const out: SchemaNode[] = [];
  const visit = (node: SchemaNode): void => {
    if (out.includes(node)) return;
    out.push(node);
    for (const key of ['allOf', 'oneOf', 'anyOf'] as const) members(node, key).forEach(visit);
  };
  nodes.forEach(visit);
  return out;
}

function allowedNames(nodes: readonly SchemaNode[]): Set<string> | undefined {
  const names = new Set<string>();
  let described = false;
  for (const node of nodes) {
    if (isNode(node['properties'])) {
      described = true;
      Object.keys(node['properties']).forEach((name) => names.add(name));
    }
    // The document requires names it never describes (CobVGerada's top-level `logradouro`,
    // `loc.txid`): a name the document demands cannot be unknown to it.
    if (Array.isArray(node['required'])) node['required'].forEach((name) => typeof name === 'string' && names.add(name));
  }
  return described ? names : undefined;
}

function join(path: string, name: string): string {
  return path === '' ? name : `${path}.${name}`;
}

/**
 * What the document allows but a careful PSP refuses: property names no schema at that path
 * describes (the document never says `additionalProperties: false`), and strings that fail one
 * of the path's patterns once it is anchored (the document's patterns are unanchored, so a
 * 36-character txid "matches" `[a-zA-Z0-9]{26,35}`).
 */
export function strictViolations(schemas: readonly SchemaNode[], value: unknown, path = ''): Violation[] {
  const nodes = flatten(schemas);
  if (typeof value === 'string') {
    const patterns = new Set(nodes.flatMap((node) => (typeof node['pattern'] === 'string' ? [node['pattern']] : [])));
    return [...patterns]
      .filter((pattern) => !anchoredPattern(pattern).test(value))
      .map((pattern) => ({ razao: `${path} não respeita o padrão ^${pattern}$.`, propriedade: path, valor: value }));
  }
  if (Array.isArray(value)) {
    const items = nodes.flatMap((node) => (isNode(node['items']) ? [node['items']] : []));
    return value.flatMap((item: unknown, index) => strictViolations(items, item, `${path}[${index}]`));
  }
  if (typeof value !== 'object' || value === null) return [];
  const allowed = allowedNames(nodes);
  return Object.entries(value).flatMap(([name, inner]: [string, unknown]) => {
    const where = join(path, name);
    if (allowed && !allowed.has(name)) return [{ razao: `${where} não é um campo da API Pix.`, propriedade: where }];
    const inners = nodes.flatMap((node) => {
      const properties = node['properties'];
      return isNode(properties) && isNode(properties[name]) ? [properties[name]] : [];
    });
    return strictViolations(inners, inner, where);
  });
}
