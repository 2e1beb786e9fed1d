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
const post = (as: CastMember, message: string) =>
  testApp.call({ method: 'POST', path: `/project/contract/chat/${String(chatId)}`, as: as.identity, body: { chat_id: chatId, contract_id: contractId, message } });
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
});
