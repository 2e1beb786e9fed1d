import { createHash } from 'node:crypto';
import { CRC32C } from '@google-cloud/storage';

/** One object the fake Cloud Storage keeps in memory. */
export interface FakeGcsObject {
  readonly bucket: string;
  readonly name: string;
  readonly bytes: Buffer;
  readonly contentType: string;
  readonly generation: number;
  readonly created: Date;
}

/** The object's JSON API resource, with the hashes the SDK checks an upload and a download against. */
export function objectResource(object: FakeGcsObject): Record<string, string> {
  return {
    kind: 'storage#object',
    id: `${object.bucket}/${object.name}/${String(object.generation)}`,
    bucket: object.bucket,
    name: object.name,
    generation: String(object.generation),
    metageneration: '1',
    contentType: object.contentType,
    size: String(object.bytes.length),
    md5Hash: md5Of(object.bytes),
    crc32c: crc32cOf(object.bytes),
    timeCreated: object.created.toISOString(),
    updated: object.created.toISOString(),
  };
}

/** The `x-goog-hash` header of a whole download. */
export function hashHeader(object: FakeGcsObject): string {
  return `crc32c=${crc32cOf(object.bytes)},md5=${md5Of(object.bytes)}`;
}

const md5Of = (bytes: Buffer) => createHash('md5').update(bytes).digest('base64');
// The SDK's own CRC32C, so the fake's hash is the one the SDK checks against (base64 of the big-endian value).
function crc32cOf(bytes: Buffer): string {
  const crc32c = new CRC32C();
  crc32c.update(bytes);
  return crc32c.toString();
}
