import type { Page } from '@playwright/test';

declare global {
  interface Window {
    publiCspViolations?: string[];
  }
}

/**
 * Starts recording every Content-Security-Policy violation of `page`, from before its first
 * script runs (the browser's `securitypolicyviolation` events, and the console's "Refused to…"
 * lines, which also cover what no document sees, such as a worker's). Call before the first
 * `goto`; the returned function reads what was refused so far, one line each.
 */
export async function recordCspViolations(page: Page): Promise<() => Promise<string[]>> {
  const fromConsole: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) fromConsole.push(`console: ${message.text()}`);
  });
  await page.addInitScript(() => {
    window.publiCspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.publiCspViolations?.push(`${event.effectiveDirective} refused ${event.blockedURI || '(inline)'} in ${event.sourceFile || event.documentURI}:${String(event.lineNumber)}`);
    });
  });
  return async () => {
    const fromDocument = await page.evaluate(() => window.publiCspViolations ?? []);
    return [...fromDocument, ...fromConsole];
  };
}
