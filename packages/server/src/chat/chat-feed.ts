import type { DatabaseEvents } from '../db/database.js';

/** The PostgreSQL channel chat posts are announced on. */
export const CHAT_CHANNEL = 'publi_chat';

type Listener = () => void;

/**
 * Tells open conversations that their chat has something new, across every replica: a post
 * announces its chat id on {@link CHAT_CHANNEL} with `pg_notify` inside its own transaction
 * (`ChatRepository.append`) (delivered on commit, so a
 * listener never reads ahead of the data), and each replica listens on one connection of its own.
 * Only ids travel; listeners read the messages from the database, in order, from the last
 * sequence number they sent, so nothing is lost or sent twice. After a lost connection every
 * listener is told to catch up.
 */
export class ChatFeed {
  private readonly listeners = new Map<number, Set<Listener>>();
  private listening: Promise<() => Promise<void>> | null = null;

  constructor(private readonly events: DatabaseEvents) {}

  /** Calls `listener` whenever chat `chatId` may have something new; answers the unsubscribe function. */
  async subscribe(chatId: number, listener: Listener): Promise<() => void> {
    this.listening ??= this.events
      .listen(CHAT_CHANNEL, (payload) => {
        this.dispatch(payload);
      })
      .catch((error: unknown) => {
        // The database is down: this stream fails (503) and the next subscriber tries again,
        // instead of every later stream failing on the one remembered refusal.
        this.listening = null;
        throw error;
      });
    await this.listening;
    const set = this.listeners.get(chatId) ?? new Set<Listener>();
    set.add(listener);
    this.listeners.set(chatId, set);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(chatId);
    };
  }

  /** Stops listening (the app is closing). */
  async close(): Promise<void> {
    const stop = await this.listening;
    this.listening = null;
    await stop?.();
  }

  private dispatch(payload: string | null): void {
    if (payload === null) {
      for (const set of this.listeners.values()) for (const listener of set) listener();
      return;
    }
    const chatId = Number(payload);
    for (const listener of this.listeners.get(chatId) ?? []) listener();
  }
}
