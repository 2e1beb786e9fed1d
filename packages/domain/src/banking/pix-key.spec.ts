import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pixKeyInfo } from './pix-key.js';

const hex = fc.constantFrom(...Array.from('0123456789abcdef'));
const hexes = (length: number) => fc.string({ unit: hex, minLength: length, maxLength: length });
const uuid = fc.tuple(hexes(8), hexes(4), hexes(4), hexes(4), hexes(12)).map((parts) => parts.join('-'));
// Anatel's area codes (DDD): a mobile key must use one of them.
const DDDS = [11, 12, 13, 14, 15, 16, 17, 18, 19, 21, 22, 24, 27, 28, 31, 32, 33, 34, 35, 37, 38, 41, 42, 43, 44, 45, 46, 47, 48, 49, 51, 53, 54, 55, 61, 62, 63, 64, 65, 66, 67, 68, 69, 71, 73, 74, 75, 77, 79, 81, 82, 83, 84, 85, 86, 87, 88, 89, 91, 92, 93, 94, 95, 96, 97, 98, 99];
const mobile = fc
  .tuple(fc.constantFrom(...DDDS), fc.integer({ min: 0, max: 99_999_999 }))
  .map(([ddd, rest]) => ({ ddd: String(ddd), number: `9${String(rest).padStart(8, '0')}` }));

describe('pixKeyInfo', () => {
  it('recognises each kind of key and writes it the DICT way', () => {
    expect(pixKeyInfo('529.982.247-25')).toEqual({ type: 'cpf', value: '52998224725' });
    expect(pixKeyInfo('11.222.333/0001-81')).toEqual({ type: 'cnpj', value: '11222333000181' });
    expect(pixKeyInfo(' Ana@Example.COM ')).toEqual({ type: 'email', value: 'ana@example.com' });
    expect(pixKeyInfo('(11) 98765-4321')).toEqual({ type: 'phone', value: '+5511987654321' });
    expect(pixKeyInfo('71C7D9BE-4B85-4E43-9F1C-1F3B8B4E9A2D')).toEqual({ type: 'evp', value: '71c7d9be-4b85-4e43-9f1c-1f3b8b4e9a2d' });
  });

  it.each(['', 'chave', '123.456.789-00', '(11) 3333-4444', 'ana@', '71c7d9be-4b85'])('refuses %j', (text) => {
    expect(pixKeyInfo(text)).toBeNull();
  });

  it('reads any random key in any case as its lowercase form', () => {
    fc.assert(fc.property(uuid, fc.boolean(), (key, upper) => {
      expect(pixKeyInfo(upper ? key.toUpperCase() : key)).toEqual({ type: 'evp', value: key });
    }));
  });

  it('reads a mobile number written with its mask or +55 as the same phone key', () => {
    fc.assert(
      fc.property(mobile, ({ ddd, number }) => {
        const canonical = `+55${ddd}${number}`;
        expect(pixKeyInfo(`(${ddd}) ${number.slice(0, 5)}-${number.slice(5)}`)).toEqual({ type: 'phone', value: canonical });
        expect(pixKeyInfo(canonical)).toEqual({ type: 'phone', value: canonical });
      }),
    );
  });

  it('gives a canonical form that reads back as itself', () => {
    const anyKey = fc.oneof(uuid, fc.emailAddress(), mobile.map(({ ddd, number }) => `(${ddd}) ${number}`), fc.string({ maxLength: 20 }));
    fc.assert(
      fc.property(anyKey, (text) => {
        const info = pixKeyInfo(text);
        if (info !== null) expect(pixKeyInfo(info.value)).toEqual(info);
      }),
    );
  });
});
