// The in-memory adapters judge a file by its first bytes, as the server does first.
const SIGNATURES = {
  'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  'application/pdf': [0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x34],
} as const;

/** A file of `type` as the in-memory adapters read it: its signature, padded with zeros to `size` bytes. */
export function aSampleFile(type: keyof typeof SIGNATURES, size = 64): Uint8Array {
  const bytes = new Uint8Array(Math.max(size, SIGNATURES[type].length));
  bytes.set(SIGNATURES[type]);
  return bytes;
}
