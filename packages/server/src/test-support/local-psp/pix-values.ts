import { randomBytes, randomInt } from 'node:crypto';

/** The local PSP's ISPB (8 digits), which starts its endToEndIds and rtrIds. */
export const LOCAL_PSP_ISPB = '99999999';

const ALPHANUMERIC = 'abcdefghijklmnopqrstuvwxyz0123456789';

function alphanumeric(length: number): string {
  let text = '';
  while (text.length < length) text += ALPHANUMERIC.charAt(randomInt(ALPHANUMERIC.length));
  return text;
}

function minuteStamp(at: Date): string {
  return at.toISOString().replace(/\D/gu, '').slice(0, 12);
}

/** An endToEndId as the SPI writes them: `E`, the ISPB, yyyyMMddHHmm (UTC) and 11 letters or digits: 32 characters. */
export function newEndToEndId(at: Date): string {
  return `E${LOCAL_PSP_ISPB}${minuteStamp(at)}${alphanumeric(11)}`;
}

/** A refund's rtrId: the same shape as an endToEndId, starting with `D`. */
export function newReturnId(at: Date): string {
  return `D${LOCAL_PSP_ISPB}${minuteStamp(at)}${alphanumeric(11)}`;
}

/** A payload location's opaque tail: 32 hexadecimal characters. */
export function newLocationToken(): string {
  return randomBytes(16).toString('hex');
}

/** A money string of the API Pix (`"123.45"`) in centavos; it has passed the document's anchored pattern. */
export function toCentavos(valor: string): number {
  const [reais = '0', cents = '0'] = valor.split('.');
  return Number(reais) * 100 + Number(cents);
}

/** Centavos as the API Pix writes money: reais, a dot and two digits. */
export function toValor(centavos: number): string {
  return `${Math.floor(centavos / 100)}.${String(centavos % 100).padStart(2, '0')}`;
}

/** A share of an amount, rounded half up to the centavo (`rate` in percent, possibly fractional). */
export function percentOf(centavos: number, percent: number): number {
  return Math.round((centavos * percent) / 100);
}

// The payer's calendar: Brazil has had no daylight saving time since 2019, so UTC-3 all year.
const BRASILIA_OFFSET_MS = 3 * 60 * 60 * 1000;

/** The date (YYYY-MM-DD) in Brasília at an instant: when a cobv counts a day as late. */
export function brasiliaDate(at: Date): string {
  return new Date(at.getTime() - BRASILIA_OFFSET_MS).toISOString().slice(0, 10);
}

/** Whole calendar days from one YYYY-MM-DD date to another (negative when `to` comes first). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}
