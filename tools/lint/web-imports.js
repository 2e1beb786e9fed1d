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
        {
          // The web reaches the API through @publi/adapters-http, whose checked adapters load zod
          // and the schemas in their own chunk, after configuring zod without eval (the site's
          // Content-Security-Policy). A value from a schema module would bring zod into the first
          // visit, and build schemas before that configuration.
          name: '@publi/contract',
          allowImportNames: ['imageSrcSet', 'PRIVACY_POLICY_VERSION', 'CHAT_MESSAGE_MAX'],
          allowTypeImports: true,
          message: 'Only the contract\'s zod-free constants reach the web (imageSrcSet, PRIVACY_POLICY_VERSION, CHAT_MESSAGE_MAX); a new one must live outside the schema modules first.',
        },
      ],
    },
  ],
};
