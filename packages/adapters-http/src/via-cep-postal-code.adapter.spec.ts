import { CEP_SERVICE_PLACES, postalCodePortSuite } from '@publi/application/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalJsonServer } from './local-json-server.builder.js';
import { askedCeps, startLocalViaCep } from './local-via-cep.builder.js';
import { ViaCepPostalCodeAdapter } from './via-cep-postal-code.adapter.js';

let service: LocalJsonServer;
/** A port whose service closed before any lookup: nothing answers at its address. */
let closed: LocalJsonServer;

beforeAll(async () => {
  service = await startLocalViaCep(CEP_SERVICE_PLACES, (path) => {
    if (path === '/50000000/json') return { status: 200, body: JSON.stringify({ erro: 'true' }) };
    if (path === '/55000000/json') return { status: 200, body: '<html>manutenção</html>' };
    if (path === '/69900000/json') return { status: 200, body: JSON.stringify({ localidade: 'Rio Branco', uf: 'ac' }) };
    return undefined;
  });
  closed = await startLocalViaCep({});
  await closed.close();
});
afterAll(() => service.close());

postalCodePortSuite(() => {
  const from = service.paths.length;
  return {
    postalCodes: new ViaCepPostalCodeAdapter({ baseURL: service.url }),
    unreachable: new ViaCepPostalCodeAdapter({ baseURL: closed.url }),
    asked: () => askedCeps(service, from),
  };
});

// What only ViaCEP's wire has: its older `"erro": "true"`, a page that is not JSON, a lower-case `uf`.
describe('ViaCepPostalCodeAdapter', () => {
  const adapter = () => new ViaCepPostalCodeAdapter({ baseURL: service.url });

  it('calls { "erro": "true" } as text POSTAL_CODE.NOT_FOUND', async () => {
    await expect(adapter().lookup('50000-000')).rejects.toMatchObject({ code: 'POSTAL_CODE.NOT_FOUND' });
  });

  it('calls an answer it cannot read POSTAL_CODE.UNREACHABLE', async () => {
    await expect(adapter().lookup('55000-000')).rejects.toMatchObject({ code: 'POSTAL_CODE.UNREACHABLE' });
  });

  it("answers a lower-case uf as the state's sigla", async () => {
    await expect(adapter().lookup('69900-000')).resolves.toEqual({ state: 'AC', city: 'Rio Branco' });
  });
});
