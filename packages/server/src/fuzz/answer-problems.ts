import { API_ERRORS, errorBodySchema, isApiErrorCode, routeErrorCodes, type RouteContract } from '@publi/contract';
import { looksPortuguese } from '@publi/domain';
import type { FuzzAnswer } from './send-request.js';

// What a server's insides look like when they leak: a stack frame, a source or install path, a
// driver's or SQL's words.
const LEAKS: readonly (readonly [string, RegExp])[] = [
  ['a stack trace', /\bat [^\n"]*:\d+:\d+|\n\s+at /u],
  ['a file path', /(?:\/(?:work|home|usr|tmp|var|app|opt)\/|node_modules|file:\/\/|\.(?:ts|js|mjs):\d)/u],
  ['SQL text', /\b(?:select |insert |update \S+ set|delete from|relation |syntax error|violates|duplicate key|column "|invalid input syntax|pglite|postgres|drizzle)/iu],
];

// Words an English message gives itself away with (zod's defaults: "Invalid input: expected string").
// Not `englishWordsIn`: field messages list a field's wire values ("creator, brand ou agent",
// "Draft, Send briefing…"), which that judgement of screen text takes for English.
const ENGLISH = /\b(?:invalid|expected|received|required|must|should|unrecognized|too (?:big|small)|error|failed|not found|unknown|undefined|null|NaN|object Object)\b/u;

/** Whether a message reads as pt-BR: Portuguese markers (`looksPortuguese`), none of English's. */
export function readsAsPortuguese(message: string): boolean {
  // Quoted text is the wire's own (an enum's values: "charge.failed"), not the sentence's language.
  const sentence = message.replaceAll(/"[^"]*"/gu, '');
  return looksPortuguese(sentence) && !ENGLISH.test(sentence);
}

function leaksIn(text: string): string[] {
  return LEAKS.filter(([, pattern]) => pattern.test(text)).map(([what]) => `the answer shows ${what}`);
}

function errorBodyProblems(route: RouteContract, answer: FuzzAnswer, pathBent: boolean): string[] {
  let json: unknown;
  try {
    json = JSON.parse(answer.body);
  } catch {
    return ['the error answer is not JSON'];
  }
  const parsed = errorBodySchema.safeParse(json);
  if (!parsed.success) return ['the error answer is not the contract error body'];
  const { code, message, fields } = parsed.data.error;
  const problems: string[] = [];
  // A bent path may match no route (the API's 404) or fail to decode (400), before any route's rules.
  const listed = routeErrorCodes(route) as readonly string[];
  const routerCodes = pathBent ? ['ROUTE.NOT_FOUND', 'REQUEST.INVALID'] : [];
  if (!listed.includes(code) && !routerCodes.includes(code)) problems.push(`code ${code} is not in the route's contract list`);
  if (!isApiErrorCode(code)) return [...problems, `code ${code} is not in the error registry`];
  if (API_ERRORS[code].status !== answer.status) problems.push(`status ${String(answer.status)} is not ${code}'s ${String(API_ERRORS[code].status)}`);
  if (message !== API_ERRORS[code].message && !readsAsPortuguese(message)) problems.push(`message "${message}" is not pt-BR`);
  for (const [field, text] of Object.entries(fields ?? {})) {
    if (!readsAsPortuguese(text)) problems.push(`field message "${text}" (${field}) is not pt-BR`);
  }
  if (!answer.contentType.startsWith('application/json')) problems.push(`the error answer's content type is ${answer.contentType}`);
  return problems;
}

/**
 * What is wrong with an answer, if anything: a 5xx; for a 4xx, a body that is not the contract's
 * error body, a code outside the route's list or with another status, a message that is not
 * pt-BR; in any error answer, a stack trace, a file path or SQL text.
 */
export function answerProblems(route: RouteContract, answer: FuzzAnswer, pathBent: boolean): string[] {
  if (answer.status >= 500) return [`answered ${String(answer.status)}`, ...leaksIn(answer.body)];
  if (answer.status < 400) return [];
  return [...errorBodyProblems(route, answer, pathBent), ...leaksIn(answer.body)];
}
