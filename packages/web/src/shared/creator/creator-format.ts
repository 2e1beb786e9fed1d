import { centavosFromDecimal, DEFAULT_CREATOR_IMAGE, formatBRL, isPriceSet, LOCALE } from '@publi/domain';

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

/** A price from the wire ('150.00') in BRL; unset prices ('0.00') are "Sob consulta". */
export function formatPrice(decimal: string): string {
  const centavos = priceCentavos(decimal);
  return centavos > 0 ? formatBRL(centavos) : 'Sob consulta';
}

/** Centavos of a wire price, 0 when unset or unreadable (a bad price never breaks a total). */
export function priceCentavos(decimal: string): number {
  if (!isPriceSet(decimal)) return 0;
  try {
    return centavosFromDecimal(decimal);
  } catch {
    return 0;
  }
}

/** The creator's picture, or the placeholder the seeded creators all use. */
export function creatorImage(image: string | null): string {
  return image === null || image.trim() === '' ? DEFAULT_CREATOR_IMAGE : image;
}
