import { startTestApp } from '@publi/server/testing';
import { describe, expect, it } from 'vitest';
import { AxiosCreatorProfileAdapter } from './axios-creator-profile.adapter.js';
import { HttpCreatorDetailsReads } from './http-creator-details.reads.js';
import { useLiveApi } from './live-api.builder.js';

const api = useLiveApi(startTestApp);
const profiles = new AxiosCreatorProfileAdapter(api.client, new HttpCreatorDetailsReads(api.read));
const anAccount = (type: 'creator' | 'brand', name: string) => api.signUpAccount(type, name);

describe('AxiosCreatorProfileAdapter against the server', () => {
  it("edits a creator's networks and prices and reads the profile by token, id and slug", async () => {
    await anAccount('creator', 'Malu Freitas');
    const networks = await profiles.setSocialNetworks([{ name: 'tiktok', username: '@malu', followers: 5000, engagement: 4.5, link: 'https://www.tiktok.com/@malu' }]);
    expect(networks).toEqual([{ name: 'tiktok', username: 'malu', link: 'https://www.tiktok.com/@malu', followers: 5000, engagement: 4.5 }]);

    const own = await profiles.setJobPrices({ stories: 10_000, feed: 35_050, tiktok: 0 });
    expect(own).toMatchObject({ name: 'Malu Freitas', prices: { stories: 10_000, feed: 35_050, tiktok: 0 }, followers: 5000, miniBio: null, creatorAgentId: null });
    expect(own.socialNetworks).toEqual(networks);

    api.tokens.actAs(null);
    expect(await profiles.getDetailsById(own.id)).toEqual(own);
    expect(await profiles.getDetailsBySlug(own.slug)).toEqual(own);
  });

  it('keeps the bank account of a creator', async () => {
    await anAccount('creator', 'Rita Lopes');
    expect(await profiles.getBankAccount()).toBeNull();
    const saved = await profiles.setBankAccount({
      accountType: 'poupanca', pixKey: ' rita@exemplo.com.br ', account: '98765-0', agency: '0001', bankCode: '341', ownerName: 'Rita Lopes',
      ownerDocument: '529.982.247-25',
    });
    expect(saved).toEqual({
      bankName: expect.stringMatching(/ita[uú]/i) as unknown, accountType: 'poupanca', pixKey: 'rita@exemplo.com.br', pixKeyType: 'email',
      account: '98765-0', agency: '0001', bankCode: '341', ownerName: 'Rita Lopes', ownerDocument: '52998224725',
    });
    expect(await profiles.getBankAccount()).toEqual(saved);
  });

  it('answers CREATOR.ONLY to a brand and the fields of invalid prices', async () => {
    await anAccount('brand', 'Marca X');
    await expect(profiles.setJobPrices({ stories: 100, feed: 100, tiktok: 100 })).rejects.toMatchObject({ code: 'CREATOR.ONLY' });
    await anAccount('creator', 'Davi Melo');
    await expect(profiles.setJobPrices({ stories: 100_000_001, feed: 100, tiktok: 100 })).rejects.toMatchObject({
      code: 'REQUEST.INVALID',
      fields: { stories: expect.stringContaining('duas casas decimais') as unknown },
    });
  });

  it('answers CREATOR.NOT_FOUND for an unknown id or slug, and AUTH.TOKEN_MISSING without a token', async () => {
    api.tokens.actAs(null);
    await expect(profiles.getDetailsById(2_000_000)).rejects.toMatchObject({ code: 'CREATOR.NOT_FOUND' });
    await expect(profiles.getDetailsBySlug('ninguem-aqui')).rejects.toMatchObject({ code: 'CREATOR.NOT_FOUND' });
    await expect(profiles.getBankAccount()).rejects.toMatchObject({ code: 'AUTH.TOKEN_MISSING' });
  });
});
