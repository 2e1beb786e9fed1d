import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import { chakraThemeWithRecipes } from './chakra-theme.js';
import { BREAKPOINTS, THEME_COLORS } from '@publi/domain';

/**
 * A `colorPalette` Chakra's recipes can use (`<Button colorPalette="secondary">`): the solid
 * colour, the text on it, and softer shades for hovers, badges and focus rings. `fg` is the
 * palette's colour as text (links, subtle tags and badges): a darker shade of `solid` that reads
 * at 4.5:1 or more (WCAG AA) on white, `subtle` and the grey `bg.muted`, where the brand colour
 * itself does not (the accessibility walk, e2e/tests/accessibility.spec.ts, checks it).
 */
function palette(solid: string, fg: string, subtle: string, muted: string) {
  return {
    solid: { value: solid },
    contrast: { value: '#ffffff' },
    fg: { value: fg },
    muted: { value: muted },
    subtle: { value: subtle },
    emphasized: { value: muted },
    focusRing: { value: solid },
  };
}

const config = defineConfig({
  // SPEC section 9: mobile at 720 px or less, desktop from 1280 px. `md` starts just past mobile.
  theme: {
    breakpoints: { sm: '480px', md: `${BREAKPOINTS.mobile + 1}px`, lg: '1024px', xl: `${BREAKPOINTS.desktop}px`, '2xl': '1536px' },
    tokens: {
      fonts: {
        heading: { value: "'Inter', 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif" },
        body: { value: "'Inter', 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif" },
      },
    },
    semanticTokens: {
      colors: {
        primary: palette(THEME_COLORS.primary, THEME_COLORS.primary, '#f2f2f2', '#d9d9d9'),
        secondary: palette(THEME_COLORS.secondary, '#c4006b', '#fde6f2', '#f9b3d8'),
        info: palette(THEME_COLORS.info, '#1a5fb8', '#e6f0fc', '#b3cff3'),
        success: palette(THEME_COLORS.success, '#137a46', '#e3f5ec', '#a9dfc3'),
        // Chakra's grey focus ring (gray.400) reads at 2.6:1 on white, and WCAG 1.4.11 asks 3:1 of
        // what shows a control's state: inputs, ghost buttons and links ring in gray.600 (7.7:1).
        gray: { focusRing: { value: '{colors.gray.600}' } },
        // Chakra's error red (red.500) reads at 3.8:1 on white: errors beside fields and refusals
        // must read at 4.5:1 (WCAG AA), as the accessibility walk checks.
        fg: { error: { value: { _light: '{colors.red.700}', _dark: '{colors.red.300}' } } },
      },
    },
  },
  globalCss: {
    'html, body': { bg: 'bg', color: 'fg' },
    // While the search overlay is open the page behind it must not scroll (SPEC section 4).
    'body.scroll-locked': { overflow: 'hidden' },
  },
});

/**
 * Publi's Chakra system: Chakra's default theme with only the recipes Publi's components use
 * (`chakra-theme.ts`), and the product's colours and breakpoints. The configs go to
 * `createSystem` as they are: it clones and merges them itself, and merging them beforehand
 * made it clone the whole theme twice, which doubled its time at every page's start-up
 * (about 170 against 80 ms in Node on the CI machine).
 */
export const system = createSystem(defaultBaseConfig, chakraThemeWithRecipes, config);
