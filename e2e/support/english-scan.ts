import type { Page } from '@playwright/test';
import { englishWordsIn } from '@publi/domain';

/** A piece of text a person meets on the page, and where it came from. */
interface SeenText {
  readonly text: string;
  /** Such as `text of <button>` or `aria-label of <button>`. */
  readonly source: string;
}

/** What the page shows: the texts to judge, and the words people wrote, which are not judged. */
interface PageTexts {
  readonly seen: SeenText[];
  readonly peoplesWords: string[];
}

/**
 * Everything on the page as it is now that a person reads or hears: the visible text, the
 * document's title, and the attributes that name or describe an element to assistive technology
 * (`aria-label`, `aria-labelledby`'s targets, `title`, `alt`, `placeholder`, the ARIA value and
 * role descriptions). A button's or a link's name is one of these, so naming them covers it.
 * Runs in the page, so it must stay self-contained.
 */
function pageTexts(): PageTexts {
  const seen: SeenText[] = [{ text: document.title, source: 'the document title' }];
  const tag = (element: Element) => `<${element.tagName.toLowerCase()}>`;
  const heard = (element: Element) => element.checkVisibility() && element.closest('[aria-hidden="true"]') === null;
  const PEOPLES_WORDS = '[translate="no"]';
  // An element's text as a name computed from it: without the style and script elements inside
  // it (a page the server drew carries its styles beside the elements they style).
  const spoken = (element: Element | null) => {
    if (element === null) return '';
    const copy = element.cloneNode(true) as Element;
    for (const unspoken of Array.from(copy.querySelectorAll('style, script, template'))) unspoken.remove();
    return copy.textContent.trim();
  };
  const peoplesWords = Array.from(document.body.querySelectorAll(PEOPLES_WORDS), (element) => element.textContent.trim())
    .filter((text) => text !== '');

  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
    const parent = node.parentElement;
    const text = node.textContent?.trim() ?? '';
    if (parent === null || text === '' || parent.closest(`script, style, noscript, template, ${PEOPLES_WORDS}`) !== null) continue;
    if (parent.checkVisibility({ visibilityProperty: true })) seen.push({ text, source: `text of ${tag(parent)}` });
  }

  const ATTRIBUTES = [
    'aria-label', 'title', 'alt', 'placeholder', 'aria-placeholder', 'aria-roledescription', 'aria-valuetext', 'aria-description',
  ];
  for (const element of Array.from(document.body.querySelectorAll(ATTRIBUTES.map((name) => `[${name}]`).join(', ')))) {
    if (!heard(element)) continue;
    for (const name of ATTRIBUTES) {
      const text = element.getAttribute(name)?.trim() ?? '';
      if (text !== '') seen.push({ text, source: `${name} of ${tag(element)}` });
    }
  }

  for (const element of Array.from(document.body.querySelectorAll('[aria-labelledby], [aria-describedby]'))) {
    if (!heard(element)) continue;
    for (const name of ['aria-labelledby', 'aria-describedby']) {
      const ids = element.getAttribute(name)?.split(/\s+/).filter((id) => id !== '') ?? [];
      const text = ids.map((id) => spoken(document.getElementById(id))).join(' ').trim();
      if (text !== '') seen.push({ text, source: `${name} of ${tag(element)}` });
    }
  }
  return { seen, peoplesWords };
}

/** `text` without the words people wrote that it quotes ("Desvincular Close Friends"). */
function withoutPeoplesWords(text: string, peoplesWords: readonly string[]): string {
  // Longest first, so a name that contains a shorter one goes as a whole.
  const longestFirst = [...peoplesWords].sort((a, b) => b.length - a.length);
  return longestFirst.reduce((rest, words) => rest.split(words).join(' '), text);
}

/**
 * The English a person meets on the page as it is now, one readable line per finding:
 * `"Close" (aria-label of <button>): close`. Empty when there is none. The judgement of what is
 * English is `englishWordsIn`, the one the error catalogues' unit specs use.
 *
 * Names and other words people wrote (creators, brands, projects, bios, chat messages) are
 * theirs, not the app's, and may be English ("Close Friends", "Next Level"). They are told
 * apart without a list of the demo catalogue, which would go stale: the word list catches the
 * words of interface chrome and English sentences, not names, and the demo data has none of
 * them today; where such a name shows, the element that renders it says `translate="no"`, the
 * HTML attribute for "a name, not to be translated" (which also keeps browser translators off
 * it). That text is not judged, and is cut out of any label that quotes it before judging.
 */
export async function englishOnPage(page: Page): Promise<string[]> {
  const { seen, peoplesWords } = await page.evaluate(pageTexts);
  const findings = seen.flatMap(({ text, source }) => {
    const words = englishWordsIn(withoutPeoplesWords(text, peoplesWords));
    return words.length === 0 ? [] : [`"${text.slice(0, 120)}" (${source}): ${words.join(', ')}`];
  });
  return [...new Set(findings)];
}
