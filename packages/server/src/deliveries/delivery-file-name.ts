import { DELIVERY_LIMITS } from '@publi/contract';

/**
 * The name a delivered file is shown and downloaded with: the last part of what the browser
 * sent, without control characters, quotes or path separators, cut to a readable length. Only
 * ever displayed: the stored file has a server-chosen key.
 */
export function deliveryFileName(sent: string | undefined, extension: string): string {
  const last = (sent ?? '').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
  const clean = last.replace(/[\u0000-\u001f\u007f"<>|:*?]/g, '').trim();
  const name = clean === '' || clean.startsWith('.') ? `entrega.${extension}` : clean;
  return name.length <= DELIVERY_LIMITS.fileName ? name : `${name.slice(0, DELIVERY_LIMITS.fileName - extension.length - 1)}.${extension}`;
}
