import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WIZARD_MESSAGES } from '@publi/domain';
import { describe, expect, it } from 'vitest';
import { aSignedUpAccount } from '../../testing/accounts.builder.js';
import { aCreatorCard } from '../../testing/creator-card.builder.js';
import { holdCalls } from '../../testing/held-calls.testing.js';
import { renderWithStores } from '../../testing/render-with-stores.js';
import { aTestWorld, type TestWorld } from '../../testing/test-container.js';
import { ProjectWizardPage } from './project-wizard-page.js';
import { ProjectWizardStore } from '../../stores/project-wizard.store.js';

const ana = aCreatorCard({ id: 5, slug: 'ana-souza', name: 'Ana Souza' });

/** A brand signed in with the draft "Verão" saved at the budget step, Ana in it; answers the draft's id. */
async function aDraftAtTheBudget(others: readonly ReturnType<typeof aCreatorCard>[] = []): Promise<{ world: TestWorld; id: number }> {
  const world = aTestWorld({ creators: [ana, ...others] });
  await aSignedUpAccount(world, 'brand', 'Café Recife', 'cafe@exemplo.com.br');
  const wizard = world.stores.pageStore(ProjectWizardStore);
  await wizard.start([{ creatorId: ana.id, stories: 1, feed: 0, tiktok: 0 }], null, { [ana.id]: { name: ana.name, image: null } });
  wizard.draft.setName('Verão');
  wizard.draft.setType('paid');
  await wizard.next();
  if (wizard.draft.wizard.id === null) throw new Error('the draft was saved');
  return { world, id: wizard.draft.wizard.id };
}

describe('the wizard budget step', { timeout: 45_000 }, () => {
  it('asks for the budget beside its field, fills it like a cash register, and says the draft is saving', async () => {
    const user = userEvent.setup();
    const { world, id } = await aDraftAtTheBudget();
    renderWithStores(<ProjectWizardPage />, { path: '/projetos/novo', entry: `/projetos/novo?rascunho=${String(id)}`, world });
    expect(await screen.findByRole('heading', { level: 2 })).toHaveTextContent('Orçamento e criadores');
    const budget = screen.getByRole('textbox', { name: 'Orçamento' });
    expect(budget).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Salvar e continuar' }));
    await waitFor(() => { expect(budget).toHaveAccessibleErrorMessage(WIZARD_MESSAGES.amount); });
    expect(budget).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Orçamento e criadores');

    await user.type(budget, '180050');
    // formatBRL writes a no-break space after R$, as Intl does.
    expect(budget).toHaveValue('R$\u00a01.800,50');
    expect(budget).not.toHaveAttribute('aria-invalid');

    const saving = holdCalls(world.projects, 'saveDraft');
    await user.click(screen.getByRole('button', { name: 'Salvar e continuar' }));
    const busy = await screen.findByRole('button', { name: 'Salvando…' });
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Voltar' })).toBeDisabled();
    expect(saving.waiting).toBe(1);
    saving.release();
    await waitFor(() => { expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Briefing'); });
    expect((await world.projects.list({})).projects.map((project) => project.budgetCentavos)).toEqual([180_050]);
  });

  it('finds a creator by name from the step, after two letters, and adds them with one story', async () => {
    const user = userEvent.setup();
    const bia = aCreatorCard({ id: 6, slug: 'bia-lima', name: 'Bia Lima' });
    const { world, id } = await aDraftAtTheBudget([bia]);
    renderWithStores(<ProjectWizardPage />, { path: '/projetos/novo', entry: `/projetos/novo?rascunho=${String(id)}`, world });
    const search = await screen.findByRole('searchbox', { name: 'Buscar criadores' });
    await user.type(search, 'B');
    expect(screen.queryByRole('list', { name: 'Criadores encontrados' })).toBeNull();
    await user.type(search, 'ia');
    await user.click(await screen.findByRole('button', { name: 'Adicionar Bia Lima ao projeto' }));
    expect(screen.getByRole('button', { name: 'Adicionar Bia Lima ao projeto' })).toHaveTextContent('No projeto');
    expect(screen.getByRole('list', { name: 'Criadores do projeto' })).toHaveTextContent('Bia Lima');
  });
});

