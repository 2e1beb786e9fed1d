import { englishWordsIn } from '@publi/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithStores } from '../../testing/render-with-stores.js';
import { PrivacyPage } from './privacy-page.js';
import { POLICY_SECTIONS } from './privacy-policy.sections.js';

describe('PrivacyPage', { timeout: 20_000 }, () => {
  it('shows a visitor the policy in force, dated dd/mm/yyyy, with what is kept, why, for how long, the rights and the contact', () => {
    renderWithStores(<PrivacyPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Política de Privacidade' })).toBeVisible();
    expect(screen.getByText(/Versão em vigor desde 26\/11\/2026\./)).toBeVisible();
    const sections = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(sections).toEqual(expect.arrayContaining(['Que dados guardamos', 'Por que usamos esses dados (bases legais)', 'Por quanto tempo guardamos', 'Os seus direitos', 'Como exercer os seus direitos aqui']));
    expect(sections.indexOf('Que dados guardamos')).toBeLessThan(sections.indexOf('Os seus direitos'));
    expect(screen.getByText(/5 anos contados do primeiro dia do ano seguinte/)).toBeVisible();
    expect(screen.getByText(/^Para qualquer assunto sobre os seus dados/)).toHaveTextContent('pelo e-mail privacidade@publi.com.br. Respondemos em até 15 dias.');
    expect(document.title).toBe('Política de Privacidade | Publi');
  });

  it('is written in Portuguese throughout', () => {
    const text = POLICY_SECTIONS.flatMap((section) => [section.title, ...section.paragraphs, ...(section.items ?? [])]).join('\n');
    expect(englishWordsIn(text)).toEqual([]);
  });
});
