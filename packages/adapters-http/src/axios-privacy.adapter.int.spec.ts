import { ApplicationError } from '@publi/application';
import { privacyPortSuite } from '@publi/application/testing';
import { startTestApp } from '@publi/server/testing';
import { describe, expect, it } from 'vitest';
import { AxiosAccountAdapter } from './axios-account.adapter.js';
import { AxiosPrivacyAdapter } from './axios-privacy.adapter.js';
import { rejectionOf, useLiveApi } from './live-api.builder.js';
import { livePeople } from './live-port-world.builder.js';

const api = useLiveApi(startTestApp);
const privacy = new AxiosPrivacyAdapter(api.client);

// The privacy scenarios are the port suite's, which the in-memory adapter passes too; below,
// what only the server's files have: the sections and the CSV's byte order mark.
privacyPortSuite(() => ({ ...livePeople(api), privacy, accounts: new AxiosAccountAdapter(api.client) }));

describe('AxiosPrivacyAdapter against the server', () => {
  it("downloads the caller's own data as JSON and as CSV, named as the server names it", async () => {
    const identity = await api.signUpAccount('brand', 'Café Recife');
    const json = await privacy.exportMyData('json');
    expect(json.mediaType).toBe('application/json; charset=utf-8');
    expect(json.fileName).toMatch(/^publi-meus-dados-\d{2}-\d{2}-\d{4}\.json$/);
    const document = JSON.parse(new TextDecoder().decode(json.bytes)) as { secoes: { conta: { email: string }[] } };
    expect(document.secoes.conta[0]?.email).toBe(identity.email);
    const csv = await privacy.exportMyData('csv');
    expect(csv.fileName).toMatch(/^publi-meus-dados-\d{2}-\d{2}-\d{4}\.csv$/);
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(csv.bytes)).toMatch(/^\uFEFFseção;registro;campo;valor\r\n/);
  });

  it('turns a refusal into the typed error, as any route', async () => {
    api.tokens.actAs(await api.testApp.signUp());
    const error = await rejectionOf(privacy.exportMyData('json'));
    expect(error).toBeInstanceOf(ApplicationError);
    expect(error).toMatchObject({ code: 'USER.NOT_FOUND' });
  });
});
