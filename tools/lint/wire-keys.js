// @ts-check
// The wire's names (`min_court_hearing`, `social_newtork`, `project_id`...) belong to
// @publi/contract, the HTTP adapters and the server's route layer. The banned list is read from
// the contract's own schemas, so a key added to the contract tomorrow is banned tomorrow too.

const SNAKE_CASE = /^[a-z][a-z0-9]*(?:_[a-z0-9]+)+$/;

/**
 * Snake_case keys the core and the web may still spell, each for a reason that is not the wire.
 * @type {ReadonlyMap<string, string>}
 */
export const ALLOWED_WIRE_KEYS = new Map([
  // Firebase's ID token names the account `user_id`; the domain decodes that token, not the wire.
  ['user_id', 'claim of the identity token'],
  // ...and says whether the provider vouches for the e-mail as `email_verified` (the in-memory provider mints it).
  ['email_verified', 'claim of the identity token'],
]);

/**
 * Every snake_case object key reachable from the zod schemas among `exported` (a module's
 * exports, walked deeply: route tables hold their schemas in plain objects).
 * @param {Record<string, unknown>} exported
 * @returns {string[]} sorted, without repeats
 */
export function wireKeysOf(exported) {
  /** @type {Set<string>} */
  const keys = new Set();
  /** @type {Set<unknown>} */
  const seen = new Set();
  /** @param {unknown} value */
  const walk = (value) => {
    if (value === null || (typeof value !== 'object' && typeof value !== 'function') || seen.has(value)) return;
    seen.add(value);
    const def = /** @type {{ _zod?: { def?: Record<string, unknown> } }} */ (value)._zod?.def;
    if (def !== undefined) {
      if (def.type === 'object' && typeof def.shape === 'object' && def.shape !== null) {
        for (const key of Object.keys(def.shape)) if (SNAKE_CASE.test(key)) keys.add(key);
      }
      // A lazy schema is a getter; every other part of a definition is a schema or a list of them.
      if (def.type === 'lazy' && typeof def.getter === 'function') walk(def.getter());
      Object.values(def).forEach(walk);
      return;
    }
    if (typeof value === 'function') return;
    Object.values(value).forEach(walk);
  };
  Object.values(exported).forEach(walk);
  return [...keys].sort();
}

/** @type {import('eslint').Rule.RuleModule} */
export const noWireKeys = {
  meta: {
    type: 'problem',
    docs: { description: "Forbid @publi/contract's snake_case wire keys outside the adapters and the server's route layer." },
    schema: [{ type: 'array', items: { type: 'string' } }],
    messages: {
      wireKey:
        '`{{name}}` is a wire name of @publi/contract. Use the domain name here; only the HTTP adapters and the server map it.',
    },
  },
  create(context) {
    const banned = new Set(/** @type {string[]} */ (context.options[0] ?? []));
    /** @param {import('eslint').Rule.Node} node @param {unknown} name */
    const check = (node, name) => {
      if (typeof name === 'string' && banned.has(name)) context.report({ node, messageId: 'wireKey', data: { name } });
    };
    return {
      // Identifiers cover variables, property keys, member access and type members alike.
      Identifier: (node) => check(node, node.name),
      // A quoted key (`{ 'categories_ids': [] }`) or a computed access (`x['social_newtork']`).
      Literal: (node) => {
        const parent = /** @type {{ type: string, key?: unknown, property?: unknown, computed?: boolean }} */ (node.parent);
        const isKey = (parent.type === 'Property' || parent.type === 'TSPropertySignature') && parent.key === node;
        const isAccess = parent.type === 'MemberExpression' && parent.computed === true && parent.property === node;
        if (isKey || isAccess) check(node, node.value);
      },
    };
  },
};

/**
 * The rule set for domain, application and web sources: `publi/no-wire-keys` with the
 * contract's keys minus {@link ALLOWED_WIRE_KEYS}.
 * @param {Record<string, unknown>} contract the exports of @publi/contract
 */
export function wireKeyRestrictions(contract) {
  const banned = wireKeysOf(contract).filter((key) => !ALLOWED_WIRE_KEYS.has(key));
  return {
    plugins: { publi: { rules: { 'no-wire-keys': noWireKeys } } },
    rules: { 'publi/no-wire-keys': /** @type {import('eslint').Linter.RuleEntry} */ (['error', banned]) },
  };
}
