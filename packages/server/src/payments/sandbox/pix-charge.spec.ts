import { createRequire } from 'node:module';
import { PNG } from 'pngjs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildPixCharge, newTxid } from './pix-charge.js';

// jsqr (a maintained QR reader) is CommonJS whose types declare an ES default export that the
// compiler and the linter read differently: it is loaded as what it is, a module exporting one function.
type Decode = (data: Uint8ClampedArray, width: number, height: number) => { readonly data: string } | null;
const loaded = createRequire(import.meta.url)('jsqr') as Decode | { readonly default: Decode };
const jsQR: Decode = typeof loaded === 'function' ? loaded : loaded.default;

// An independent reader of the BR Code, written from the Banco Central's manual ("Manual de
// Padrões para Iniciação do Pix", annex on the BR Code): the payload is a list of EMV TLV fields,
// each a two-digit id, a two-digit length and the value; templates (26, 62) nest fields the same
// way; field 63 closes it with the CRC16-CCITT (polynomial 0x1021, initial 0xFFFF) of everything
// before its value, "6304" included, in four uppercase hex digits.

function readFields(text: string): Map<string, string> {
  const fields = new Map<string, string>();
  let at = 0;
  while (at < text.length) {
    const id = text.slice(at, at + 2);
    const length = Number(text.slice(at + 2, at + 4));
    if (!/^\d{2}$/.test(id) || !Number.isInteger(length)) throw new Error(`bad field at ${String(at)}`);
    fields.set(id, text.slice(at + 4, at + 4 + length));
    at += 4 + length;
  }
  if (at !== text.length) throw new Error('a field runs past the end');
  return fields;
}

function crc16Ccitt(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

const MERCHANT = { key: '7d9f0335-8dcc-4054-9bf9-0dbd61d36906', name: 'PUBLI TECNOLOGIA', city: 'SAO PAULO' };
const EXPIRES = new Date('2026-11-24T12:30:00Z');

describe('the Pix BR Code', () => {
  it('carries the merchant, the amount, the txid and a CRC16 that checks', async () => {
    const txid = newTxid();
    const { code } = await buildPixCharge(MERCHANT, 165_000, txid, EXPIRES);
    const fields = readFields(code);
    expect(fields.get('00')).toBe('01');
    expect(fields.get('52')).toBe('0000');
    expect(fields.get('53')).toBe('986');
    expect(fields.get('54')).toBe('1650.00');
    expect(fields.get('58')).toBe('BR');
    expect(fields.get('59')).toBe('PUBLI TECNOLOGIA');
    expect(fields.get('60')).toBe('SAO PAULO');
    const account = readFields(fields.get('26') ?? '');
    expect(account.get('00')?.toLowerCase()).toBe('br.gov.bcb.pix');
    expect(account.get('01')).toBe(MERCHANT.key);
    expect(readFields(fields.get('62') ?? '').get('05')).toBe(txid);
    expect(code.slice(-8, -4)).toBe('6304');
    expect(fields.get('63')).toBe(crc16Ccitt(code.slice(0, -4)));
  });

  it('writes any amount of centavos exactly, with a valid CRC', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 1_100_000_000 }), async (centavos) => {
        const { code } = await buildPixCharge(MERCHANT, centavos, newTxid(), EXPIRES);
        const fields = readFields(code);
        expect(Math.round(Number(fields.get('54')) * 100)).toBe(centavos);
        expect(fields.get('63')).toBe(crc16Ccitt(code.slice(0, -4)));
      }),
      { numRuns: 40 },
    );
  });

  it('makes txids of 25 letters and digits, each one new', () => {
    const txids = Array.from({ length: 200 }, newTxid);
    for (const txid of txids) expect(txid).toMatch(/^[A-Z0-9]{25}$/);
    expect(new Set(txids).size).toBe(txids.length);
  });

  it('draws a QR image that a QR reader decodes back to the payload', async () => {
    const { code, qrImage } = await buildPixCharge(MERCHANT, 150_000, newTxid(), EXPIRES);
    const png = PNG.sync.read(Buffer.from(qrImage.replace(/^data:image\/png;base64,/, ''), 'base64'));
    const decoded = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
    expect(decoded?.data).toBe(code);
  });
});
