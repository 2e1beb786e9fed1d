import { bodyClassFor } from '@publi/domain';
import { escapeHtml } from './page-meta.js';

const BODY_TAG = /<body(\s[^>]*)?>/;
const CLASS_ATTRIBUTE = /\sclass="([^"]*)"/;

/**
 * `page` with its `<body>` marked with the class of `pathname` (SPEC.md: "Each page marks the
 * document body with its lowercased path name"), by the web app's own rule (`bodyClassFor`), so
 * the page carries it before any script runs. A class the body already has is kept.
 */
export function withMarkedBody(page: string, pathname: string): string {
  const name = escapeHtml(bodyClassFor(pathname));
  return page.replace(BODY_TAG, (_tag, attributes: string | undefined) => {
    const rest = attributes ?? '';
    if (!CLASS_ATTRIBUTE.test(rest)) return `<body class="${name}"${rest}>`;
    return `<body${rest.replace(CLASS_ATTRIBUTE, (_attribute, classes: string) => ` class="${name} ${classes}"`)}>`;
  });
}
