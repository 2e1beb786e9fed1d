import { pageTitle } from '@publi/domain';
import type { CreatorDetails } from '../creators/creator-profile.js';
import type { PageMeta } from './page-meta.js';

/** Where the creator works, as the profile shows it: "Recife/PE", "PE", or nothing. */
function placeOf(creator: Pick<CreatorDetails, 'city' | 'state'>): string | null {
  if (creator.city !== null && creator.state !== null) return `${creator.city}/${creator.state}`;
  return creator.state ?? creator.city;
}

/**
 * A creator profile's preview: the name as title; the mini bio as description, or, without one,
 * a sentence from the niches and the place; the photo. `origin` makes addresses absolute.
 */
export function creatorPageMeta(creator: CreatorDetails, origin: string): PageMeta {
  const niches = creator.categories.slice(0, 3).map((category) => category.name.toLowerCase());
  const place = placeOf(creator);
  const fallback = [
    `${creator.name} na Publi`,
    niches.length > 0 ? `: conteúdo de ${niches.join(', ')}` : '',
    place === null ? '' : ` em ${place}`,
    '. Veja redes, público e preços e contrate com pagamento protegido.',
  ].join('');
  const bio = creator.miniBio?.trim();
  return {
    title: pageTitle(creator.name),
    description: bio !== undefined && bio !== '' ? bio : fallback,
    imageUrl: creator.image === null ? null : new URL(creator.image, origin).href,
    url: new URL(`/creator/${encodeURIComponent(creator.slug)}`, origin).href,
    type: 'profile',
  };
}
