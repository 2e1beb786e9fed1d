import { SNIFFED_TYPES, type SniffedType } from '../uploads/sniff-content-type.js';

const TYPE_OF_EXTENSION = new Map<string, SniffedType>(Object.entries(SNIFFED_TYPES).map(([type, extension]) => [extension, type as SniffedType]));

/**
 * The type of a stored file, from its key's extension: the server chose that extension from the
 * file's own bytes (`uploads.service.ts`), so a local file needs no type kept beside it.
 */
export function contentTypeOfKey(key: string): string {
  const extension = key.slice(key.lastIndexOf('.') + 1);
  return TYPE_OF_EXTENSION.get(extension) ?? 'application/octet-stream';
}
