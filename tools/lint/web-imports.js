// @ts-check
import { packageImportPatterns } from './package-imports.js';

/**
 * `no-restricted-imports` for the web: the package rules, plus the Chakra components that name
 * themselves in English by default, which the web takes from its own pt-BR wrappers instead.
 * The wrappers themselves are left out of the file set (see eslint.config.js).
 *
 * @type {import('eslint').Linter.RulesRecord}
 */
export const webImports = {
  'no-restricted-imports': [
    'error',
    {
      patterns: packageImportPatterns(),
      paths: [
        {
          name: '@chakra-ui/react',
          importNames: ['CloseButton'],
          message: 'Chakra names its close button "Close": import CloseButton from shared/close-button.tsx, which names it in pt-BR.',
        },
      ],
    },
  ],
};
