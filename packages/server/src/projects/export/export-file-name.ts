import { slugify } from '@publi/domain';

/**
 * A download's name for Content-Disposition: `ascii` for `filename=` (old clients), `utf8` for
 * `filename*=` (accents kept). Nothing from the project's name can break out of the header.
 */
export function exportFileName(name: string, extension: 'csv' | 'xlsx'): { readonly ascii: string; readonly utf8: string } {
  const ascii = `${slugify(name) || 'projeto'}.${extension}`;
  const readable = name.replace(/[^]/gu, (character) => (isUnsafe(character) ? ' ' : character)).replace(/\s+/g, ' ').trim().slice(0, 120) || 'projeto';
  return { ascii, utf8: `${readable}.${extension}` };
}

/** The Content-Disposition header of a download named `name`. */
export function contentDisposition(name: string, extension: 'csv' | 'xlsx'): string {
  const { ascii, utf8 } = exportFileName(name, extension);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(utf8)}`;
}

// Control characters and the ones file systems refuse in a name.
function isUnsafe(character: string): boolean {
  const code = character.charCodeAt(0);
  return code < 0x20 || code === 0x7f || '"\\/:*?<>|'.includes(character);
}
