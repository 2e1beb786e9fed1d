// @ts-check
// Rules for the core packages (domain, application): the outside world, the clock and timers
// come in through ports or parameters, so the rules run anywhere and tests control time.

const globalsReachedThroughPorts = [
  'fetch',
  'window',
  'document',
  'localStorage',
  'sessionStorage',
  'navigator',
  'setTimeout',
  'setInterval',
  'XMLHttpRequest',
];

const clockMessage = 'Take the time from a clock or a `now` parameter.';

/** @type {import('eslint').Linter.RulesRecord} */
export const coreRestrictions = {
  'no-restricted-globals': [
    'error',
    ...globalsReachedThroughPorts.map((name) => ({ name, message: `Core packages reach ${name} through a port or a parameter.` })),
  ],
  'no-restricted-properties': ['error', { object: 'Date', property: 'now', message: clockMessage }],
  'no-restricted-syntax': [
    'error',
    { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: clockMessage },
  ],
};
