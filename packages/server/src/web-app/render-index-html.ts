import type { WebAppRuntimeConfig } from './web-app-runtime-config.js';

/** Where the web app's `index.html` wants the runtime configuration. */
export const CONFIG_PLACEHOLDER = '<!--publi-config-->';

// Inside a <script> element the HTML parser ends the script at `</script>` and treats `<!--`
// specially, whatever the JSON means; U+2028 and U+2029 ended string literals before ES2019.
// Escaped as JSON unicode escapes they read back as the same characters.
const UNSAFE_IN_SCRIPT = /[<>&\u2028\u2029]/g;

/** `value` as JSON that can sit inside an inline `<script>` without ending it. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(UNSAFE_IN_SCRIPT, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/**
 * `index.html` with the runtime configuration set as `window.__PUBLI_CONFIG__`, in place of
 * {@link CONFIG_PLACEHOLDER}; a page without the placeholder gets it before `</head>`, so a
 * build that lost the comment still starts configured.
 */
export function renderIndexHtml(template: string, config: WebAppRuntimeConfig): string {
  const script = `<script>window.__PUBLI_CONFIG__=${jsonForScript(config)}</script>`;
  // A function replacement, so `$&` or `$1` inside a configured value is taken literally.
  if (template.includes(CONFIG_PLACEHOLDER)) return template.replace(CONFIG_PLACEHOLDER, () => script);
  return template.replace('</head>', () => `${script}</head>`);
}
