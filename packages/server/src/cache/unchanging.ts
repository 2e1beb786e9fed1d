/**
 * Marks a read's answer as one that will never change (it is frozen), so the finished form of
 * it (its JSON, ETag and compressed bytes, `finishedAnswers`) may be kept and reused while a
 * cache hands the same object back. Only what a cache keeps and nobody edits is marked; an
 * object a handler may change between requests is left as it is and finished afresh each time.
 */
export function unchanging<Answer extends object>(answer: Answer): Answer {
  Object.freeze(answer);
  return answer;
}
