import type { WebAppRuntimeConfig } from './web-app-runtime-config.js';

/** Where the web app's `index.html` wants the runtime configuration. */
export const CONFIG_PLACEHOLDER = '<!--publi-config-->';

// Inside a <script> element, data block or not, the HTML parser ends the script at `</script>`
// and treats `<!--` specially, whatever the JSON means; U+2028 and U+2029 ended string literals
// before ES2019. Escaped as JSON unicode escapes they read back as the same characters.
const UNSAFE_IN_SCRIPT = /[<>&\u2028\u2029]/g;

/** `value` as JSON that can sit inside a `<script>` element without ending it. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(UNSAFE_IN_SCRIPT, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** The data block's id; the web's `runtime-config.ts` reads the same. */
export const CONFIG_ELEMENT_ID = 'publi-config';

/**
 * `index.html` with the runtime configuration as a JSON data block, in place of
 * {@link CONFIG_PLACEHOLDER}; a page without the placeholder gets it before `</head>`, so a
 * build that lost the comment still starts configured. A data block is never run: a
 * Content-Security-Policy without inline scripts does not stop the page.
 */
export function renderIndexHtml(template: string, config: WebAppRuntimeConfig): string {
  const script = `<script type="application/json" id="${CONFIG_ELEMENT_ID}">${jsonForScript(config)}</script>`;
  // A function replacement, so `$&` or `$1` inside a configured value is taken literally.
  if (template.includes(CONFIG_PLACEHOLDER)) return template.replace(CONFIG_PLACEHOLDER, () => script);
  return template.replace('</head>', () => `${script}</head>`);
}
