// @ts-check
// The marketplace's life cycle has one home, @publi/domain: a list of contract or project
// statuses, or a day in milliseconds, written anywhere else is a copy that drifts (issue 35).

const DAY_MS = 86_400_000;
const DAY_NAME = /^(?:\w+_)?DAY_MS$/;

const STATUS_HINT =
  'use the named set or predicate of @publi/domain (WAITING_FOR_ANSWER_STATUSES, CANCELLABLE_STATUSES, isContractLive, isContractFinal, mayUploadDelivery, isUnderReview, holdsMoney, hasWorkStarted, isProjectEnded, takesProposals, OPEN_PAYMENT_STATUSES), or add one there';
const DAY_HINT = "use @publi/domain's DAY_MS, addDays, addCalendarDays, offerExpiryCutoff or autoApprovalCutoff";

/** @param {unknown} value */
const isDays = (value) => typeof value === 'number' && value !== 0 && value % DAY_MS === 0;

/**
 * The number literals of a multiplication chain, or null when any factor is something else.
 * @param {import('estree').Node} node
 * @returns {number[] | null}
 */
function literalFactors(node) {
  if (node.type === 'Literal' && typeof node.value === 'number') return [node.value];
  if (node.type !== 'BinaryExpression' || node.operator !== '*') return null;
  const left = literalFactors(/** @type {import('estree').Node} */ (node.left));
  const right = literalFactors(node.right);
  return left === null || right === null ? null : [...left, ...right];
}

/** @type {import('eslint').Rule.RuleModule} */
export const noLifeCycleCopies = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid copies of the life-cycle rules of @publi/domain: status lists and day arithmetic.' },
    schema: [
      {
        type: 'object',
        properties: { statusSets: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } } },
        additionalProperties: false,
      },
    ],
    messages: {
      statusList: 'A list of {{kind}} statuses is a life-cycle rule: {{hint}}.',
      dayLiteral: 'A day in milliseconds is the domain\'s day arithmetic: {{hint}}.',
      dayName: '`{{name}}` declares a day constant of its own: {{hint}}.',
    },
  },
  create(context) {
    const options = /** @type {{ statusSets?: Record<string, string[]> }} */ (context.options[0] ?? {});
    const sets = Object.entries(options.statusSets ?? {}).map(([kind, values]) => ({ kind, values: new Set(values) }));
    return {
      ArrayExpression(node) {
        const texts = node.elements.map((element) => (element?.type === 'Literal' && typeof element.value === 'string' ? element.value : null));
        if (texts.length < 2 || texts.includes(null)) return;
        const copied = sets.find(({ values }) => texts.every((text) => values.has(/** @type {string} */ (text))));
        if (copied) context.report({ node, messageId: 'statusList', data: { kind: copied.kind, hint: STATUS_HINT } });
      },
      Literal(node) {
        if (isDays(node.value)) context.report({ node, messageId: 'dayLiteral', data: { hint: DAY_HINT } });
      },
      BinaryExpression(node) {
        // Only the whole product, once: `7 * 24 * 60 * 60 * 1000` is one finding, not four, and a
        // factor already written in days (`7 * 86_400_000`) was reported as a literal.
        if (node.parent.type === 'BinaryExpression' && node.parent.operator === '*') return;
        const factors = literalFactors(node);
        if (factors === null || factors.some(isDays)) return;
        if (isDays(factors.reduce((product, factor) => product * factor, 1))) context.report({ node, messageId: 'dayLiteral', data: { hint: DAY_HINT } });
      },
      VariableDeclarator(node) {
        if (node.id.type === 'Identifier' && DAY_NAME.test(node.id.name)) context.report({ node: node.id, messageId: 'dayName', data: { name: node.id.name, hint: DAY_HINT } });
      },
    };
  },
};

/**
 * The rule set for every package but the domain's sources: `publi-life/no-life-cycle-copies`
 * with the status values read from the domain itself, so a new status is banned as it appears.
 * @param {{ CONTRACT_STATUSES: readonly string[], PROJECT_STATUSES: readonly string[] }} domain the exports of @publi/domain
 */
export function lifeCycleRestrictions(domain) {
  const statusSets = { contract: [...domain.CONTRACT_STATUSES], project: [...domain.PROJECT_STATUSES] };
  return {
    plugins: { 'publi-life': { rules: { 'no-life-cycle-copies': noLifeCycleCopies } } },
    rules: { 'publi-life/no-life-cycle-copies': /** @type {import('eslint').Linter.RuleEntry} */ (['error', { statusSets }]) },
  };
}
