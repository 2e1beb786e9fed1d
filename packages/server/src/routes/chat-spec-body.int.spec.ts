import { chatMessageSchema, chatPageSchema } from '@publi/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf } from '../test-support/account-bodies.builder.js';
import { castForContracts, propose, type CastMember, type ContractCast } from '../test-support/contract-cast.builder.js';
import { startTestApp, type TestApp } from '../test-support/test-app.js';

let testApp: TestApp;
let cast: ContractCast;
let chatId: number;
let contractId: number;

beforeAll(async () => {
  testApp = await startTestApp();
  cast = await castForContracts(testApp);
  const [contract] = await propose(testApp, cast, [cast.ana.creatorId]);
  chatId = contract?.chat_id ?? 0;
  contractId = contract?.id ?? 0;
});

afterAll(async () => {
  await testApp.close();
});

// Exactly SPEC.md's body, with no client_message_id.
const post = (as: CastMember, message: string, extra: Record<string, string> = {}) =>
  testApp.call({ method: 'POST', path: `/project/contract/chat/${String(chatId)}`, as: as.identity, body: { chat_id: chatId, contract_id: contractId, message, ...extra } });
const texts = async () =>
  dataOf(await testApp.call({ method: 'GET', path: `/project/contract/chat/${String(chatId)}/list`, as: cast.ana.identity }), chatPageSchema).messages.map((message) => message.message);

describe('the chat as SPEC.md writes it', () => {
  it('posts "POST /project/contract/chat/{chat_id} {chat_id, contract_id, message}" (SPEC.md), each post a new message', async () => {
    const first = await post(cast.brand, 'Oi, Ana!');
    expect(first.statusCode, first.body).toBe(201);
    const again = await post(cast.brand, 'Oi, Ana!');
    expect(again.statusCode, again.body).toBe(201);
    expect(dataOf(again, chatMessageSchema).id).not.toBe(dataOf(first, chatMessageSchema).id);
    expect(await texts()).toEqual(['Oi, Ana!', 'Oi, Ana!']);
  });

  // SPEC.md: "Chat message: chat_id, contract_id, message." The message is text: what was typed is kept as typed.
  it('keeps a message with angle brackets as typed: "coloque <nome da marca> na legenda", "use o link <https://...>", even a tag', async () => {
    const typed = ['coloque <nome da marca> na legenda', 'use o link <https://publi.com.br/campanha>', 'Veja <img src=x onerror=alert(1)>'];
    for (const [index, message] of typed.entries()) {
      const response = await post(cast.ana, message, { client_message_id: `typed-as-is-${String(index)}` });
      expect(response.statusCode, response.body).toBe(201);
      expect(dataOf(response, chatMessageSchema).message).toBe(message);
    }
    expect((await texts()).slice(-3)).toEqual(typed);
  });
});
