// @ts-check
// Every server area reads and writes the database through its repositories (`*.repository.ts`),
// so a query has one home and a service reads as the steps of a use case (issue 36). Outside
// `db/` and the repositories nothing may run a query (`db.select(…)`, `tx.execute(…)`), and
// nothing may build one: the query builder (`drizzle-orm`) and the schema's tables are
// imported only by repositories and by the SQL pieces they compose (`*-sql.ts`, which build
// fragments and run nothing). Services may still open a transaction (`db.transaction`): it is
// the unit of work they hand their repositories.

/** Drizzle's methods that run (or start) a query on a database or a transaction. */
const QUERY_METHODS = new Set(['select', 'selectDistinct', 'selectDistinctOn', 'insert', 'update', 'delete', 'execute', 'query', 'with', '$count']);
/** The names the server gives a database handle: `db`, `tx`, `deps.db`, `this.db`... */
const HANDLE = /^(?:db|tx|trx|database|queryable)$/;
/** The query builder and the schema's tables. */
const BUILDER = /^drizzle-orm(?:\/|$)/;
const SCHEMA = /(?:^|\/)(?:db\/)?(?:schema|[a-z-]+-schema)\.js$/;

/**
 * Whether an expression names a database handle.
 * @param {import('estree').Node} node
 */
function isHandle(node) {
  if (node.type === 'Identifier') return HANDLE.test(node.name);
  return node.type === 'MemberExpression' && !node.computed && node.property.type === 'Identifier' && HANDLE.test(node.property.name);
}

/** @type {import('eslint').Rule.RuleModule} */
export const queriesInRepositories = {
  meta: {
    type: 'problem',
    docs: { description: 'Only repositories run queries; only repositories and their SQL pieces build them.' },
    schema: [{ type: 'object', properties: { mayBuild: { type: 'boolean' } }, additionalProperties: false }],
    messages: {
      runs: '`{{call}}` runs a query outside a repository. Add a method to the area\'s `<area>.repository.ts` and call it (services may open `db.transaction` and hand the `tx` to repositories).',
      builds: '`{{source}}` is the query builder or the schema: only repositories (`*.repository.ts`) and the SQL pieces they compose (`*-sql.ts`) import it.',
    },
  },
  create(context) {
    const mayBuild = /** @type {{ mayBuild?: boolean } | undefined} */ (context.options[0])?.mayBuild === true;
    return {
      ImportDeclaration(node) {
        if (mayBuild) return;
        const source = String(node.source.value);
        if (!BUILDER.test(source) && !SCHEMA.test(source)) return;
        // `import type` (of the whole declaration or of every name) builds nothing.
        const typeOnly = /** @type {{ importKind?: string }} */ (node).importKind === 'type'
          || (node.specifiers.length > 0 && node.specifiers.every((specifier) => /** @type {{ importKind?: string }} */ (specifier).importKind === 'type'));
        if (!typeOnly) context.report({ node, messageId: 'builds', data: { source } });
      },
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type !== 'MemberExpression' || callee.computed || callee.property.type !== 'Identifier') return;
        if (!QUERY_METHODS.has(callee.property.name) || !isHandle(callee.object)) return;
        const object = context.sourceCode.getText(callee.object);
        context.report({ node, messageId: 'runs', data: { call: `${object}.${callee.property.name}(…)` } });
      },
    };
  },
};

/** One plugin object, since flat config refuses two different plugins under one name. */
const plugin = { rules: { 'queries-in-repositories': queriesInRepositories } };

/** The rule set for the server's source: `publi-server/queries-in-repositories`; `mayBuild` for the SQL pieces. */
export function queryRestrictions(/** @type {{ mayBuild?: boolean }} */ options = {}) {
  return {
    plugins: { 'publi-server': plugin },
    rules: { 'publi-server/queries-in-repositories': /** @type {import('eslint').Linter.RuleEntry} */ (['error', options]) },
  };
}
