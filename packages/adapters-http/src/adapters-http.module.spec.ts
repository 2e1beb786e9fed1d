import {
  ApplicationError,
  PORT_TOKENS,
  type AccountPort,
  type CartPort,
  type ContractPort,
  type CreatorProfilePort,
  type CreatorSearchPort,
  type ProjectPort,
  type ProposalPort,
} from '@publi/application';
import { Container } from 'inversify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adaptersHttpModule, type AdaptersHttpModuleOptions } from './adapters-http.module.js';
import { loadCheckedAdapter, type CheckedAdapterLoader, type CheckedPortName } from './checked-adapters.js';
import { HttpCreatorSearchAdapter } from './http-creator-search.adapter.js';
import { HttpReferenceDataAdapter } from './http-reference-data.adapter.js';
import { SwitchableTokenStore } from './live-api.builder.js';
import { startLocalJsonServer, type LocalJsonServer } from './local-json-server.builder.js';

const NOT_FOUND = JSON.stringify({ error: { code: 'CART.NOT_FOUND', message: 'Carrinho não encontrado.' } });

/** A container over `baseURL` whose person holds the token `token-1`. */
function containerOn(baseURL: string, options: Omit<AdaptersHttpModuleOptions, 'baseURL'> = {}): Container {
  const container = new Container();
  const tokens = new SwitchableTokenStore();
  tokens.save('token-1');
  container.bind(PORT_TOKENS.TokenStorePort).toConstantValue(tokens);
  container.load(adaptersHttpModule({ baseURL, ...options }));
  return container;
}

/** The real loader, noting each adapter whose code it was asked for; `failFirst` fails that adapter's first load, as a dropped connection would. */
function countingLoader(failFirst?: CheckedPortName): { readonly loaded: CheckedPortName[]; readonly load: CheckedAdapterLoader } {
  const loaded: CheckedPortName[] = [];
  const load: CheckedAdapterLoader = (name) => {
    loaded.push(name);
    if (name === failFirst && loaded.filter((each) => each === name).length === 1) return Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    return loadCheckedAdapter(name);
  };
  return { loaded, load };
}

describe('adaptersHttpModule', () => {
  let server: LocalJsonServer;
  const authorizations: (string | undefined)[] = [];

  beforeAll(async () => {
    server = await startLocalJsonServer((request) => {
      authorizations.push(request.headers.authorization);
      return { status: 404, body: NOT_FOUND };
    });
  });
  afterAll(() => server.close());

  it('binds the public reads to the light transport, once per container', () => {
    const container = containerOn(`${server.url}/api`);
    const search = container.get<CreatorSearchPort>(PORT_TOKENS.CreatorSearchPort);
    expect(search).toBeInstanceOf(HttpCreatorSearchAdapter);
    expect(container.get(PORT_TOKENS.CreatorSearchPort)).toBe(search);
    expect(container.get(PORT_TOKENS.ReferenceDataPort)).toBeInstanceOf(HttpReferenceDataAdapter);
  });

  it("answers the other ports through the checked adapters, with the person's token, once they load", async () => {
    const container = containerOn(`${server.url}/api`);
    const cart = container.get<CartPort>(PORT_TOKENS.CartPort);
    expect(container.get(PORT_TOKENS.CartPort)).toBe(cart);
    await expect(cart.get('uid-1')).rejects.toMatchObject({ code: 'CART.NOT_FOUND', message: 'Carrinho não encontrado.' });
    expect(server.paths.at(-1)).toBe('/api/project/get_creators_cart');
    expect(authorizations.at(-1)).toBe('Bearer token-1');

    // One adapter answers both the contract and the proposal ports.
    await expect(container.get<ContractPort>(PORT_TOKENS.ContractPort).get(7)).rejects.toMatchObject({ code: 'CART.NOT_FOUND' });
    await expect(container.get<ProposalPort>(PORT_TOKENS.ProposalPort).create({ projectId: 3, proposals: [] })).rejects.toMatchObject({ code: 'CART.NOT_FOUND' });
    expect(server.paths.at(-1)).toBe('/api/proposals/create');
  });

  it("reads a creator's profile through the light transport and writes it through the checked one", async () => {
    const profiles = containerOn(`${server.url}/api`).get<CreatorProfilePort>(PORT_TOKENS.CreatorProfilePort);
    await expect(profiles.getDetailsById(5)).rejects.toMatchObject({ code: 'CART.NOT_FOUND' });
    expect(server.paths.at(-1)).toBe('/api/account/creator/details?id=5');
    await expect(profiles.getDetailsBySlug('ana-lima')).rejects.toMatchObject({ code: 'CART.NOT_FOUND' });
    expect(server.paths.at(-1)).toBe('/api/account/creator/slug?slug=ana-lima');
    await expect(profiles.getBankAccount()).rejects.toMatchObject({ code: 'CART.NOT_FOUND' });
    expect(server.paths.at(-1)).toBe('/api/creator/bank_account/details');
  });

  it("loads, on a port's first call, that port's adapter only, once", async () => {
    const { loaded, load } = countingLoader();
    const container = containerOn(`${server.url}/api`, { loadCheckedAdapter: load });
    const projects = container.get<ProjectPort>(PORT_TOKENS.ProjectPort);
    expect(loaded).toEqual([]);

    await expect(projects.list({ page: 1 })).rejects.toMatchObject({ code: 'CART.NOT_FOUND' });
    expect(server.paths.at(-1)).toBe('/api/account/user/projects?page=1');
    expect(loaded).toEqual(['project']);
    await expect(projects.list({ page: 2 })).rejects.toMatchObject({ code: 'CART.NOT_FOUND' });
    await expect(container.get<AccountPort>(PORT_TOKENS.AccountPort).getUserByExternalId('uid-1')).rejects.toMatchObject({ code: 'CART.NOT_FOUND' });
    expect(loaded).toEqual(['project', 'account']);
    // The contract and proposal ports are one adapter: one load.
    await expect(container.get<ContractPort>(PORT_TOKENS.ContractPort).get(7)).rejects.toMatchObject({ code: 'CART.NOT_FOUND' });
    await expect(container.get<ProposalPort>(PORT_TOKENS.ProposalPort).create({ projectId: 3, proposals: [] })).rejects.toMatchObject({ code: 'CART.NOT_FOUND' });
    expect(loaded).toEqual(['project', 'account', 'contracts']);
  });

  it("calls a port whose adapter did not arrive NETWORK.UNREACHABLE and loads it again on the next call, the other ports unharmed", async () => {
    const { loaded, load } = countingLoader('project');
    const container = containerOn(`${server.url}/api`, { loadCheckedAdapter: load });
    const projects = container.get<ProjectPort>(PORT_TOKENS.ProjectPort);
    const requests = server.paths.length;

    await expect(projects.list({ page: 1 })).rejects.toEqual(new ApplicationError('NETWORK.UNREACHABLE'));
    expect(server.paths.length).toBe(requests);
    await expect(container.get<CartPort>(PORT_TOKENS.CartPort).get('uid-1')).rejects.toMatchObject({ code: 'CART.NOT_FOUND' });
    await expect(projects.list({ page: 1 })).rejects.toMatchObject({ code: 'CART.NOT_FOUND' });
    expect(server.paths.at(-1)).toBe('/api/account/user/projects?page=1');
    expect(loaded).toEqual(['project', 'cart', 'project']);
  });
});
