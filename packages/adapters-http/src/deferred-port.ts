import { ApplicationError, type ChatFeedListener, type ChatPort } from '@publi/application';
import { reconnectDelay } from './reconnect-delay.js';

/** A port whose every method answers a promise, so a call can wait for its adapter to load. */
export type AsyncPort<Port> = { readonly [Key in keyof Port]: (...args: never[]) => Promise<unknown> };

/**
 * `load` once, shared by every caller, and again after a failure (a dropped connection while the
 * chunk downloaded), which callers see as `NETWORK.UNREACHABLE` like any unanswered call.
 */
export function loadOnce<Value>(load: () => Promise<Value>): () => Promise<Value> {
  let loading: Promise<Value> | null = null;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      if (error instanceof ApplicationError) throw error;
      throw new ApplicationError('NETWORK.UNREACHABLE');
    });
    return loading;
  };
}

/** Stands for an adapter until its code has loaded (a class instance, so MobX keeps it as a reference). */
class DeferredAdapter {
  readonly deferred = true;
}

/**
 * A port that loads its adapter on the first call and forwards every call to it. The stores are
 * built at start-up with all their ports, but a first visit calls only the public reads: the
 * others (axios, zod and the contract's schemas) then load when a signed-in page or a write
 * first needs them. `then` and symbols read as absent, so nothing mistakes the port for a promise.
 *
 * @param ready - methods that answer without the load (a profile's public reads), called on `ready` itself.
 */
export function deferredPort<Port extends AsyncPort<Port>>(load: () => Promise<Port>, ready: Partial<Port> = {}): Port {
  return new Proxy(new DeferredAdapter() as object as Port, {
    get: (_target, key) => {
      if (typeof key === 'symbol' || key === 'then') return undefined;
      if (key in ready) return (ready[key as keyof Port] as (...args: never[]) => Promise<unknown>).bind(ready);
      return async (...args: never[]) => {
        const port = await load();
        return (port[key as keyof Port] as (...args: never[]) => Promise<unknown>).apply(port, args);
      };
    },
  });
}

/** {@link deferredPort} for the chat, whose `follow` answers at once with the way to stop. */
export class DeferredChatPort implements ChatPort {
  constructor(private readonly load: () => Promise<ChatPort>) {}

  async listPage(...args: Parameters<ChatPort['listPage']>): ReturnType<ChatPort['listPage']> {
    return (await this.load()).listPage(...args);
  }

  async send(...args: Parameters<ChatPort['send']>): ReturnType<ChatPort['send']> {
    return (await this.load()).send(...args);
  }

  async markRead(...args: Parameters<ChatPort['markRead']>): ReturnType<ChatPort['markRead']> {
    return (await this.load()).markRead(...args);
  }

  follow(chatId: number, afterSeq: number, listener: ChatFeedListener): () => void {
    let stop: (() => void) | null = null;
    let stopped = false;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const start = (attempt: number): void => {
      this.load().then(
        (chat) => {
          if (!stopped) stop = chat.follow(chatId, afterSeq, listener);
        },
        // The page already read the chat through the same code, so this is a dropped connection:
        // the feed says so and tries again, as it does when its stream drops.
        () => {
          if (stopped) return;
          listener.onState?.('reconnecting');
          retry = setTimeout(() => { start(attempt + 1); }, reconnectDelay(attempt));
        },
      );
    };
    start(0);
    return () => {
      stopped = true;
      clearTimeout(retry);
      stop?.();
    };
  }
}
