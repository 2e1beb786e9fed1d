/** One message in a contract's chat. */
export interface ChatMessage {
  /** Message id. */
  readonly id: number;
  /** The chat (one per contract). */
  readonly chatId: number;
  /** The contract. */
  readonly contractId: number;
  /** Who wrote it (external id). */
  readonly senderId: string;
  /** The text. */
  readonly message: string;
  /** When, in seconds since the epoch. */
  readonly sentAt: number;
}

/** A page of 50 messages, newest last; `before` pages further back. */
export interface ChatPage {
  /** Messages, oldest first. */
  readonly messages: readonly ChatMessage[];
  /** Id to pass as `before` for the older page, or `null` when there is none. */
  readonly before: number | null;
}
