// @ts-check
// `getBy…`/`findBy…` throw when nothing matches, so `expect(screen.getByText('x')).toBeDefined()`
// passes whenever it runs at all: it checks nothing a person would notice. `queryBy…` answers
// null, which is defined too. The rule bans these bare existence checks, whether the query sits
// in the `expect(...)` or in a constant it names, and says what to assert instead.

/** Testing Library's queries: getByRole, findAllByText, queryByLabelText... */
const QUERY = /^(?:get|find|query)(?:All)?By[A-Z]\w*$/;

/** `expect(query).matcher()` that cannot fail, or fails only when nothing matched (`not.toBeInTheDocument()` stays: absence). */
const BARE_MATCHERS = new Set(['toBeDefined', 'toBeTruthy', 'toBeInTheDocument']);
/** `expect(query).not.matcher()`, the same in other words. */
const BARE_NEGATED_MATCHERS = new Set(['toBeNull', 'toBeUndefined', 'toBeFalsy']);
/** `expect(getAllBy…(…).length).matcher(n)`: at least one, which `getAllBy…` already demands. */
const AT_LEAST_ONE = [
  ['toBeGreaterThan', 0],
  ['toBeGreaterThanOrEqual', 1],
];

/**
 * The number a matcher was given, when it is a plain literal.
 * @param {import('estree').CallExpression} call
 * @returns {unknown}
 */
function literalArgumentOf(call) {
  const [first] = call.arguments;
  return call.arguments.length === 1 && first?.type === 'Literal' ? first.value : undefined;
}

/**
 * The query a node calls, through `await`, `screen.`/`within(x).` or a destructured name.
 * @param {import('estree').Node | null | undefined} node
 * @returns {string | null}
 */
function queryNameOf(node) {
  if (node === null || node === undefined) return null;
  if (node.type === 'AwaitExpression') return queryNameOf(node.argument);
  if (node.type !== 'CallExpression') return null;
  const callee = node.callee;
  const name = callee.type === 'Identifier' ? callee.name : callee.type === 'MemberExpression' && callee.property.type === 'Identifier' ? callee.property.name : null;
  return name !== null && QUERY.test(name) ? name : null;
}

/** @type {import('eslint').Rule.RuleModule} */
export const noBareExistenceAssertions = {
  meta: {
    type: 'problem',
    docs: { description: "Forbid `expect(getBy…/findBy…/queryBy…)` checks that only say an element exists." },
    schema: [],
    messages: {
      bare:
        '`{{check}}` {{why}} Assert what a person notices instead: toBeVisible(), toHaveTextContent(…), toHaveValue(…), toHaveAccessibleName(…), toBeDisabled(), toHaveAttribute(\'aria-invalid\', \'true\'), toHaveAccessibleDescription(…), or what is absent with queryBy…(…) and toBeNull().',
    },
  },
  create(context) {
    /**
     * The query behind `expect`'s argument: a call, or a `const` whose value is one.
     * @param {import('estree').Node} argument
     * @param {import('eslint').Rule.Node} at
     */
    const queryBehind = (argument, at) => {
      const direct = queryNameOf(argument);
      if (direct !== null || argument.type !== 'Identifier') return direct;
      /** @type {import('eslint').Scope.Scope | null} */
      let scope = context.sourceCode.getScope(at);
      while (scope !== null) {
        const variable = scope.set.get(argument.name);
        if (variable !== undefined) {
          const definition = variable.defs[0];
          if (definition?.type !== 'Variable' || definition.parent.kind !== 'const') return null;
          return queryNameOf(definition.node.init);
        }
        scope = scope.upper;
      }
      return null;
    };
    return {
      /** @param {import('estree').CallExpression & import('eslint').Rule.NodeParentExtension} node */
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type !== 'MemberExpression' || callee.property.type !== 'Identifier') return;
        const matcher = callee.property.name;
        let target = callee.object;
        let negated = false;
        if (target.type === 'MemberExpression' && target.property.type === 'Identifier' && target.property.name === 'not') {
          negated = true;
          target = target.object;
        }
        if (target.type !== 'CallExpression' || target.callee.type !== 'Identifier' || target.callee.name !== 'expect') return;
        const argument = target.arguments[0];
        if (argument === undefined || argument.type === 'SpreadElement') return;
        const counted = argument.type === 'MemberExpression' && argument.property.type === 'Identifier' && argument.property.name === 'length';
        if (counted) {
          // `expect(getAllBy…(…).length).toBeGreaterThan(0)`: getAllBy/findAllBy throw on none.
          const value = literalArgumentOf(node);
          const query = queryNameOf(argument.object);
          if (negated || query === null || !/^(?:get|find)All/.test(query) || !AT_LEAST_ONE.some(([name, least]) => name === matcher && least === value)) return;
          context.report({ node, messageId: 'bare', data: { check: `expect(${query}(…).length).${matcher}(${String(value)})`, why: `cannot fail: ${query} already throws when nothing matches.` } });
          return;
        }
        if (node.arguments.length > 0 || !(negated ? BARE_NEGATED_MATCHERS : BARE_MATCHERS).has(matcher)) return;
        const query = queryBehind(argument, node);
        if (query === null) return;
        const why = !query.startsWith('query')
          ? `cannot fail: ${query} already throws when nothing matches.`
          : matcher === 'toBeDefined'
            ? `cannot fail: ${query} answers null when nothing matches, and null is defined.`
            : 'only says that something matched, not what a person sees there.';
        context.report({ node, messageId: 'bare', data: { check: `expect(${query}(…)).${negated ? 'not.' : ''}${matcher}()`, why } });
      },
    };
  },
};

/** The rule set for spec files: `publi-tests/no-bare-existence-assertions`. */
export const existenceAssertionRestrictions = {
  plugins: { 'publi-tests': { rules: { 'no-bare-existence-assertions': noBareExistenceAssertions } } },
  rules: { 'publi-tests/no-bare-existence-assertions': /** @type {import('eslint').Linter.RuleEntry} */ ('error') },
};
