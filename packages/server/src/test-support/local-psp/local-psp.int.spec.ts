import { parsePix } from 'pix-utils';
import { afterEach, describe, expect, test } from 'vitest';
import { aCobBody, aCobVBody, aTxid, LocalPspWorld, TEST_PIX_KEY } from './local-psp-world.js';
import { PixApiDocument } from './pix-api-document.js';
import { brasiliaDate } from './pix-values.js';
import { REFUSED_REFUND_MOTIVO } from './refunds.js';

// The local PSP's happy paths and faults, as the API Pix adapter will meet them.

let world: LocalPspWorld | undefined;

async function startWorld(options: Parameters<typeof LocalPspWorld.start>[0] = {}): Promise<LocalPspWorld> {
  world = await LocalPspWorld.start(options);
  return world;
}

afterEach(async () => {
  if (!world) return;
  await world.stop();
  expect(world.psp.responseViolations).toEqual([]);
  world = undefined;
});

function daysFromToday(days: number): string {
  return new Date(Date.parse(`${brasiliaDate(new Date())}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

async function paidCob(w: LocalPspWorld): Promise<{ txid: string; endToEndId: string }> {
  const txid = aTxid();
  expect((await w.api('PUT', `/cob/${txid}`, { body: aCobBody() })).status).toBe(201);
  const { endToEndId } = await w.psp.pay(txid);
  return { txid, endToEndId };
}

describe('charges', () => {
  test('a cob is created, paid, called back and then reads CONCLUIDA', async () => {
    const w = await startWorld();
    await w.registerWebhook();
    const txid = aTxid();
    const created = await w.api('PUT', `/cob/${txid}`, { body: aCobBody() });
    expect(created.status).toBe(201);
    const cob = created.body as { location: string; pixCopiaECola: string };
    expect(cob).toMatchObject({ txid, status: 'ATIVA', revisao: 0, calendario: { expiracao: 3600 }, loc: { tipoCob: 'cob' }, valor: { original: '150.00' } });
    const brCode = parsePix(cob.pixCopiaECola);
    expect(brCode).toMatchObject({ type: 'DYNAMIC', url: cob.location.replace('https://', '') });

    const { endToEndId } = await w.psp.pay(txid);
    expect(endToEndId).toMatch(/^E99999999\d{12}[a-z0-9]{11}$/u);
    expect(w.receiver.received).toHaveLength(1);
    const callback = w.receiver.received[0];
    expect(callback?.path).toBe('/webhook/pix');
    const body = JSON.parse(callback?.body ?? '') as unknown;
    expect((await PixApiDocument.shared()).webhookViolations(body)).toEqual([]);
    expect(body).toEqual({ pix: [expect.objectContaining({ endToEndId, txid, valor: '150.00', componentesValor: { original: { valor: '150.00' } } })] });

    const read = await w.api('GET', `/cob/${txid}`);
    expect(read.body).toMatchObject({ status: 'CONCLUIDA', pix: [{ endToEndId, txid, valor: '150.00' }] });
    expect((await w.api('GET', `/pix/${endToEndId}`)).body).toMatchObject({ endToEndId, txid });
  });

  test('a cobv with devedor, fine and interest, paid late, splits its value in componentesValor', async () => {
    const w = await startWorld();
    await w.registerWebhook();
    const txid = aTxid();
    const created = await w.api('PUT', `/cobv/${txid}`, { body: aCobVBody(daysFromToday(-10)) });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ status: 'ATIVA', devedor: { cnpj: '11222333000181' }, recebedor: { cnpj: '12345678000195' }, loc: { tipoCob: 'cobv' } });
    // 1000.00, ten days late: a fine of 2 % (20.00) and 1 % a month for 10 days (3.33).
    await expect(w.psp.pay(txid, { valor: '1000.00' })).rejects.toThrow(/asks 1023\.33/u);
    const { endToEndId } = await w.psp.pay(txid, { valor: '1023.33' });
    const read = await w.api('GET', `/cobv/${txid}`);
    expect(read.body).toMatchObject({
      status: 'CONCLUIDA',
      pix: [{ endToEndId, valor: '1023.33', componentesValor: { original: { valor: '1000.00' }, multa: { valor: '20.00' }, juros: { valor: '3.33' } } }],
    });
  });

  test('pay refuses an unknown txid, an expired cob and a cobv past its validity', async () => {
    const w = await startWorld();
    await expect(w.psp.pay(aTxid())).rejects.toThrow(/no charge/u);
    const cob = aTxid();
    await w.api('PUT', `/cob/${cob}`, { body: aCobBody() });
    await expect(w.psp.pay(cob, { horario: new Date(Date.now() + 2 * 3_600_000) })).rejects.toThrow(/expired/u);
    const cobv = aTxid();
    await w.api('PUT', `/cobv/${cobv}`, { body: aCobVBody(daysFromToday(-31)) });
    await expect(w.psp.pay(cobv)).rejects.toThrow(/no longer be paid/u);
    expect((await w.api('GET', `/cobv/${cobv}`)).body).toMatchObject({ status: 'ATIVA' });
  });

  test('without a webhook no callback is sent; a failing webhook is retried until it answers 2xx', async () => {
    const w = await startWorld({ callbackRetryDelaysMs: [10, 10, 10] });
    await paidCob(w);
    expect(w.psp.callbacks).toEqual([]);
    await w.registerWebhook();
    w.receiver.answerNext(500, 503);
    await paidCob(w);
    expect(w.psp.callbacks.map((callback) => callback.status)).toEqual([500, 503, 200]);
  });

  test('the webhook reads back, and once deleted no callback is sent', async () => {
    const w = await startWorld();
    expect((await w.api('GET', `/webhook/${TEST_PIX_KEY}`)).status).toBe(404);
    await w.registerWebhook();
    expect((await w.api('GET', `/webhook/${TEST_PIX_KEY}`)).body).toEqual({ webhookUrl: w.receiver.url, cnpj: '12345678000195', criacao: expect.any(String) as unknown });
    expect((await w.api('DELETE', `/webhook/${TEST_PIX_KEY}`)).status).toBe(204);
    expect((await w.api('DELETE', `/webhook/${TEST_PIX_KEY}`)).status).toBe(404);
    await paidCob(w);
    expect(w.receiver.received).toEqual([]);
  });

  test('a webhook out of reach is tried once and once per retry delay, then given up', async () => {
    const w = await startWorld({ callbackRetryDelaysMs: [5, 5] });
    await w.registerWebhook();
    await w.receiver.stop();
    const { txid } = await paidCob(w);
    expect(w.psp.callbacks.map((callback) => callback.status)).toEqual(['network-error', 'network-error', 'network-error']);
    expect((await w.api('GET', `/cob/${txid}`)).body).toMatchObject({ status: 'CONCLUIDA' });
  });

  test('repeatLastCallback sends the same bytes again', async () => {
    const w = await startWorld();
    await w.registerWebhook();
    await paidCob(w);
    expect(await w.psp.repeatLastCallback()).toBe(200);
    expect(w.receiver.received).toHaveLength(2);
    expect(w.receiver.received[1]?.body).toBe(w.receiver.received[0]?.body);
  });
});

describe('refunds', () => {
  test('a devolução is EM_PROCESSAMENTO, then DEVOLVIDO, and shows on the Pix and the cob', async () => {
    const w = await startWorld();
    await w.registerWebhook();
    const { txid, endToEndId } = await paidCob(w);
    const asked = await w.api('PUT', `/pix/${endToEndId}/devolucao/dev1`, { body: { valor: '100.00' } });
    expect(asked).toMatchObject({ status: 201, body: { id: 'dev1', valor: '100.00', status: 'EM_PROCESSAMENTO' } });
    const read = await w.api('GET', `/pix/${endToEndId}/devolucao/dev1`);
    expect(read.body).toMatchObject({ status: 'DEVOLVIDO', horario: { liquidacao: expect.any(String) as unknown } });
    expect((await w.api('GET', `/pix/${endToEndId}`)).body).toMatchObject({ devolucoes: [{ id: 'dev1', status: 'DEVOLVIDO' }] });
    expect((await w.api('GET', `/cob/${txid}`)).body).toMatchObject({ pix: [{ devolucoes: [{ id: 'dev1', status: 'DEVOLVIDO' }] }] });
    // The document asks a callback when a devolução reaches a final status.
    expect(JSON.parse(w.receiver.received.at(-1)?.body ?? '')).toMatchObject({ pix: [{ devolucoes: [{ id: 'dev1', status: 'DEVOLVIDO' }] }] });
  });

  test('devoluções beyond the Pix valor, or with an id already used, are refused and change nothing', async () => {
    const w = await startWorld();
    const { endToEndId } = await paidCob(w);
    expect((await w.api('PUT', `/pix/${endToEndId}/devolucao/dev1`, { body: { valor: '100.00' } })).status).toBe(201);
    const over = await w.api('PUT', `/pix/${endToEndId}/devolucao/dev2`, { body: { valor: '50.01' } });
    expect(over).toMatchObject({ status: 400, body: { type: 'https://pix.bcb.gov.br/api/v2/error/PixDevolucaoInvalida', violacoes: [{ propriedade: 'valor' }] } });
    const reused = await w.api('PUT', `/pix/${endToEndId}/devolucao/dev1`, { body: { valor: '1.00' } });
    expect(reused).toMatchObject({ status: 400, body: { type: 'https://pix.bcb.gov.br/api/v2/error/PixDevolucaoInvalida', violacoes: [{ propriedade: 'id' }] } });
    expect((await w.api('GET', `/pix/${endToEndId}`)).body).toMatchObject({ devolucoes: [{ id: 'dev1', valor: '100.00' }] });
    expect((await w.api('GET', `/pix/${endToEndId}/devolucao/dev2`)).status).toBe(404);
    expect((await w.api('PUT', `/pix/${endToEndId}/devolucao/dev3`, { body: { valor: '50.00' } })).status).toBe(201);
  });

  test('refused refunds end NAO_REALIZADO with a motivo', async () => {
    const w = await startWorld();
    const { endToEndId } = await paidCob(w);
    w.psp.refuseRefunds();
    const asked = await w.api('PUT', `/pix/${endToEndId}/devolucao/dev1`, { body: { valor: '150.00' } });
    expect(asked).toMatchObject({ status: 201, body: { status: 'NAO_REALIZADO', motivo: REFUSED_REFUND_MOTIVO } });
    expect((await w.api('GET', `/pix/${endToEndId}/devolucao/dev1`)).body).toMatchObject({ status: 'NAO_REALIZADO', motivo: REFUSED_REFUND_MOTIVO });
  });
});

describe('faults', () => {
  test('failNext answers 503 ServicoIndisponivel (or 500) and does nothing', async () => {
    const w = await startWorld();
    const txid = aTxid();
    w.psp.failNext(2, 503);
    const first = await w.api('PUT', `/cob/${txid}`, { body: aCobBody() });
    expect(first).toMatchObject({ status: 503, contentType: 'application/problem+json', body: { type: 'https://pix.bcb.gov.br/api/v2/error/ServicoIndisponivel' } });
    expect((await w.api('GET', `/cob/${txid}`)).status).toBe(503);
    expect((await w.api('GET', `/cob/${txid}`)).status).toBe(404);
    w.psp.failNext(1, 500);
    expect((await w.api('PUT', `/cob/${txid}`, { body: aCobBody() })).body).toMatchObject({ status: 500, type: 'https://pix.bcb.gov.br/api/v2/error/ErroInternoDoServidor' });
    expect((await w.api('PUT', `/cob/${txid}`, { body: aCobBody() })).status).toBe(201);
  });

  test('hangNext creates the charge but never answers: the client times out', async () => {
    const w = await startWorld();
    const txid = aTxid();
    w.psp.hangNext(1);
    await expect(w.api('PUT', `/cob/${txid}`, { body: aCobBody(), timeoutMs: 300 })).rejects.toThrow();
    expect(w.psp.requests.at(-1)).toMatchObject({ method: 'PUT', status: 201, answered: false });
    expect((await w.api('GET', `/cob/${txid}`)).body).toMatchObject({ txid, status: 'ATIVA' });
  });

  test('payBeforeAnswering: the callback is answered before the PUT that created the charge', async () => {
    const w = await startWorld();
    await w.registerWebhook();
    const txid = aTxid();
    w.psp.payBeforeAnswering();
    const created = await w.api('PUT', `/cob/${txid}`, { body: aCobBody() });
    expect(created.body).toMatchObject({ txid, status: 'ATIVA' });
    expect(w.psp.callbacks).toEqual([expect.objectContaining({ status: 200, body: { pix: [expect.objectContaining({ txid }) as unknown] } })]);
    expect((await w.api('GET', `/cob/${txid}`)).body).toMatchObject({ status: 'CONCLUIDA' });
    const next = aTxid();
    await w.api('PUT', `/cob/${next}`, { body: aCobBody() });
    expect((await w.api('GET', `/cob/${next}`)).body).toMatchObject({ status: 'ATIVA' });
  });

  test('tokensIssued counts the tokens the PSP gave', async () => {
    const w = await startWorld();
    expect(w.psp.tokensIssued()).toBe(1);
    await w.renewToken();
    expect(w.psp.tokensIssued()).toBe(2);
  });
});
