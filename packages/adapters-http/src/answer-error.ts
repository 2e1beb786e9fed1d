import { ApplicationError } from '@publi/application';
import type { ErrorBody } from '@publi/contract';

/** An answer without data: the server's error body, or our own name for an unreadable one. */
export type AnswerFailure = ErrorBody | 'RESPONSE.EMPTY' | 'RESPONSE.INVALID_FORMAT';

/**
 * The `ApplicationError` a use case branches on for an answer that brought no data. The server's
 * body keeps its code, its message (preferred to ours) and its `fields`; an unreadable answer
 * keeps our code, whose message is the client's registry's, unless it came with a 5xx (a proxy's
 * HTML page, a crash): that is `SERVER.ERROR`.
 */
export function answerError(status: number, failure: AnswerFailure): ApplicationError {
  if (typeof failure === 'string') return new ApplicationError(status >= 500 ? 'SERVER.ERROR' : failure);
  const { code, message, fields } = failure.error;
  // The server may send our own client codes too (an empty upstream answer): judged the same way.
  if (code === 'RESPONSE.EMPTY' || code === 'RESPONSE.INVALID_FORMAT') return answerError(status, code);
  return new ApplicationError(code, message, fields ?? {});
}
