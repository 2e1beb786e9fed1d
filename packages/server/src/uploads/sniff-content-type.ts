/** The file types the API can store, as read from their first bytes, with the extension each is stored under. */
export const SNIFFED_TYPES = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
  'video/mp4': 'mp4',
} as const;

/** One of {@link SNIFFED_TYPES}. */
export type SniffedType = keyof typeof SNIFFED_TYPES;

const ascii = (text: string): number[] => Array.from(text, (char) => char.charCodeAt(0));

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  if (bytes.length < offset + signature.length) return false;
  return signature.every((byte, index) => bytes[offset + index] === byte);
}

function text(bytes: Uint8Array, offset: number, length: number): string {
  return String.fromCharCode(...bytes.subarray(offset, offset + length));
}

// ISO base media files all open with an `ftyp` box; its major brand says what they are.
// HEIF/AVIF photos and QuickTime movies share the box but are not MP4 video, so they are
// told apart by brand rather than accepted as video/mp4.
const NOT_MP4_BRANDS: ReadonlySet<string> = new Set([
  'avif', 'avis', 'heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'mif1', 'msf1', 'qt  ', 'crx ',
]);

function isMp4(bytes: Uint8Array): boolean {
  if (!startsWith(bytes, ascii('ftyp'), 4) || bytes.length < 12) return false;
  return !NOT_MP4_BRANDS.has(text(bytes, 8, 4));
}

/**
 * The type of a file judged from its bytes alone, never from its name or the type the
 * client declared: a PNG renamed `.pdf` is a PNG, a script named `.png` is nothing we store.
 *
 * @returns the type, or `undefined` when the bytes are none of {@link SNIFFED_TYPES}.
 */
export function sniffContentType(bytes: Uint8Array): SniffedType | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  if (startsWith(bytes, ascii('%PDF-'))) return 'application/pdf';
  if (isMp4(bytes)) return 'video/mp4';
  return undefined;
}
