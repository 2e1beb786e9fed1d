import { ROUTES } from '@publi/contract';
import { ChatFeed } from '../chat/chat-feed.js';
import { ChatService } from '../chat/chat.service.js';
import { toChatMessageWire } from '../chat/to-chat-message-wire.js';
import { AppError } from '../errors/app-error.js';
import { registerEventStream } from '../http/register-event-stream.js';
import type { AreaRoutes } from './area-routes.js';
import { contractsDeps } from './contracts.routes.js';

/** Messages a live listener reads at once while catching up. */
const CATCH_UP_BATCH = 200;

/** The chat on each contract: pages, posting, the live stream and the read mark. */
export const registerChatRoutes: AreaRoutes = (route, deps, api) => {
  const feed = new ChatFeed(deps.events);
  const chat = new ChatService({ ...contractsDeps(deps, api), feed });
  api.addHook('onClose', async () => {
    await feed.close();
  });

  route(ROUTES.listChatMessages, async ({ params, query, identity }) => {
    const page = await chat.page(identity.uid, params.id, query.before);
    const first = page.messages[0];
    return {
      chat_id: params.id,
      contract_id: page.contractId,
      messages: page.messages.map(toChatMessageWire),
      before: first !== undefined && first.seq > 1 ? first.seq : null,
      last_seq: page.lastSeq,
      read_seq: page.readSeq,
    };
  });

  route(ROUTES.postChatMessage, async ({ params, body, identity, setStatus }) => {
    if (body.chat_id !== params.chat_id) throw new AppError('REQUEST.INVALID', { chat_id: 'O chat_id deve ser o mesmo do endereço.' });
    const { record, replayed } = await chat.post(identity.uid, params.chat_id, body);
    if (replayed) setStatus(200);
    return toChatMessageWire(record);
  });

  route(ROUTES.markChatRead, async ({ params, body, identity }) => {
    const { readSeq, unread } = await chat.markRead(identity.uid, params.chat_id, body.seq);
    return { read_seq: readSeq, unread };
  });

  // Subscribe first, then catch up from `after`: a message committed in between is read by the
  // catch-up or announced to the subscription, and `seq` order keeps it from being sent twice.
  registerEventStream(api, deps.tokenVerifier, ROUTES.streamChatMessages, async ({ params, query, identity }) => {
    await chat.access(identity.uid, params.chat_id);
    return async (sink) => {
      let last = query.after;
      // One catch-up at a time; a notice while one runs asks for one more round, not one per notice.
      const state: { running: Promise<void> | null; notices: number } = { running: null, notices: 0 };
      const readNew = async () => {
        for (let batch = await chat.after(params.chat_id, last, CATCH_UP_BATCH); batch.length > 0; batch = await chat.after(params.chat_id, last, CATCH_UP_BATCH)) {
          for (const record of batch) {
            sink.send(String(record.seq), toChatMessageWire(record));
            last = record.seq;
          }
          if (batch.length < CATCH_UP_BATCH) break;
        }
      };
      const catchUp = () => {
        state.notices += 1;
        if (state.running) return;
        state.running = (async () => {
          for (let seen = -1; seen !== state.notices; ) {
            seen = state.notices;
            await readNew();
          }
        })()
          .catch(() => {
            // The database is out of reach: end, and the client resumes from the last id it got.
            sink.end();
          })
          .finally(() => {
            state.running = null;
          });
      };
      const unsubscribe = await chat.subscribe(params.chat_id, catchUp);
      catchUp();
      await sink.closed;
      unsubscribe();
      await state.running;
    };
  });
};
