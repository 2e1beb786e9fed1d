/** A creator agent: someone who manages several creators. */
export interface CreatorAgent {
  /** Agent id. */
  readonly id: number;
  /** Name. */
  readonly name: string;
}
