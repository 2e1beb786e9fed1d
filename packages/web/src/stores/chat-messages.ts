import type { ChatFeedEnd, ChatMessage } from '@publi/application';

/** A message on its way: kept with its client id, so "tentar de novo" is the same message. */
export interface OutgoingMessage {
  readonly clientMessageId: string;
  readonly text: string;
  readonly failed: boolean;
}

/**
 * `shown` with `incoming` added, in `seq` order and each message once: the same message may
 * come from a page, the live feed and the person's own post.
 */
export function mergeBySeq(shown: readonly ChatMessage[], incoming: readonly ChatMessage[]): readonly ChatMessage[] {
  const bySeq = new Map(shown.map((message) => [message.seq, message]));
  for (const message of incoming) bySeq.set(message.seq, message);
  return [...bySeq.values()].sort((a, b) => a.seq - b.seq);
}

/** `outgoing` with the message of `replacement`'s client id replaced by it, in its place. */
export function replaceOutgoing(outgoing: readonly OutgoingMessage[], replacement: OutgoingMessage): readonly OutgoingMessage[] {
  return outgoing.map((message) => (message.clientMessageId === replacement.clientMessageId ? replacement : message));
}

const FEED_END_MESSAGES: Readonly<Record<ChatFeedEnd, string>> = {
  access_lost: 'Você não tem mais acesso a esta conversa.',
  session_expired: 'Sua sessão expirou. Entre novamente para continuar a conversa.',
};

/** Why a live feed in state `feed` ended for good, as the person reads it; null while it follows (or never began). */
export function feedEndMessage(feed: string): string | null {
  return feed === 'access_lost' || feed === 'session_expired' ? FEED_END_MESSAGES[feed] : null;
}
