import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { recipes as chakraRecipes, slotRecipes as chakraSlotRecipes } from '@chakra-ui/react/theme';
import { describe, expect, it } from 'vitest';
import { system } from './system.js';

const SOURCES = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const CHAKRA_ESM = join(dirname(createRequire(import.meta.url).resolve('@chakra-ui/react/package.json')), 'dist/esm');

/** Every file of the web app that ships (tests and test helpers left out). */
function appSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : appSources(path);
    return /\.tsx?$/.test(entry.name) && !/\.spec\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The names the app imports from `@chakra-ui/react`. */
function importedChakraNames(): Set<string> {
  const names = new Set<string>();
  for (const file of appSources(SOURCES)) {
    for (const [, list] of readFileSync(file, 'utf8').matchAll(/import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*'@chakra-ui\/react'/g)) {
      for (const item of (list ?? '').split(',')) {
        const name = (item.replace(/^\s*type\s+/, '').split(/\s+as\s+/)[0] ?? '').trim();
        if (name !== '') names.add(name);
      }
    }
  }
  return names;
}

/** Which of Chakra's module files exports each public name (`export { A, B as C } from`, `export { ns as Dialog }`). */
function chakraModuleOf(): Map<string, string> {
  const index = readFileSync(join(CHAKRA_ESM, 'index.js'), 'utf8');
  const modules = new Map<string, string>();
  const namespaces = new Map([...index.matchAll(/import \* as (\S+) from '([^']+)'/g)].map(([, alias = '', path = '']) => [alias, path]));
  for (const [, list = '', path] of index.matchAll(/export \{([^}]*)\}(?: from '([^']+)')?/g)) {
    for (const item of list.split(',')) {
      const [local = '', exported = local] = item.trim().split(/\s+as\s+/);
      const from = path ?? namespaces.get(local);
      if (from?.startsWith('./')) modules.set(exported.trim(), join(CHAKRA_ESM, from));
    }
  }
  return modules;
}

/** The recipe keys (`key: "button"`) a Chakra module and the Chakra modules it imports ask for. */
function recipeKeysReachedFrom(start: string, seen = new Set<string>()): Set<string> {
  const keys = new Set<string>();
  const visit = (file: string): void => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    for (const [, key = ''] of code.matchAll(/\bkey: "([A-Za-z]+)"/g)) keys.add(key);
    for (const [, path = ''] of code.matchAll(/from '(\.{1,2}\/[^']+)'/g)) visit(join(dirname(file), path));
  };
  visit(start);
  return keys;
}

describe("Publi's Chakra theme", () => {
  const modules = chakraModuleOf();
  const needed = new Set<string>();
  for (const name of importedChakraNames()) {
    const file = modules.get(name);
    if (file !== undefined) for (const key of recipeKeysReachedFrom(file)) needed.add(key);
  }
  // Keys Chakra's components ask for that its default theme has no recipe for (`text`) style nothing.
  const styled = [...needed].filter((key) => key in chakraRecipes || key in chakraSlotRecipes).sort();

  it('reads the recipes of the components the app renders', () => {
    // The reading itself must work, or the check below would pass on an empty list.
    expect(styled).toEqual(expect.arrayContaining(['button', 'dialog', 'field', 'input', 'toast']));
  });

  it.each(styled)('has the recipe %s, so that component is not rendered unstyled', (key) => {
    const found = key in chakraRecipes ? system.isRecipe(key) : system.isSlotRecipe(key);
    expect(found).toBe(true);
  });

  it('leaves out the recipes of components the app does not render', () => {
    const kept = [...Object.keys(chakraRecipes), ...Object.keys(chakraSlotRecipes)].filter((key) => system.isRecipe(key) || system.isSlotRecipe(key));
    expect(kept.sort()).toEqual(styled);
  });
});
