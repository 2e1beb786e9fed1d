import type { SocialNetwork, SocialNetworkInput } from '@publi/application';
import { INVALID_URL_MESSAGE, isValidUrl } from '@publi/domain';
import { makeAutoObservable, toJS } from 'mobx';
import { digitsOf } from '../../shared/forms/form-rules.js';

/** The networks the editor offers, in its order. */
export const EDITED_NETWORKS = [
  { name: 'instagram', label: 'Instagram' },
  { name: 'tiktok', label: 'TikTok' },
  { name: 'youtube', label: 'YouTube' },
] as const;

/** One of {@link EDITED_NETWORKS}. */
export type EditedNetwork = (typeof EDITED_NETWORKS)[number]['name'];

type Part = 'username' | 'followers' | 'engagement' | 'link';

/** A field of the form: `instagram.link`, `tiktok.followers`… (also the server's `fields` keys). */
export type NetworkField = `${EditedNetwork}.${Part}`;

type Row = Record<Part, string>;

const EMPTY: Row = { username: '', followers: '', engagement: '', link: '' };

function rowOf(network: SocialNetwork | undefined): Row {
  if (network === undefined) return EMPTY;
  return {
    username: network.username,
    followers: network.followers === null ? '' : String(network.followers),
    engagement: network.engagement === null ? '' : String(network.engagement).replace('.', ','),
    link: network.link ?? '',
  };
}

// Engagement is typed the pt-BR way ("4,5"); the request wants a number.
function engagementOf(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  return trimmed === '' ? null : Number(trimmed);
}

/** What `Redes sociais` holds while the creator types, one row per network. */
export class SocialNetworksDraft {
  rows: Record<EditedNetwork, Row>;
  errors: { readonly [K in NetworkField]?: string | undefined } = {};
  private saved: Record<EditedNetwork, Row>;
  /** Networks the editor does not offer (an older app saved them): sent back unchanged. */
  private readonly others: readonly SocialNetworkInput[];

  constructor(networks: readonly SocialNetwork[]) {
    const find = (name: EditedNetwork) => networks.find((network) => network.name === name);
    this.rows = { instagram: rowOf(find('instagram')), tiktok: rowOf(find('tiktok')), youtube: rowOf(find('youtube')) };
    this.saved = structuredClone(this.rows);
    this.others = networks.filter((network) => !EDITED_NETWORKS.some((edited) => edited.name === network.name));
    makeAutoObservable<this, 'saved' | 'others'>(this, { saved: true, others: false }, { autoBind: true });
  }

  get dirty(): boolean {
    return JSON.stringify(this.rows) !== JSON.stringify(this.saved);
  }

  set(network: EditedNetwork, part: Part, text: string): void {
    const value = part === 'followers' ? digitsOf(text) : text;
    this.rows = { ...this.rows, [network]: { ...this.rows[network], [part]: value } };
    this.errors = { ...this.errors, [`${network}.${part}`]: undefined };
  }

  validate(): boolean {
    const errors: { [K in NetworkField]?: string } = {};
    for (const { name } of EDITED_NETWORKS) {
      const row = this.rows[name];
      const filled = Object.values(row).some((value) => value.trim() !== '');
      if (filled && row.username.trim().replace(/^@/, '') === '') errors[`${name}.username`] = 'Informe o nome de usuário.';
      if (row.link.trim() !== '' && !isValidUrl(row.link)) errors[`${name}.link`] = INVALID_URL_MESSAGE;
      const engagement = engagementOf(row.engagement);
      if (engagement !== null && (Number.isNaN(engagement) || engagement < 0 || engagement > 100)) {
        errors[`${name}.engagement`] = 'Informe o engajamento em %, de 0 a 100, como 4,5.';
      }
    }
    this.errors = errors;
    return Object.keys(errors).length === 0;
  }

  /** The whole list the server keeps (it replaces the old one); empty rows are left out. */
  toInputs(): readonly SocialNetworkInput[] {
    const edited = EDITED_NETWORKS.flatMap(({ name }): SocialNetworkInput[] => {
      const row = this.rows[name];
      const username = row.username.trim().replace(/^@/, '');
      if (username === '') return [];
      return [{
        name, username,
        link: row.link.trim() === '' ? null : row.link.trim(),
        followers: row.followers === '' ? null : Number(row.followers),
        engagement: engagementOf(row.engagement),
      }];
    });
    return [...edited, ...this.others];
  }

  showErrors(errors: { readonly [K in NetworkField]?: string | undefined }): void {
    this.errors = { ...this.errors, ...errors };
  }

  markSaved(): void {
    // `rows` is observable by now, a proxy that structuredClone refuses: toJS copies it plainly.
    this.saved = toJS(this.rows);
  }
}

/** Every field name, for placing the server's messages. */
export const NETWORK_FIELDS: readonly NetworkField[] = EDITED_NETWORKS.flatMap(({ name }) =>
  (['username', 'followers', 'engagement', 'link'] as const).map((part): NetworkField => `${name}.${part}`),
);
