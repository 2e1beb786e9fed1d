import { ApplicationError } from '@publi/application';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalJsonServer, type LocalJsonServer } from './local-json-server.builder.js';
import { ViaCepPostalCodeAdapter } from './via-cep-postal-code.adapter.js';

const PAULISTA = { cep: '01310-100', logradouro: 'Avenida Paulista', complemento: 'de 612 a 1510 - lado par', bairro: 'Bela Vista', localidade: 'São Paulo', uf: 'SP', ibge: '3550308' };

describe('ViaCepPostalCodeAdapter', () => {
  let server: LocalJsonServer;
  let adapter: ViaCepPostalCodeAdapter;

  beforeAll(async () => {
    server = await startLocalJsonServer((request) => {
      if (request.url === '/01310100/json') return { status: 200, body: JSON.stringify(PAULISTA) };
      if (request.url === '/50000000/json') return { status: 200, body: JSON.stringify({ erro: 'true' }) };
      if (request.url === '/55000000/json') return { status: 200, body: '<html>manutenção</html>' };
      return { status: 200, body: JSON.stringify({ erro: true }) };
    });
    adapter = new ViaCepPostalCodeAdapter({ baseURL: server.url });
  });
  afterAll(() => server.close());

  it('asks for the digits without the hyphen and maps uf and localidade to estado and cidade', async () => {
    await expect(adapter.lookup('01310-100')).resolves.toEqual({ estado: 'SP', cidade: 'São Paulo' });
    expect(server.paths).toContain('/01310100/json');
  });

  it('calls { erro: true } POSTAL_CODE.NOT_FOUND, as boolean or as text', async () => {
    await expect(adapter.lookup('99999-999')).rejects.toMatchObject({ code: 'POSTAL_CODE.NOT_FOUND' });
    await expect(adapter.lookup('50000-000')).rejects.toMatchObject({ code: 'POSTAL_CODE.NOT_FOUND' });
  });

  it('calls an answer it cannot read POSTAL_CODE.UNREACHABLE', async () => {
    await expect(adapter.lookup('55000-000')).rejects.toMatchObject({ code: 'POSTAL_CODE.UNREACHABLE' });
  });

  it('calls a service that does not answer POSTAL_CODE.UNREACHABLE, with the pt-BR message', async () => {
    const closed = await startLocalJsonServer(() => ({ status: 200, body: '{}' }));
    await closed.close();
    const error = await new ViaCepPostalCodeAdapter({ baseURL: closed.url }).lookup('01310100').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApplicationError);
    expect(error).toMatchObject({ code: 'POSTAL_CODE.UNREACHABLE', message: 'O serviço de CEP não respondeu. Escolha o estado e a cidade na lista.' });
  });

  it('refuses a code that is not 8 digits before calling anyone', async () => {
    const before = server.paths.length;
    await expect(adapter.lookup('123')).rejects.toMatchObject({ code: 'POSTAL_CODE.INVALID' });
    expect(server.paths.length).toBe(before);
  });
});
