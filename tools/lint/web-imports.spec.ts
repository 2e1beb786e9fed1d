import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { webImports } from './web-imports.js';

const linter = new Linter({ configType: 'flat' });
const config = [{ files: ['**/*.tsx'], languageOptions: { parser: tseslint.parser }, rules: webImports }];

const problems = (code: string) => linter.verify(code, config, 'packages/web/src/features/x/x.tsx').map((message) => message.ruleId);

describe('web imports', () => {
  it.each([
    ["Chakra's English-named close button", "import { CloseButton, Dialog } from '@chakra-ui/react';"],
    ['a deep import by name, as everywhere', "import { slugify } from '@publi/domain/src/text/slugify.js';"],
  ])('reject %s', (_, code) => {
    expect(problems(code)).toEqual(['no-restricted-imports']);
  });

  it("allow Chakra's other components and the pt-BR close button", () => {
    expect(problems("import { Dialog, IconButton } from '@chakra-ui/react';")).toEqual([]);
    expect(problems("import { CloseButton } from '../../shared/close-button.js';")).toEqual([]);
  });
});
