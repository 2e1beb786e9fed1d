import { imageSrcSet } from '@publi/contract';
import { DEFAULT_CREATOR_IMAGE, formatBRL, isPriceSet, LOCALE } from '@publi/domain';

const compact = new Intl.NumberFormat(LOCALE, { notation: 'compact', maximumFractionDigits: 1 });
const percent = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 1 });
const whole = new Intl.NumberFormat(LOCALE);

/** Followers the short way: '950', '12,3 mil', '1,2 mi'. */
export function formatFollowers(followers: number | null): string {
  return followers === null ? '—' : compact.format(followers);
}

/** Engagement in percent ('4,5%'), or '—' when unknown. */
export function formatEngagement(engagement: number | null): string {
  return engagement === null ? '—' : `${percent.format(engagement)}%`;
}

/** A count with pt-BR thousands: '1.234'. */
export function formatCount(count: number): string {
  return whole.format(count);
}

/** 'Recife, PE', whichever half is known, or `null` when neither is. */
export function formatLocation(city: string | null, state: string | null): string | null {
  const parts = [city, state].filter((part): part is string => part !== null && part.trim() !== '');
  return parts.length === 0 ? null : parts.join(', ');
}

/** A price in centavos as BRL ('R$ 150,00'); an unset price (0) is "Sob consulta". */
export function formatPrice(centavos: number): string {
  return isPriceSet(centavos) ? formatBRL(centavos) : 'Sob consulta';
}

/** The creator's picture, or the placeholder the seeded creators all use. */
export function creatorImage(image: string | null): string {
  return image === null || image.trim() === '' ? DEFAULT_CREATOR_IMAGE : image;
}

/** An `<img>`'s sources: the address, and for a photo the server stored its resized copies. */
export interface PhotoSources {
  readonly src: string;
  readonly srcSet?: string;
  readonly sizes?: string;
}

/**
 * The creator's picture with the widths the server offers (`srcset`), so a phone downloads a
 * copy its screen needs rather than the original; `sizes` is how wide the picture shows, in the
 * `sizes` attribute's own syntax.
 */
export function creatorPhoto(image: string | null, sizes: string): PhotoSources {
  const src = creatorImage(image);
  const srcSet = imageSrcSet(src);
  return srcSet === undefined ? { src } : { src, srcSet, sizes };
}
