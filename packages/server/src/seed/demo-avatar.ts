import { crc32, deflateSync } from 'node:zlib';

const SIZE = 256;

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** Inside the silhouette: a head and the curve of the shoulders, in unit coordinates. */
function isPerson(x: number, y: number): boolean {
  const head = (x - 0.5) ** 2 + (y - 0.4) ** 2 < 0.17 ** 2;
  const shoulders = ((x - 0.5) / 0.34) ** 2 + ((y - 0.98) / 0.36) ** 2 < 1;
  return head || shoulders;
}

/**
 * The demo creator's profile photo: a 256x256 PNG, a coral-to-amber gradient behind a light
 * silhouette. Drawn here, so the demo needs no image file in the repository nor a network.
 */
export function demoAvatarPng(): Buffer {
  const rows = Buffer.alloc(SIZE * (1 + SIZE * 3));
  for (let row = 0; row < SIZE; row += 1) {
    const start = row * (1 + SIZE * 3);
    rows[start] = 0; // filter: none
    for (let column = 0; column < SIZE; column += 1) {
      const x = column / SIZE;
      const y = row / SIZE;
      const t = (x + y) / 2;
      const [red, green, blue] = isPerson(x, y) ? [255, 240, 230] : [Math.round(244 + 8 * t), Math.round(92 + 100 * t), Math.round(110 - 60 * t)];
      rows.set([red, green, blue], start + 1 + column * 3);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(SIZE, 0);
  header.writeUInt32BE(SIZE, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
}
