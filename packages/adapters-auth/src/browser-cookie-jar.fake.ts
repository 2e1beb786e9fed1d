// Test support: a cookie jar that behaves like `document.cookie` for one host and one path.
import type { CookieJar } from './cookie-jar.js';

interface StoredCookie {
  readonly value: string;
  readonly expiresAtSeconds: number | null;
}

/**
 * Like `document.cookie`: reading lists the live cookies as `name=value; ...`, writing one with
 * `Expires` in the past or `Max-Age=0` deletes it, and cookies die at their `Expires`, judged by
 * the given clock. It also keeps every string written, to check the attributes.
 */
export class BrowserCookieJarFake implements CookieJar {
  readonly writes: string[] = [];
  private readonly cookies = new Map<string, StoredCookie>();

  constructor(private readonly nowSeconds: () => number = () => Date.now() / 1000) {}

  get cookie(): string {
    const now = this.nowSeconds();
    return [...this.cookies]
      .filter(([, cookie]) => cookie.expiresAtSeconds === null || cookie.expiresAtSeconds > now)
      .map(([name, cookie]) => `${name}=${cookie.value}`)
      .join('; ');
  }

  set cookie(written: string) {
    this.writes.push(written);
    const [pair = '', ...attributes] = written.split(';').map((part) => part.trim());
    const separator = pair.indexOf('=');
    const name = pair.slice(0, separator);
    const value = pair.slice(separator + 1);
    let expiresAtSeconds: number | null = null;
    for (const attribute of attributes) {
      const [key = '', setting = ''] = attribute.split('=');
      if (key.toLowerCase() === 'expires') expiresAtSeconds = Date.parse(setting) / 1000;
      if (key.toLowerCase() === 'max-age') expiresAtSeconds = this.nowSeconds() + Number(setting);
    }
    if (expiresAtSeconds !== null && expiresAtSeconds <= this.nowSeconds()) {
      this.cookies.delete(name);
    } else {
      this.cookies.set(name, { value, expiresAtSeconds });
    }
  }

  /** The attributes of the last cookie written, by lower-case name (`Secure` maps to ''). */
  lastAttributes(): Map<string, string> {
    const [, ...attributes] = (this.writes.at(-1) ?? '').split(';').map((part) => part.trim());
    return new Map(
      attributes.map((attribute) => {
        const separator = attribute.indexOf('=');
        return separator === -1
          ? [attribute.toLowerCase(), '']
          : [attribute.slice(0, separator).toLowerCase(), attribute.slice(separator + 1)];
      }),
    );
  }
}
