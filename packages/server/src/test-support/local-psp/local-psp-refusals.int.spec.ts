import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { aCobBody, aCobVBody, aTxid, LocalPspWorld, TEST_CLIENT, TEST_PIX_KEY } from './local-psp-world.js';
import { PixApiDocument } from './pix-api-document.js';
import type { PspAnswer } from './psp-test-client.js';
import { PspTestClient } from './psp-test-client.js';

// What the local PSP refuses because the API Pix forbids it, including what the document
// itself lets through (unknown fields, unanchored patterns) and what its security asks (mTLS, OAuth2).

let world: LocalPspWorld;

beforeEach(async () => {
  world = await LocalPspWorld.start();
});

afterEach(async () => {
  await world.stop();
  expect(world.psp.responseViolations).toEqual([]);
});

interface ProblemBody {
  readonly type: string;
  readonly status: number;
  readonly violacoes?: readonly { readonly propriedade: string; readonly razao: string }[];
}

function problemOf(answer: PspAnswer): ProblemBody {
  expect(answer.contentType).toBe('application/problem+json');
  return answer.body as ProblemBody;
}

async function refusedCob(txid: string, body: Record<string, unknown>): Promise<ProblemBody> {
  const answer = await world.api('PUT', `/cob/${txid}`, { body });
  expect(answer.status).toBe(400);
  expect((await world.api('GET', `/cob/${txid}`)).status).toBe(404);
  return problemOf(answer);
}

describe('requests the standard forbids', () => {
  test('valor.original sent as a number is refused, and no charge is made', async () => {
    const problem = await refusedCob(aTxid(), aCobBody({ valor: { original: 150 } }));
    expect(problem.type).toBe('https://pix.bcb.gov.br/api/v2/error/CobOperacaoInvalida');
    expect(problem.violacoes?.map((violation) => violation.propriedade)).toContain('valor.original');
  });

  test('a 25-character txid is refused', async () => {
    const problem = await refusedCob('A'.repeat(25), aCobBody());
    expect(problem.violacoes?.map((violation) => violation.propriedade)).toContain('txid');
  });

  test('a 36-character txid is refused although the unanchored pattern matches it', async () => {
    const problem = await refusedCob('a'.repeat(36), aCobBody());
    expect(problem.violacoes).toContainEqual(expect.objectContaining({ propriedade: 'txid', razao: expect.stringContaining('^[a-zA-Z0-9]{26,35}$') as unknown }));
  });

  test('an unknown field is refused, at the top level and nested', async () => {
    const top = await refusedCob(aTxid(), aCobBody({ multa: { modalidade: 2, valorPerc: '2.00' } }));
    expect(top.violacoes?.map((violation) => violation.propriedade)).toEqual(['multa']);
    const nested = await refusedCob(aTxid(), aCobBody({ valor: { original: '150.00', moeda: 'BRL' } }));
    expect(nested.violacoes?.map((violation) => violation.propriedade)).toEqual(['valor.moeda']);
    const deeper = await world.api('PUT', `/cobv/${aTxid()}`, { body: aCobVBody('2030-01-10', { devedor: { cnpj: '11222333000181', nome: 'Marca', apelido: 'M' } }) });
    expect(problemOf(deeper)).toMatchObject({ type: 'https://pix.bcb.gov.br/api/v2/error/CobVOperacaoInvalida', violacoes: [{ propriedade: 'devedor.apelido' }] });
  });

  test("a CPF is read as the document means it: 11 digits pass, 10 do not", async () => {
    const withCpf = (cpf: string): Record<string, unknown> => aCobVBody('2030-01-10', { devedor: { cpf, nome: 'Pessoa Física' } });
    expect((await world.api('PUT', `/cobv/${aTxid()}`, { body: withCpf('12345678909') })).status).toBe(201);
    const refused = await world.api('PUT', `/cobv/${aTxid()}`, { body: withCpf('1234567890') });
    expect(refused.status).toBe(400);
  });

  test("a chave other than the receiver's is refused, for charges and webhooks", async () => {
    const problem = await refusedCob(aTxid(), aCobBody({ chave: 'someone-else@example.com' }));
    expect(problem.violacoes?.map((violation) => violation.propriedade)).toEqual(['cob.chave']);
    const webhook = await world.api('PUT', '/webhook/someone-else@example.com', { body: { webhookUrl: world.receiver.url } });
    expect(problemOf(webhook).type).toBe('https://pix.bcb.gov.br/api/v2/error/WebhookOperacaoInvalida');
  });

  test('a PUT whose txid already exists is refused and the charge stays as it was', async () => {
    const txid = aTxid();
    expect((await world.api('PUT', `/cob/${txid}`, { body: aCobBody() })).status).toBe(201);
    const again = await world.api('PUT', `/cob/${txid}`, { body: aCobBody({ valor: { original: '999.00' } }) });
    expect(again.status).toBe(400);
    expect(problemOf(again)).toMatchObject({ type: 'https://pix.bcb.gov.br/api/v2/error/CobOperacaoInvalida', violacoes: [{ propriedade: 'cob.txid' }] });
    const kept = await world.api('GET', `/cob/${txid}`);
    expect(kept.body).toMatchObject({ valor: { original: '150.00' }, status: 'ATIVA', revisao: 0 });
  });

  test('a route the PSP does not serve answers 404 NaoEncontrado', async () => {
    const answer = await world.api('POST', '/cob', { body: aCobBody() });
    expect(answer.status).toBe(404);
    expect(problemOf(answer).type).toBe('https://pix.bcb.gov.br/api/v2/error/NaoEncontrado');
  });
});

describe('mutual TLS', () => {
  test('a client without a certificate cannot even connect', async () => {
    const bare = new PspTestClient(world.certificates, null);
    await expect(bare.call('POST', world.psp.tokenUrl, { rawBody: 'grant_type=client_credentials' })).rejects.toThrow();
    expect(world.psp.requests.filter((request) => request.path === '/oauth/token')).toHaveLength(1);
  });

  test("a client with another CA's certificate cannot even connect", async () => {
    const stranger = new PspTestClient(world.certificates, world.certificates.stranger);
    await expect(stranger.token(world.psp.tokenUrl, TEST_CLIENT.clientId, TEST_CLIENT.clientSecret)).rejects.toThrow();
    expect(world.psp.tokensIssued()).toBe(1);
  });
});

describe('OAuth2 client credentials', () => {
  test('a wrong client secret gets 401 invalid_client and no token', async () => {
    const answer = await world.client.call('POST', world.psp.tokenUrl, {
      rawBody: 'grant_type=client_credentials',
      contentType: 'application/x-www-form-urlencoded',
      authorization: `Basic ${Buffer.from(`${TEST_CLIENT.clientId}:wrong`).toString('base64')}`,
    });
    expect(answer).toMatchObject({ status: 401, body: { error: 'invalid_client' } });
    expect(world.psp.tokensIssued()).toBe(1);
  });

  test('a token answers the standard fields with every scope by default', async () => {
    const answer = await world.client.call('POST', world.psp.tokenUrl, {
      rawBody: 'grant_type=client_credentials',
      contentType: 'application/x-www-form-urlencoded',
      authorization: `Basic ${Buffer.from(`${TEST_CLIENT.clientId}:${TEST_CLIENT.clientSecret}`).toString('base64')}`,
    });
    expect(answer.body).toMatchObject({ token_type: 'Bearer', expires_in: 300, scope: expect.stringContaining('cobv.write') as unknown });
  });

  test('an expired token answers 401, and a fresh token works', async () => {
    world.psp.expireTokens();
    const expired = await world.api('GET', `/webhook/${TEST_PIX_KEY}`);
    expect(expired.status).toBe(401);
    expect(problemOf(expired).status).toBe(401);
    await world.renewToken();
    expect((await world.api('PUT', `/cob/${aTxid()}`, { body: aCobBody() })).status).toBe(201);
  });

  test('a missing or unknown token answers 401', async () => {
    expect((await world.api('GET', `/cob/${aTxid()}`, { token: 'not-a-token' })).status).toBe(401);
    const bare = await world.client.call('GET', `${world.psp.baseUrl}/cob/${aTxid()}`);
    expect(bare.status).toBe(401);
  });

  test("a token without the operation's scope answers 403 AcessoNegado", async () => {
    await world.renewToken('cob.read');
    const answer = await world.api('PUT', `/cob/${aTxid()}`, { body: aCobBody() });
    expect(answer.status).toBe(403);
    expect(problemOf(answer).type).toBe('https://pix.bcb.gov.br/api/v2/error/AcessoNegado');
    expect((await world.api('GET', `/cob/${aTxid()}`)).status).toBe(404);
  });

  test('a token endpoint asked for a scope the PSP does not offer answers invalid_scope', async () => {
    await expect(world.client.token(world.psp.tokenUrl, TEST_CLIENT.clientId, TEST_CLIENT.clientSecret, 'rec.write')).rejects.toThrow(/invalid_scope/u);
  });
});

describe("the PSP's own answers are held to the document", () => {
  test('a response or callback the document refuses is reported', async () => {
    const document = await PixApiDocument.shared();
    const created = await world.api('PUT', `/cob/${aTxid()}`, { body: aCobBody() });
    const good = created.body as Record<string, unknown>;
    expect(document.responseViolations('put /cob/{txid}', 201, 'application/json', good)).toEqual([]);
    expect(document.responseViolations('put /cob/{txid}', 201, 'application/json', { ...good, valor: { original: 150 } })).not.toEqual([]);
    expect(document.responseViolations('put /cob/{txid}', 201, 'application/json', { ...good, extra: true })).toEqual([
      'put /cob/{txid} 201: extra não é um campo da API Pix.',
    ]);
    expect(document.responseViolations('put /cob/{txid}', 418, 'application/json', good)).not.toEqual([]);
    const pix = { endToEndId: `E${'1'.repeat(31)}`, txid: 'a'.repeat(36), valor: '1.00', horario: new Date().toISOString() };
    expect(document.webhookViolations({ pix: [pix] })).toContain('pix[0].txid não respeita o padrão ^[a-zA-Z0-9]{26,35}$.');
  });
});
