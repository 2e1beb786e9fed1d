/** What one idempotency key was first asked (its fingerprint) and what it answered. */
interface KeptAnswer<Answer> {
  readonly fingerprint: string;
  readonly answer: Promise<Answer>;
}

/**
 * The sandbox's memory of idempotency keys, as a real provider keeps them: the first call with a
 * key does the work and its answer is kept; a repeated key gets the same answer without the work
 * being done again, even while the first call is still running; the same key with other
 * parameters is refused. An answer the work says not to keep (an invalid card token: nothing was
 * charged) leaves the key free for a later call.
 */
export class KeyedAnswers<Answer> {
  private readonly kept = new Map<string, KeptAnswer<Answer>>();

  /**
   * Answers `key`: `work`'s answer the first time, the kept one after (calling `onRepeat` with it).
   * @throws Error when `key` was first used with another `fingerprint`.
   */
  async once(key: string, fingerprint: string, work: () => Promise<Answer>, options: { keep?: (answer: Answer) => boolean; onRepeat?: (answer: Answer) => void } = {}): Promise<Answer> {
    const kept = this.kept.get(key);
    if (kept !== undefined) {
      if (kept.fingerprint !== fingerprint) throw new Error('the idempotency key was first used with other parameters');
      const answer = await kept.answer;
      options.onRepeat?.(answer);
      return answer;
    }
    const answer = work();
    this.kept.set(key, { fingerprint, answer });
    try {
      const settled = await answer;
      if (options.keep && !options.keep(settled)) this.kept.delete(key);
      return settled;
    } catch (error) {
      // A call that failed did nothing: the key may be used again.
      this.kept.delete(key);
      throw error;
    }
  }
}
