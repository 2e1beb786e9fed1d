import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// A form control's `name` becomes a property of its form (`form.elements` and `form[name]`), so
// a name such as `ownerDocument` or `name` hides the form's own `ownerDocument` or `name`. That
// broke the accessibility tree of the bank form for Playwright and assistive technology alike
// (every control in it lost its role and label), so no control may be named like one.
const SOURCES = resolve(import.meta.dirname, '../..');

function tsxFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return tsxFiles(path);
    return entry.name.endsWith('.tsx') && !entry.name.endsWith('.spec.tsx') ? [path] : [];
  });
}

function controlNames(source: string): string[] {
  return [...source.matchAll(/<(?:Input|input|Textarea|textarea|select|NativeSelect\.Field|PasswordInput)\b[^>]*?\sname="([^"]+)"/g)].map((match) => match[1] ?? '');
}

describe('form control names', () => {
  it('never shadow a property of the form that holds them', () => {
    const clashes = tsxFiles(SOURCES).flatMap((file) =>
      controlNames(readFileSync(file, 'utf8'))
        .filter((name) => name in HTMLFormElement.prototype || name in Node.prototype)
        .map((name) => `${file.slice(SOURCES.length)}: name="${name}"`),
    );
    expect(clashes).toEqual([]);
  });

  it('finds the names it checks', () => {
    expect(controlNames('<Input name="pixKey" autoComplete="off" />')).toEqual(['pixKey']);
    expect('ownerDocument' in HTMLFormElement.prototype || 'ownerDocument' in Node.prototype).toBe(true);
  });
});
