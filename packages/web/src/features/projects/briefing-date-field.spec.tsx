import { ChakraProvider } from '@chakra-ui/react';
import { englishWordsIn } from '@publi/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { system } from '../../shared/theme/system.js';
import { BriefingDateField } from './briefing-date-field.js';

const NAMING_ATTRIBUTES = ['aria-label', 'aria-roledescription', 'title', 'placeholder'];

/** The English in the page's text and in every element's name and role description. */
function englishOnScreen(): string[] {
  const texts = [document.body.textContent];
  for (const element of document.body.querySelectorAll('*')) {
    for (const name of NAMING_ATTRIBUTES) texts.push(element.getAttribute(name) ?? '');
  }
  return texts.flatMap((text) => englishWordsIn(text).map((word) => `${word} in "${text.slice(0, 60)}"`));
}

describe('BriefingDateField', { timeout: 20_000 }, () => {
  it('names the calendar, its buttons and its days in pt-BR', async () => {
    const user = userEvent.setup();
    render(
      <ChakraProvider value={system}>
        <BriefingDateField label="Data de início" value="2026-12-01" error={undefined} onChange={() => undefined} />
      </ChakraProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Abrir o calendário: Data de início' }));
    expect(await screen.findByRole('button', { name: 'Próximo mês' })).toBeTruthy();
    expect(screen.getAllByRole('grid')[0]?.getAttribute('aria-roledescription')).toBe('calendário do mês');
    // The month shown names its button, so what is seen is what is heard (WCAG 2.5.3).
    expect(screen.getByRole('button', { name: 'dezembro de 2026' })).toBeTruthy();
    expect(englishOnScreen()).toEqual([]);
  });
});
