import { ChakraProvider } from '@chakra-ui/react';
import { englishWordsIn } from '@publi/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { system } from '../theme/system.js';
import { CalendarDayField } from './calendar-day-field.js';

const NAMING_ATTRIBUTES = ['aria-label', 'aria-roledescription', 'title', 'placeholder'];

/** The English in the page's text and in every element's name and role description. */
function englishOnScreen(): string[] {
  const texts = [document.body.textContent];
  for (const element of document.body.querySelectorAll('*')) {
    for (const name of NAMING_ATTRIBUTES) texts.push(element.getAttribute(name) ?? '');
  }
  return texts.flatMap((text) => englishWordsIn(text).map((word) => `${word} in "${text.slice(0, 60)}"`));
}

describe('CalendarDayField', { timeout: 20_000 }, () => {
  it('names the calendar, its buttons and its days in pt-BR', async () => {
    const user = userEvent.setup();
    render(
      <ChakraProvider value={system}>
        <CalendarDayField label="Data de início" value="2026-12-01" error={undefined} onChange={() => undefined} />
      </ChakraProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Abrir o calendário: Data de início' }));
    expect(await screen.findByRole('button', { name: 'Próximo mês' })).toBeVisible();
    expect(screen.getAllByRole('grid')[0]?.getAttribute('aria-roledescription')).toBe('calendário do mês');
    // The month shown names its button, so what is seen is what is heard (WCAG 2.5.3).
    expect(screen.getByRole('button', { name: 'dezembro de 2026' })).toHaveTextContent('dezembro de 2026');
    expect(englishOnScreen()).toEqual([]);
  });

  it('takes a day typed as dd/mm/aaaa and hands it on as a calendar day', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <ChakraProvider value={system}>
        <CalendarDayField label="Prazo" value="" error={undefined} onChange={onChange} portalled={false} />
      </ChakraProvider>,
    );
    const box = screen.getByRole('textbox', { name: 'Prazo' });
    expect(box.getAttribute('placeholder')).toBe('dd/mm/aaaa');
    await user.type(box, '02/03/2099');
    await user.tab();
    expect(onChange).toHaveBeenLastCalledWith('2099-03-02');
  });

  it('keeps a day typed outside its first and last days within them, and offers no day outside in the calendar', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <ChakraProvider value={system}>
        <CalendarDayField label="Vencimento" value="2026-01-07" error={undefined} onChange={onChange} portalled={false} min="2026-01-01" max="2026-01-30" />
      </ChakraProvider>,
    );
    const box = screen.getByRole('textbox', { name: 'Vencimento' });
    await user.clear(box);
    await user.type(box, '15/03/2026');
    await user.tab();
    expect(onChange).toHaveBeenLastCalledWith('2026-01-30');
    await user.click(screen.getByRole('button', { name: 'Abrir o calendário: Vencimento' }));
    const grid = await screen.findByRole('grid');
    // The days by their calendar value: the grid also shows the neighbouring months' days.
    const day = (value: string) => grid.querySelector(`[role="button"][data-value="${value}"]`);
    expect(day('2026-01-31')).toHaveAttribute('aria-disabled', 'true');
    expect(day('2026-01-30')).not.toHaveAttribute('aria-disabled');
  });

  it('opens its calendar where it stands when not portalled, as inside a dialog', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <ChakraProvider value={system}>
        <CalendarDayField label="Prazo" value="2099-03-02" error="Escolha uma data a partir de hoje." onChange={() => undefined} portalled={false} />
      </ChakraProvider>,
    );
    expect(screen.getByRole('textbox', { name: 'Prazo' })).toHaveAccessibleDescription('Escolha uma data a partir de hoje.');
    await user.click(screen.getByRole('button', { name: 'Abrir o calendário: Prazo' }));
    const month = await screen.findByRole('button', { name: 'março de 2099' });
    expect(container.contains(month)).toBe(true);
  });
});
