import { describe, expect, it } from 'vitest';
import { emailField, imageUrlField, phoneField, websiteField } from './contact-fields.schema.js';

describe('imageUrlField', () => {
  const image = imageUrlField();

  it('accepts what the upload route answers: an http(s) address or a path on this site', () => {
    for (const url of ['https://storage.googleapis.com/publi/ana.webp', 'http://127.0.0.1:3000/api/uploads/a.png', '/uploads/2025/ana.webp']) {
      expect(image.safeParse(url).success, url).toBe(true);
    }
  });

  it('refuses other schemes, protocol-relative addresses and attribute breakers', () => {
    for (const url of ['javascript:alert(1)', 'data:image/png;base64,AAAA', '//evil.com/a.png', '/a.png" onerror="alert(1)', 'uploads/a.png', '/a b.png']) {
      expect(image.safeParse(url).success, url).toBe(false);
    }
  });
});

describe('phoneField', () => {
  const phone = phoneField();

  it('reads the usual notations and keeps the digits', () => {
    expect(phone.parse('(11) 91234-5678')).toBe('11912345678');
    expect(phone.parse('+55 11 91234-5678')).toBe('5511912345678');
    expect(phone.parse('1132345678')).toBe('1132345678');
  });

  it('refuses numbers without the area code, or with letters', () => {
    for (const text of ['91234-5678', '(11) 9123A-5678', '0800 123 4567', '+1 (212) 555-0100 999']) {
      expect(phone.safeParse(text).success, text).toBe(false);
    }
  });
});

describe('emailField', () => {
  it('accepts an address and trims it', () => {
    expect(emailField().parse('  ana@exemplo.com.br ')).toBe('ana@exemplo.com.br');
  });

  it('refuses malformed and oversized addresses', () => {
    for (const text of ['ana', 'ana@', '@x.com', 'ana @x.com', `${'a'.repeat(250)}@x.com`]) expect(emailField().safeParse(text).success, text).toBe(false);
  });
});

describe('websiteField', () => {
  it("follows the spec's URL pattern", () => {
    expect(websiteField().safeParse('www.publi.com.br/sobre?ref=a').success).toBe(true);
    expect(websiteField().safeParse('http://localhost:3000').success).toBe(false);
  });
});
