import { z } from 'zod';
import { websiteField } from './contact-fields.schema.js';
import { listField, uniqueItems } from './list-field.schema.js';
import { followersField, percentField } from './number-fields.schema.js';
import { strictRequest } from './strict-request.schema.js';
import { wireCount, wirePercent } from './wire-values.schema.js';

/** The social networks a creator may list. */
export const SOCIAL_NETWORK_NAMES = ['instagram', 'tiktok', 'youtube', 'twitter', 'facebook', 'linkedin', 'kwai', 'twitch'] as const;

/** Most networks in one list: one per name. */
export const MAX_SOCIAL_NETWORKS = 10;

// Handles on these networks are letters, digits, dots, underscores and hyphens; a leading
// '@' as people type it is dropped.
const USERNAME = /^@?[A-Za-z0-9._-]{1,100}$/;
const USERNAME_MESSAGE = 'Informe o usuário da rede social, como @ana.silva (letras, números, ponto, _ ou -).';
const NAME_MESSAGE = `Escolha uma rede social: ${SOCIAL_NETWORK_NAMES.join(', ')}.`;

/** One entry of `social_newtork` (sic: the spec's spelling) in a request. */
export const socialNetworkBodySchema = strictRequest({
  name: z.enum(SOCIAL_NETWORK_NAMES, { error: NAME_MESSAGE }),
  username: z
    .string({ error: USERNAME_MESSAGE })
    .trim()
    .regex(USERNAME, { error: USERNAME_MESSAGE })
    .overwrite((username) => username.replace(/^@/, '')),
  link: websiteField('o link do perfil').nullable().optional(),
  followers: followersField().nullable().optional(),
  engagement: percentField('o engajamento').nullable().optional(),
});

/** @see socialNetworkBodySchema */
export type SocialNetworkBodyWire = z.infer<typeof socialNetworkBodySchema>;

/** `PUT /users/social_networks` and `PUT /creator/social_networks`: the whole list, replacing the old one. */
export const socialNetworksBodySchema = strictRequest({
  social_newtork: listField({ item: socialNetworkBodySchema, label: 'as redes sociais', max: MAX_SOCIAL_NETWORKS }).check(
    uniqueItems((network) => network.name, 'Cada rede social só pode aparecer uma vez.', 'name'),
  ),
});

/** @see socialNetworksBodySchema */
export type SocialNetworksBodyWire = z.infer<typeof socialNetworksBodySchema>;

/** One social network as answers show it; what was not given is `null`. */
export const socialNetworkSchema = z.object({
  name: z.enum(SOCIAL_NETWORK_NAMES),
  username: z.string(),
  link: z.string().nullable(),
  followers: wireCount.nullable(),
  engagement: wirePercent,
});

/** @see socialNetworkSchema */
export type SocialNetworkWire = z.infer<typeof socialNetworkSchema>;

/** The answer of the social-network routes: the list as saved. */
export const socialNetworkListSchema = z.array(socialNetworkSchema);
