import { describe, expect, it } from 'vitest';
import { UNKNOWN_FIELD_MESSAGE } from '../validation/field-messages.js';
import { aSocialNetworkEntry, aSocialNetworksBody } from './creator.builder.js';
import { fieldErrors } from './field-errors.builder.js';
import { socialNetworksBodySchema } from './social-network.schema.js';

describe('socialNetworksBodySchema', () => {
  it("accepts the spec's social_newtork list and drops a handle's leading @", () => {
    const body = socialNetworksBodySchema.parse(aSocialNetworksBody());
    expect(body.social_newtork[0]).toEqual({ name: 'instagram', username: 'ana.souza', link: 'https://instagram.com/ana.souza', followers: 48_200, engagement: 3.75 });
  });

  it('refuses the corrected spelling, since the wire keeps the spec’s', () => {
    expect(fieldErrors(socialNetworksBodySchema, { social_network: [] })).toEqual({
      social_newtork: 'Informe as redes sociais como uma lista.',
      social_network: UNKNOWN_FIELD_MESSAGE,
    });
  });

  it('takes each network once, marking the repeat', () => {
    expect(fieldErrors(socialNetworksBodySchema, { social_newtork: [aSocialNetworkEntry(), aSocialNetworkEntry({ username: 'outra' })] })).toEqual({
      'social_newtork.1.name': 'Cada rede social só pode aparecer uma vez.',
    });
  });

  it('refuses an unknown network, a bad handle and an engagement out of range or too precise', () => {
    expect(
      fieldErrors(socialNetworksBodySchema, {
        social_newtork: [
          aSocialNetworkEntry({ name: 'orkut' }),
          aSocialNetworkEntry({ name: 'tiktok', username: 'ana souza<script>' }),
          aSocialNetworkEntry({ name: 'youtube', engagement: 100.5 }),
          aSocialNetworkEntry({ name: 'kwai', engagement: 1.234 }),
          aSocialNetworkEntry({ name: 'twitch', followers: -1 }),
        ],
      }),
    ).toEqual({
      'social_newtork.0.name': 'Escolha uma rede social: instagram, tiktok, youtube, twitter, facebook, linkedin, kwai, twitch.',
      'social_newtork.1.username': 'Informe o usuário da rede social, como @ana.silva (letras, números, ponto, _ ou -).',
      'social_newtork.2.engagement': 'O engajamento deve ser um percentual de 0 a 100, com até duas casas decimais.',
      'social_newtork.3.engagement': 'O engajamento deve ser um percentual de 0 a 100, com até duas casas decimais.',
      'social_newtork.4.followers': 'O número de seguidores deve ser um número inteiro de 0 a 999.999.999.',
    });
  });

  it('takes at most 10 networks', () => {
    const entries = Array.from({ length: 11 }, () => aSocialNetworkEntry());
    expect(fieldErrors(socialNetworksBodySchema, { social_newtork: entries }).social_newtork).toBe('Informe no máximo 10 redes sociais.');
  });
});
