import { agentTokenSchema, PRIVACY_POLICY_VERSION } from '@publi/contract';
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creators } from '../db/schema.js';
import type { ClockPort } from '../ports/clock.port.js';
import { aBankAccountBody, createAccount, dataOf, expectApiError, startTestApp, type TestApp, type TestIdentity } from '../testing.js';
import { acceptedContract, payByCard } from '../test-support/money-cast.builder.js';

// The download of one's own data (LGPD art. 18), on the real database and emulator: a creator,
// a brand who paid her and an agent who acts for her, each downloading their own.
const WINDOW_MINUTES = 10;
let now = Date.now();
const clock: ClockPort = { now: () => new Date(now) };
let testApp: TestApp;

interface Person {
  readonly identity: TestIdentity;
  readonly creatorId: number;
}

let ana: Person;
let brand: Person;
let agent: Person;

async function person(type: 'creator' | 'brand' | 'agent', name: string): Promise<Person> {
  const { identity, user } = await createAccount(testApp, type, { name });
  const [card] = await testApp.db.select({ id: creators.id }).from(creators).where(eq(creators.userId, user.id));
  return { identity, creatorId: card?.id ?? 0 };
}

const download = (who: Person, format = 'json') => testApp.call({ method: 'GET', path: `/account/privacy/export?format=${format}`, as: who.identity });
const say = (who: Person, chatId: number, contractId: number, message: string) =>
  testApp.call({ method: 'POST', path: `/project/contract/chat/${chatId}`, as: who.identity, body: { chat_id: chatId, contract_id: contractId, message, client_message_id: `lgpd-${message.length}-${Date.now()}` } });

interface Downloaded {
  readonly versao_da_politica_em_vigor: string;
  readonly secoes: Record<string, Record<string, unknown>[]>;
}

beforeAll(async () => {
  testApp = await startTestApp({ clock, recentSignInMinutes: WINDOW_MINUTES });
  now = Date.now();
  ana = await person('creator', 'Ana Souza');
  brand = await person('brand', 'Café Recife');
  agent = await person('agent', 'Bia Agência');
  expect((await testApp.call({ method: 'PUT', path: '/users/bank_account', as: ana.identity, body: aBankAccountBody({ account: '98765-4', pix_key: 'ana.souza@gmail.com' }) })).statusCode).toBe(200);
  const contract = await acceptedContract(testApp, brand.identity, ana, 150_000);
  await payByCard(testApp, brand.identity, [contract.id]);
  expect((await say(ana, contract.chat_id, contract.id, 'Oi! Posto na sexta; "ok"; combinado?')).statusCode).toBe(201);
  expect((await say(brand, contract.chat_id, contract.id, 'Mensagem da marca, só dela')).statusCode).toBe(201);
  const { token } = dataOf(await testApp.call({ method: 'GET', path: '/account/creator_agent/token', as: agent.identity }), agentTokenSchema);
  const linked = await testApp.call({ method: 'POST', path: '/account/creator/creator_agent_id', as: ana.identity, body: { user_id: ana.identity.uid, creatorAgentToken: token } });
  expect(linked.statusCode).toBe(200);
  const off = await testApp.call({ method: 'PUT', path: '/account/user/email-preferences', as: ana.identity, body: { preferences: [{ kind: 'payout', email: false }] } });
  expect(off.statusCode).toBe(200);
});

afterAll(async () => {
  await testApp.close();
});

describe('GET /account/privacy/export', () => {
  it('hands the creator every section of her own data as a JSON file: full bank data, her messages only, her contract and payout side', async () => {
    const answer = await download(ana);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(answer.headers['content-disposition']).toMatch(/^attachment; filename="publi-meus-dados-\d{2}-\d{2}-\d{4}\.json"$/);
    const file = JSON.parse(answer.body) as Downloaded;
    expect(file.versao_da_politica_em_vigor).toBe(PRIVACY_POLICY_VERSION);
    expect(Object.keys(file.secoes)).toEqual([
      'conta', 'consentimento', 'perfil_de_criador', 'redes_sociais', 'categorias', 'dados_bancarios', 'carrinho', 'criadores_representados',
      'arquivos_enviados', 'projetos', 'contratos', 'mensagens_escritas', 'pagamentos', 'repasses', 'notificacoes', 'emails', 'emails_desligados', 'historico_de_seguranca',
    ]);
    const { secoes } = file;
    expect(secoes['conta']?.[0]).toMatchObject({ nome: 'Ana Souza', email: ana.identity.email, tipo: 'creator', ativa: true });
    expect(secoes['consentimento']?.[0]).toMatchObject({ versao_da_politica: PRIVACY_POLICY_VERSION });
    // Hers, whole: the owner reads what the rest of the product only ever shows masked.
    expect(secoes['dados_bancarios']?.[0]).toMatchObject({ conta: '98765-4', documento_do_titular: '52998224725', chave_pix: 'ana.souza@gmail.com' });
    expect(secoes['perfil_de_criador']?.[0]).toMatchObject({ agente: 'Bia Agência' });
    expect(secoes['contratos']).toEqual([expect.objectContaining({ marca: 'Café Recife', criador: 'Ana Souza', situacao: 'paid', valor_centavos: 150_000 })]);
    expect(secoes['mensagens_escritas']?.map((message) => message['mensagem'])).toEqual(['Oi! Posto na sexta; "ok"; combinado?']);
    // The brand's message reaches her file only as the notification she received, never as hers.
    expect(secoes['notificacoes']?.map((notification) => notification['texto'])).toContainEqual('Café Recife: Mensagem da marca, só dela');
    expect(secoes['historico_de_seguranca']?.map((event) => event['evento'])).toEqual(['bank_data_changed', 'pix_key_changed', 'agent_linked']);
    expect(secoes['pagamentos']).toEqual([]);
    // Her address is not confirmed: Publi sent her no e-mail, and she keeps the kind she turned off.
    expect(secoes['emails']).toEqual([]);
    expect(secoes['emails_desligados']?.map((off) => off['tipo'])).toEqual(['payout']);
  });

  it('hands the brand a CSV for Excel in pt-BR: BOM, `;`, one line per field, money in reais, and nothing of the creator it paid', async () => {
    const answer = await download(brand, 'csv');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toMatch(/^attachment; filename="publi-meus-dados-\d{2}-\d{2}-\d{4}\.csv"$/);
    expect([...answer.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = parse(answer.rawPayload, { bom: true, delimiter: ';' });
    expect(rows[0]).toEqual(['seção', 'registro', 'campo', 'valor']);
    expect(rows).toContainEqual(['pagamentos', '1', 'valor_reais', '1.500,00']);
    expect(rows).toContainEqual(['pagamentos', '1', 'situacao', 'paid']);
    expect(rows).toContainEqual(['dados_bancarios', '', '', '(nenhum registro)']);
    expect(rows).toContainEqual(['mensagens_escritas', '1', 'mensagem', 'Mensagem da marca, só dela']);
    expect(rows.find((row) => row[0] === 'conta' && row[2] === 'criada_em')?.[3]).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    const text = answer.rawPayload.toString('utf8');
    for (const hers of ['98765-4', '52998224725', 'ana.souza@gmail.com']) expect(text).not.toContain(hers);
  });

  it("gives an agent its own data and the names it acts for, never the creator's bank data or messages", async () => {
    const answer = await download(agent);
    expect(answer.statusCode).toBe(200);
    const { secoes } = JSON.parse(answer.body) as Downloaded;
    expect(secoes['criadores_representados']).toEqual([expect.objectContaining({ criador: 'Ana Souza' })]);
    expect(secoes['dados_bancarios']).toEqual([]);
    expect(secoes['contratos']).toEqual([]);
    for (const hers of ['98765-4', '52998224725', 'ana.souza@gmail.com', 'Oi! Posto']) expect(answer.body).not.toContain(hers);
  });

  it('asks for a recent sign-in, since the file holds the whole bank account', async () => {
    now = Date.now() + (WINDOW_MINUTES + 1) * 60_000;
    try {
      expectApiError(await download(ana), 403, 'AUTH.RECENT_SIGN_IN_REQUIRED');
    } finally {
      now = Date.now();
    }
  });

  it('refuses an unknown format in pt-BR, and a person without an account', async () => {
    const refused = await download(ana, 'xml');
    expectApiError(refused, 400, 'REQUEST.INVALID');
    expect(refused.body).toContain('Escolha o formato: json ou csv.');
    const stranger = await testApp.signUp();
    expectApiError(await testApp.call({ method: 'GET', path: '/account/privacy/export', as: stranger }), 404, 'USER.NOT_FOUND');
  });
});
