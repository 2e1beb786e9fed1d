import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, Result, RunOptions } from 'axe-core';
import type { Page } from '@playwright/test';

/** axe-core's browser bundle, read once and evaluated in each page that is checked. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * What the walk checks: WCAG 2.0, 2.1 and 2.2, levels A and AA, plus the two structure rules the
 * project holds every page to (one `main` landmark, one `h1`), which axe files as best practice.
 */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
const STRUCTURE_RULES = ['landmark-one-main', 'page-has-heading-one'];

/** How long the page must stay unchanged before it is measured. */
const QUIET_MS = 300;

declare global {
  interface Window {
    /** When the page's DOM last changed (`performance.now()`), kept by the walk's observer. */
    publiLastChange?: number;
    /** What that last change was, for a page that never stays still. */
    publiLastChangeSeen?: string;
    axe?: { run: (context: Document, options: RunOptions) => Promise<AxeResults>; getRules: (tags?: string[]) => { ruleId: string; tags: string[] }[] };
  }
}

/**
 * Runs axe on the whole page as it is now (open dialogs included) and returns one readable line
 * per failing element: `rule-id (impact) target: what to fix`. Empty when the page passes.
 */
export async function accessibilityViolations(page: Page): Promise<string[]> {
  await settle(page);
  // Evaluated through the debugging protocol rather than added as a <script>, so a content
  // security policy could not block it; once per document.
  if (!(await page.evaluate(() => window.axe !== undefined))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(
    async ({ wcagTags, structureRules }) => {
      const axe = window.axe;
      if (axe === undefined) throw new Error('axe-core did not load.');
      // axe's own default leaves out experimental and deprecated rules; so does the walk.
      const wcagRules = axe.getRules(wcagTags).filter((rule) => !rule.tags.some((tag) => tag === 'experimental' || tag === 'deprecated'));
      const rules = [...wcagRules.map((rule) => rule.ruleId), ...structureRules];
      const results = await axe.run(document, { runOnly: { type: 'rule', values: rules }, resultTypes: ['violations'] });
      return results.violations;
    },
    { wcagTags: WCAG_TAGS, structureRules: STRUCTURE_RULES },
  );
  return violations.flatMap(describe);
}

function describe(violation: Result): string[] {
  return violation.nodes.map((node) => {
    const summary = (node.failureSummary ?? violation.help).replace(/\s+/g, ' ').trim();
    return `${violation.id} (${violation.impact ?? 'n/a'}) ${node.target.join(' ')}: ${summary}`;
  });
}

/** How long a page may keep changing before the walk says what keeps changing it. */
const SETTLE_LIMIT_MS = 10_000;

/**
 * Waits until the page is still, so colours are measured as seen: no animation running (a dialog
 * sliding in, a fade) and no change to the DOM for {@link QUIET_MS}. A page's data often lands
 * just after its heading shows, and a button it then enables fades from its disabled look: a
 * check in between measured "Exportar CSV" half faded, as too light. An endless animation (a busy
 * button's spinner behind a dialog) never ends, and is not waited for. A page that never stays
 * still fails within {@link SETTLE_LIMIT_MS}, naming its last change and running animations,
 * rather than spending the whole test's time.
 */
async function settle(page: Page): Promise<void> {
  await page.evaluate(() => {
    if (window.publiLastChange !== undefined) return;
    window.publiLastChange = performance.now();
    new MutationObserver((records) => {
      window.publiLastChange = performance.now();
      const last = records.at(-1);
      if (last === undefined) return;
      const node = last.target instanceof Element ? last.target : last.target.parentElement;
      const where = node === null ? '#text' : `<${node.tagName.toLowerCase()}${node.id === '' ? '' : `#${node.id}`} class="${node.getAttribute('class') ?? ''}">`;
      window.publiLastChangeSeen = `${last.type}${last.attributeName === null ? '' : ` of ${last.attributeName}`} on ${where}`;
    }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  });
  try {
    await page.waitForFunction(
      (quietMs) =>
        performance.now() - (window.publiLastChange ?? 0) >= quietMs &&
        document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
      QUIET_MS,
      { polling: 50, timeout: SETTLE_LIMIT_MS },
    );
  } catch (error) {
    const seen = await page.evaluate(() => ({
      lastChange: window.publiLastChangeSeen ?? 'none',
      animations: document
        .getAnimations()
        .filter((animation) => animation.playState === 'running')
        .map((animation) => `${animation instanceof CSSAnimation ? animation.animationName : 'transition'} (${String(animation.effect?.getTiming().iterations)} times)`),
    }));
    throw new Error(`The page never stayed still for ${String(QUIET_MS)} ms: its last change was ${seen.lastChange}; running animations: ${seen.animations.join(', ') || 'none'}.`, { cause: error });
  }
}
