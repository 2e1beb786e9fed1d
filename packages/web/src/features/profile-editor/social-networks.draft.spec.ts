import { describe, expect, it } from 'vitest';
import { SocialNetworksDraft } from './social-networks.draft.js';

describe('SocialNetworksDraft', () => {
  it('is clean again once saved, and dirty at the next change', () => {
    const draft = new SocialNetworksDraft([]);
    draft.set('instagram', 'username', '@clara.editora');
    draft.set('instagram', 'followers', '15.400');
    expect(draft.dirty).toBe(true);
    draft.markSaved();
    expect(draft.dirty).toBe(false);
    draft.set('instagram', 'engagement', '4,2');
    expect(draft.dirty).toBe(true);
  });

  it('sends the typed rows as numbers, leaves empty networks out and keeps the ones it does not edit', () => {
    const kwai = { name: 'kwai', username: 'clara', link: null, followers: 10, engagement: null } as const;
    const draft = new SocialNetworksDraft([kwai]);
    draft.set('instagram', 'username', '@clara.editora');
    draft.set('instagram', 'followers', '900.000.000');
    draft.set('instagram', 'engagement', '4,2');
    expect(draft.validate()).toBe(true);
    expect(draft.toInputs()).toEqual([
      { name: 'instagram', username: 'clara.editora', link: null, followers: 900_000_000, engagement: 4.2 },
      kwai,
    ]);
  });

  it('refuses an invalid link and a network without its username, keeping what was typed', () => {
    const draft = new SocialNetworksDraft([]);
    draft.set('instagram', 'link', 'instagram ponto com');
    draft.set('instagram', 'username', 'clara');
    draft.set('tiktok', 'followers', '12000');
    expect(draft.validate()).toBe(false);
    expect(draft.errors['instagram.link']).toMatch(/endereço válido/);
    expect(draft.errors['tiktok.username']).toBe('Informe o nome de usuário.');
    expect(draft.rows.instagram.link).toBe('instagram ponto com');
  });
});
