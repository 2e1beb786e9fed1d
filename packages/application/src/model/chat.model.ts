/** Which side wrote a message. */
export type ChatSenderRole = 'brand' | 'creator' | 'agent';

/** One message in a contract's chat; `seq` counts the chat's messages from 1, without gaps. */
export interface ChatMessage {
  readonly id: number;
  readonly chatId: number;
  readonly contractId: number;
  readonly seq: number;
  readonly sender: { readonly userId: number; readonly name: string; readonly role: ChatSenderRole };
  /** Plain text; links are made clickable by the screen, nothing is rendered as HTML. */
  readonly message: string;
  /** The id the sender's client gave it, so a retry is stored once. */
  readonly clientMessageId: string;
  /** ISO instant. */
  readonly sentAt: string;
}

/** A page of up to 50 messages, oldest first. */
export interface ChatPage {
  readonly messages: readonly ChatMessage[];
  /** The `seq` to pass as `before` for the older page, or `null` at the start. */
  readonly before: number | null;
  /** The newest message's `seq` (0 when empty). */
  readonly lastSeq: number;
  /** How far the signed-in person has read. */
  readonly readSeq: number;
}

/** A live feed's state, for the screen's "reconectando..." hint. */
export type ChatFeedState = 'live' | 'reconnecting';

/**
 * Why a live feed ended for good, without reconnecting: the person may no longer read the chat
 * (`access_lost`: an agent the creator unlinked, an account deleted), or their session ended
 * (`session_expired`) and no newer one was there to follow it with.
 */
export type ChatFeedEnd = 'access_lost' | 'session_expired';
