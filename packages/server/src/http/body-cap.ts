import type { IncomingMessage } from 'node:http';

/**
 * What a multipart upload may hold besides its file: boundaries, part headers (a long file name
 * included) and the `purpose` field. A browser's form of one file spends a few hundred bytes of
 * it. Small on purpose: the cap counts what the parser has read ahead too, so it is what stops a
 * file past its limit, and what was read past the limit stays under 64 KiB (the cap, one chunk
 * and the buffers between the socket and the parser).
 */
export const FORM_OVERHEAD_BYTES = 8 * 1024;

/**
 * Stops reading a request body once it passes a cap, wherever the bytes are: in the file, in a
 * text field, before the first boundary or after the last. The multipart parser reads and throws
 * away what no limit of its own covers (a field past its size, a preamble), so only a count of
 * the body itself bounds what a client can make the server read.
 *
 * Start it right after the parser was piped the body (`request.parts()`, `request.file()`): its
 * listener joins the pipe's and never starts the flow on its own.
 */
export class BodyCap {
  private read = 0;
  private refusal: () => Error;
  private provisional: boolean;
  private passedError: Error | undefined;
  private readonly watched = new Set<NodeJS.ReadableStream & { destroy(error?: Error): void }>();
  private rejectPassed: (error: Error) => void = () => undefined;
  private readonly passed: Promise<never>;

  private readonly count = (chunk: Buffer): void => {
    const before = this.read;
    this.read += chunk.length;
    // A provisional cap may still move: the chunk that crossed it can hold the field that raises it
    // (`purpose`), which the reader sees only once the parser hands it over. So that chunk is let
    // through, and the next one, if the cap has not moved by then, is not.
    const judged = this.provisional ? before : this.read;
    if (judged > this.cap) this.stop();
  };

  /**
   * @param refusal - the error the request is refused with once the body passes `cap`.
   * @param options.provisional - the cap may still move before the file (SPEC's form names its
   *   purpose in a field): the chunk that crosses it passes, until {@link allow} makes it final.
   */
  constructor(
    private readonly raw: IncomingMessage,
    private cap: number,
    refusal: () => Error,
    options: { readonly provisional?: boolean } = {},
  ) {
    this.refusal = refusal;
    this.provisional = options.provisional ?? false;
    this.passed = new Promise<never>((_resolve, reject) => {
      this.rejectPassed = reject;
    });
    // Nobody may be waiting when the cap is passed; the reader learns it from `race` or a watched stream.
    this.passed.catch(() => undefined);
    raw.on('data', this.count);
  }

  /** Moves the cap, and makes it final: provisionally while the form may still name the purpose, for good once the file begins. */
  allow(cap: number, refusal: () => Error, options: { readonly provisional?: boolean } = {}): void {
    this.cap = cap;
    this.refusal = refusal;
    this.provisional = options.provisional ?? false;
    if (this.read > cap && !this.provisional) this.stop();
  }

  /** `work`, or the refusal as soon as the body passes its cap while `work` waits for more of it. */
  race<T>(work: Promise<T>): Promise<T> {
    return Promise.race([work, this.passed]);
  }

  /** Destroys `stream` with the refusal if the body passes its cap while it is being read. */
  watch(stream: NodeJS.ReadableStream & { destroy(error?: Error): void }): void {
    if (this.passedError) stream.destroy(this.passedError);
    else this.watched.add(stream);
  }

  private stop(): void {
    if (this.passedError) return;
    const error = this.refusal();
    this.passedError = error;
    this.raw.removeListener('data', this.count);
    // Unpiping pauses the body: nothing more is read from the client, whose connection the error handler closes.
    this.raw.unpipe();
    this.raw.pause();
    for (const stream of this.watched) stream.destroy(error);
    this.rejectPassed(error);
  }
}
