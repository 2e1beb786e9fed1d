import type { BrazilState } from '@publi/domain';
import { foldText, slugify } from '@publi/domain';
import { aggregateAudience } from '../creators/aggregate-audience.js';
import type { CatalogueReference, CreatorDraft, NetworkDraft } from './creator-draft.js';
import { FEMALE_FIRST_NAMES, MALE_FIRST_NAMES, SURNAMES } from './data/names.data.js';
import { AUDIENCE_BOUNDS, drawAudience, type Audience } from './draw-audience.js';
import { drawBadges } from './draw-badges.js';
import { drawPrices } from './draw-prices.js';
import { drawUsername } from './draw-username.js';
import { PlacePicker } from './place-picker.js';
import { mixSeed, Random } from './random.js';
import { WeightedPicker } from './weighted-picker.js';

type Category = CatalogueReference['categories'][number];

/**
 * Some profiles leave fields blank, as people do: 3% of creators state no engagement on any
 * network (their card's engagement is NULL) and 1% no follower count (their card's total is
 * NULL), so a catalogue exercises how search treats what is not stated.
 */
function leaveUnstated(random: Random, networks: NetworkDraft[]): NetworkDraft[] {
  const noEngagement = random.chance(0.03);
  const noFollowers = random.chance(0.01);
  return networks.map((network) => ({
    ...network,
    engagementBp: noEngagement ? null : network.engagementBp,
    followers: noFollowers ? null : network.followers,
  }));
}

/**
 * Makes plausible pt-BR creators. Creator `index` depends only on the seed and the index, so
 * a catalogue is reproducible and can be generated in any batch size or in parallel.
 */
export class CreatorGenerator {
  private readonly places: PlacePicker;
  private readonly surnames = new WeightedPicker(SURNAMES);
  private readonly categories: WeightedPicker<Category>;

  constructor(
    private readonly seed: number,
    states: readonly BrazilState[],
    private readonly reference: CatalogueReference,
  ) {
    this.places = new PlacePicker(states);
    this.categories = new WeightedPicker(reference.categories.map((category) => [category, category.weight] as const));
  }

  /** Creator number `index` of this catalogue. */
  generate(index: number): CreatorDraft {
    const random = new Random(mixSeed(this.seed, index));
    const female = random.chance(0.62);
    const firstName = random.pick(female ? FEMALE_FIRST_NAMES : MALE_FIRST_NAMES);
    const surnames = this.drawSurnames(random);
    const name = `${firstName} ${surnames}`;
    const lastName = surnames.split(' ').at(-1) ?? surnames;
    const place = this.places.pick(random, index);
    const chosen = this.drawCategories(random);
    const audience = drawAudience(random);
    const networks = leaveUnstated(random, this.drawNetworks(random, firstName, lastName, chosen[0]?.name ?? 'conteudo', audience));
    // The card sums and averages the networks exactly as refreshCreatorCard does.
    const { followers, engagementBp } = aggregateAudience(networks);

    return {
      index,
      externalId: `seed-${index}`,
      name,
      email: `${slugify(firstName).replaceAll('-', '.')}.${slugify(lastName)}${index}@exemplo.com.br`,
      phone: `(${place.areaCode}) 9${random.int(6000, 9999)}-${String(random.int(0, 9999)).padStart(4, '0')}`,
      miniBio: this.miniBio(random, female, chosen, place.city, place.state),
      state: place.state,
      city: place.city,
      slug: `${slugify(name)}-${index}`,
      nameFolded: foldText(name),
      cityFolded: foldText(place.city),
      searchText: foldText([name, ...networks.map((network) => network.username), place.city].join(' ')),
      followers,
      engagementBp,
      // Prices and badges follow the real audience, whether or not the profile states it.
      prices: drawPrices(random, audience.followers, networks.some((network) => network.name === 'tiktok')),
      categoryIds: chosen.map((category) => category.id),
      networks,
      badgeIds: drawBadges(random, audience.followers, engagementBp ?? audience.engagementBp).map((key) => this.reference.badgeIds[key]),
      active: !random.chance(0.01),
    };
  }

  /** One surname, or two different ones (mother's, then father's), as many Brazilians use. */
  private drawSurnames(random: Random): string {
    const last = this.surnames.pick(random);
    if (!random.chance(0.3)) return last;
    const middle = this.surnames.pick(random);
    return middle === last ? last : `${middle} ${last}`;
  }

  /** One to three niches: one or two categories, often with a sub-category of the first. */
  private drawCategories(random: Random): { readonly id: number; readonly name: string }[] {
    const first = this.categories.pick(random);
    const chosen: { id: number; name: string }[] = [first];
    if (random.chance(0.4)) {
      const second = this.categories.pick(random);
      if (second.id !== first.id) chosen.push(second);
    }
    if (first.subCategories.length > 0 && random.chance(0.55)) chosen.push(random.pick(first.subCategories));
    return chosen;
  }

  /**
   * Splits the audience over Instagram (always), TikTok and YouTube (some creators), each
   * with its own engagement around the creator's (TikTok higher, YouTube lower).
   */
  private drawNetworks(random: Random, firstName: string, lastName: string, niche: string, audience: Audience): NetworkDraft[] {
    const handle = drawUsername(random, firstName, lastName, niche);
    const entries: { name: NetworkDraft['name']; username: string; link: string; share: number; engagementFactor: number }[] = [
      { name: 'instagram', username: handle, link: `https://www.instagram.com/${handle}`, share: 1, engagementFactor: 1 },
    ];
    if (random.chance(0.55)) {
      const username = random.chance(0.7) ? handle : drawUsername(random, firstName, lastName, niche);
      entries.push({ name: 'tiktok', username, link: `https://www.tiktok.com/@${username}`, share: random.logNormal(0.5, 0.8), engagementFactor: 1.4 });
    }
    if (random.chance(0.22)) {
      entries.push({ name: 'youtube', username: handle, link: `https://www.youtube.com/@${handle}`, share: random.logNormal(0.15, 0.8), engagementFactor: 0.6 });
    }
    const totalShare = entries.reduce((sum, entry) => sum + entry.share, 0);
    const { min, max } = AUDIENCE_BOUNDS.engagementBp;
    const networks = entries.map(({ name, username, link, share, engagementFactor }) => ({
      name,
      username,
      link,
      followers: Math.floor((audience.followers * share) / totalShare),
      engagementBp: Math.round(Math.min(max, Math.max(min, audience.engagementBp * engagementFactor * random.logNormal(1, 0.1)))),
    }));
    // Instagram takes what rounding left over, so the networks add up to the drawn audience.
    const [instagram, ...others] = networks;
    if (!instagram) throw new Error('drawNetworks: no Instagram');
    const othersFollowers = others.reduce((sum, network) => sum + network.followers, 0);
    return [{ ...instagram, followers: audience.followers - othersFollowers }, ...others];
  }

  private miniBio(random: Random, female: boolean, chosen: readonly { readonly name: string }[], city: string, state: string): string {
    const topics = chosen.map((category) => category.name);
    const topicText = topics.length > 1 ? `${topics.slice(0, -1).join(', ')} e ${topics.at(-1) ?? ''}` : (topics[0] ?? '');
    const templates = [
      `${female ? 'Criadora' : 'Criador'} de conteúdo de ${topicText} em ${city}/${state}.`,
      `Falo de ${topicText.toLowerCase()} direto de ${city}. Parcerias pelo direct!`,
      `${topicText} | ${city} - ${state} | Conteúdo leve e verdadeiro todo dia.`,
      `Apaixonad${female ? 'a' : 'o'} por ${topicText.toLowerCase()}. ${city}/${state}.`,
    ];
    return random.pick(templates);
  }
}
