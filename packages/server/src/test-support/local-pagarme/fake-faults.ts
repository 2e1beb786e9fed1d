import { refusal, type FakeAnswer } from './fake-answers.js';

/** The faults a test asks of the fake, each taken once by the API request it falls on. */
export class FakeFaults {
  private failures: { count: number; status: 412 | 500 | 503; on: RegExp } = { count: 0, status: 503, on: /^/ };
  private hangs = 0;

  /**
   * The next `count` requests answer `status`: a 503 before doing anything, a 412 (a business
   * rule's refusal, for good) before doing anything, a 500 after doing what was asked. With `on`,
   * only requests whose `METHOD /path` (after `/core/v5`) it matches.
   */
  failNext(count: number, status: 412 | 500 | 503, on: RegExp = /^/): void {
    this.failures = { count, status, on };
  }

  /** The next `count` requests do what they ask, then are never answered (a timeout for the caller). */
  hangNext(count: number): void {
    this.hangs = count;
  }

  /** The 503 or 412 this request answers instead of acting, if one is due. */
  takeRefusal(call: string): FakeAnswer | undefined {
    if (this.failures.count <= 0 || this.failures.status === 500 || !this.failures.on.test(call)) return undefined;
    this.failures.count--;
    return this.failures.status === 503 ? refusal(503, 'Service unavailable (simulated).') : refusal(412, 'Business validation error (simulated).');
  }

  /** What becomes of an answer once the request acted: held (`'hang'`), a 500, or itself. */
  takeAfter(call: string, answer: FakeAnswer): FakeAnswer | 'hang' {
    if (this.hangs > 0) {
      this.hangs--;
      return 'hang';
    }
    if (this.failures.count > 0 && this.failures.status === 500 && this.failures.on.test(call)) {
      this.failures.count--;
      return refusal(500, 'Internal server error (simulated).');
    }
    return answer;
  }
}
