import { ROUTES } from '@publi/contract';
import { chatCatchUp } from '../chat/catch-up.js';
import { ChatFeed } from '../chat/chat-feed.js';
import { ChatService } from '../chat/chat.service.js';
import { chatMessageFromWire } from '../chat/chat-from-wire.js';
import { toChatMessageWire, toChatPageWire, toChatReadWire } from '../chat/to-chat-wire.js';
import { DEFAULT_STREAM_HEARTBEAT_MS, registerEventStream } from '../http/register-event-stream.js';
import type { AreaRoutes } from './area-routes.js';
import { contractsDeps } from '../app/service-deps.js';

/** The chat on each contract: pages, posting, the live stream and the read mark. */
export const registerChatRoutes: AreaRoutes = (route, deps, api) => {
  const feed = new ChatFeed(deps.events);
  const chat = new ChatService({ ...contractsDeps(deps), feed });
  api.addHook('onClose', async () => {
    await feed.close();
  });

  route(ROUTES.listChatMessages, async ({ params, query, identity }) => toChatPageWire(params.id, await chat.page(identity.uid, params.id, query.before)));

  route(ROUTES.postChatMessage, async ({ params, body, identity, setStatus }) => {
    const { record, replayed } = await chat.post(identity.uid, params.chat_id, chatMessageFromWire(params.chat_id, body));
    if (replayed) setStatus(200);
    return toChatMessageWire(record);
  });

  route(ROUTES.markChatRead, async ({ params, body, identity }) => toChatReadWire(await chat.markRead(identity.uid, params.chat_id, body.seq)));

  // Subscribe first, then catch up from `after`: a message committed in between is read by the
  // catch-up or announced to the subscription, and `seq` order keeps it from being sent twice.
  // The right is the list's (`chat.access`), asked again at each heartbeat and with each read of new messages.
  const streams = { verifier: deps.tokenVerifier, heartbeatMs: deps.streamHeartbeatMs ?? DEFAULT_STREAM_HEARTBEAT_MS, tally: deps.metrics.streams };
  registerEventStream(api, streams, ROUTES.streamChatMessages, async ({ params, query, identity }) => {
    const recheck = () => chat.access(identity.uid, params.chat_id);
    await recheck();
    return {
      recheck,
      run: async (sink) => {
        const follower = chatCatchUp(
          query.after,
          (after, limit) => chat.after(identity.uid, params.chat_id, after, limit),
          (records) => sink.send(records.map((record) => ({ id: String(record.seq), data: toChatMessageWire(record) }))),
          // The right is gone (`access_lost`: stop), or the read could not be made now (read again shortly).
          (error) => (sink.goesOnAfter(error) ? 'retry' : 'stop'),
        );
        const unsubscribe = await chat.subscribe(params.chat_id, follower.notify);
        follower.notify();
        await sink.closed;
        unsubscribe();
        await follower.close();
      },
    };
  });
};
