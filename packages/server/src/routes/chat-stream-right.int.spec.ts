import { agentTokenSchema, chatMessageSchema, type ChatMessageWire } from '@publi/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf, errorOf } from '../test-support/account-bodies.builder.js';
import { castForContracts, propose, type CastMember, type ContractCast } from '../test-support/contract-cast.builder.js';
import { openEventStream } from '../test-support/event-stream-client.js';
import { listenOn, startSecondApp, type SecondApp } from '../test-support/second-app.js';
import { startTestApp, type TestApp } from '../test-support/test-app.js';
import { anUnsignedToken } from '../test-support/unsigned-token.builder.js';
import { FirebaseTokenVerifier } from '../auth/firebase-token-verifier.js';
import type { TokenRejection, VerifiedIdentity, VerifyOptions } from '../auth/token-verifier.port.js';

// A stream re-checks its caller's right (the token, and the very check the list makes) at each
// heartbeat and before each event. The first app beats every 300 ms; the second every minute, so
// there only the check before an event can end a stream within a test.
const SHORT_HEARTBEAT_MS = 300;

let testApp: TestApp;
let slowBeat: SecondApp;
let baseUrl: string;
let cast: ContractCast;
let chatId: number;
let contractId: number;

beforeAll(async () => {
  testApp = await startTestApp({ streamHeartbeatMs: SHORT_HEARTBEAT_MS });
  baseUrl = await listenOn(testApp);
  slowBeat = await startSecondApp(testApp, undefined, { streamHeartbeatMs: 60_000 });
  cast = await castForContracts(testApp);
  const [contract] = await propose(testApp, cast, [cast.ana.creatorId]);
  chatId = contract?.chat_id ?? 0;
  contractId = contract?.id ?? 0;
});

afterAll(async () => {
  await slowBeat.close();
  await testApp.close();
});

let counter = 0;
const send = async (as: CastMember, message: string) =>
  dataOf(
    await testApp.call({ method: 'POST', path: `/project/contract/chat/${String(chatId)}`, as: as.identity, body: { chat_id: chatId, contract_id: contractId, message, client_message_id: `right-${String((counter += 1)).padStart(6, '0')}` } }),
    chatMessageSchema,
  );
const listAs = (as: CastMember) => testApp.call({ method: 'GET', path: `/project/contract/chat/${String(chatId)}/list`, as: as.identity });
const streamUrl = (base: string, after = 0) => `${base}/project/contract/chat/${String(chatId)}/stream?after=${String(after)}`;
const texts = (events: readonly { data: unknown }[]) => events.map((event) => (event.data as ChatMessageWire).message);

/** Ana unlinks her agent, as on her profile page. */
async function unlinkAgent(): Promise<void> {
  const unlinked = await testApp.call({ method: 'POST', path: '/account/creator/creator_agent_id/remove', as: cast.ana.identity, body: {} });
  if (unlinked.statusCode !== 200) throw new Error(`set-up: unlink ${unlinked.body}`);
}

/** Ana links the agent again with its token, so each test starts with the agent on the chat. */
async function relinkAgent(): Promise<void> {
  const token = dataOf(await testApp.call({ method: 'GET', path: '/account/creator_agent/token', as: cast.agent.identity }), agentTokenSchema);
  const linked = await testApp.call({ method: 'POST', path: '/account/creator/creator_agent_id', as: cast.ana.identity, body: { user_id: cast.ana.identity.uid, creatorAgentToken: token.token } });
  if (linked.statusCode !== 200) throw new Error(`set-up: link ${linked.body}`);
}

describe('a chat stream whose caller loses the right', () => {
  it('ends with access_lost at the next heartbeat once the creator unlinks the agent, and the next message reaches the parties only', async () => {
    const agent = await openEventStream(streamUrl(baseUrl), cast.agent.identity.idToken);
    const brand = await openEventStream(streamUrl(baseUrl), cast.brand.identity.idToken);
    expect([agent.status, brand.status]).toEqual([200, 200]);
    await send(cast.brand, 'Antes do fim do vínculo');
    expect(texts(await agent.until(1))).toEqual(['Antes do fim do vínculo']);

    await unlinkAgent();
    // Nothing is posted meanwhile: only the heartbeat's check can end it.
    expect(await agent.untilEnded(10_000)).toEqual({ reason: 'access_lost' });
    expect(errorOf(await listAs(cast.agent)).code).toBe('CHAT.NOT_FOUND');

    await send(cast.ana, 'Agora só entre a marca e a Ana');
    expect(texts(await brand.until(2))).toEqual(['Antes do fim do vínculo', 'Agora só entre a marca e a Ana']);
    expect(texts(agent.received)).toEqual(['Antes do fim do vínculo']);
    brand.close();
    await relinkAgent();
  });

  it('never carries the next message: checked again before each event, it ends before sending one it may no longer read', async () => {
    const last = (await send(cast.brand, 'Bom dia!')).seq;
    const agent = await openEventStream(streamUrl(slowBeat.baseUrl, last), cast.agent.identity.idToken);
    const ana = await openEventStream(streamUrl(slowBeat.baseUrl, last), cast.ana.identity.idToken);
    expect([agent.status, ana.status]).toEqual([200, 200]);

    await unlinkAgent();
    await send(cast.brand, 'Proposta nova, só para a Ana');
    expect(await agent.untilEnded(10_000)).toEqual({ reason: 'access_lost' });
    expect(agent.received).toEqual([]);
    expect(texts(await ana.until(1))).toEqual(['Proposta nova, só para a Ana']);
    ana.close();
    await relinkAgent();
  });

  it('ends with session_expired once the token it was opened with expires, though the person is still a party', async () => {
    const expiring = anUnsignedToken(cast.brand.identity.uid, { expiresInSeconds: 2 });
    const stream = await openEventStream(streamUrl(baseUrl, 1_000_000), expiring);
    expect(stream.status).toBe(200);
    expect(await stream.untilEnded(10_000)).toEqual({ reason: 'session_expired' });
    expect(stream.received).toEqual([]);
  });
});

/** The emulator's verifier, out of reach while `away` (as a burst of requests makes the emulator miss some). */
class FlakyVerifier extends FirebaseTokenVerifier {
  away = false;

  override verify(token: string, options?: VerifyOptions): Promise<VerifiedIdentity | TokenRejection> {
    return this.away ? Promise.resolve('unavailable') : super.verify(token, options);
  }
}

describe('a chat stream whose token cannot be verified for a while', () => {
  it('sends nothing meanwhile, keeps the connection, and sends what it held once the check answers', async () => {
    const verifier = new FlakyVerifier('demo-publi');
    const replica = await startSecondApp(testApp, verifier, { streamHeartbeatMs: 60_000 });
    try {
      const last = (await send(cast.brand, 'Antes da queda')).seq;
      const ana = await openEventStream(streamUrl(replica.baseUrl, last), cast.ana.identity.idToken);
      expect(ana.status).toBe(200);
      verifier.away = true;
      await send(cast.brand, 'Durante a queda');
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      expect(ana.received).toEqual([]);
      expect(ana.ended).toBe(false);
      verifier.away = false;
      expect(texts(await ana.until(1, 10_000))).toEqual(['Durante a queda']);
      ana.close();
    } finally {
      await replica.close();
    }
  });
});
