import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aSignedInCreator } from '../../testing/accounts.builder.js';
import { fieldMessageOf } from '../../testing/field-message.testing.js';
import { aProposalToAna } from '../../testing/deal.builder.js';
import { renderWithStores } from '../../testing/render-with-stores.js';
import { aTestWorld, type TestWorld } from '../../testing/test-container.js';
import { ContractPage } from './contract-page.js';

/** Ana signed in, with Café Recife's pending proposal of R$ 1.500,00 (contract 1) to answer. */
async function aProposalToAnswer(): Promise<TestWorld> {
  const world = aTestWorld();
  const creator = await aSignedInCreator(world, { name: 'Ana Souza', creatorId: 5 });
  await aProposalToAna(world, { parties: { brandUserId: 'brand-uid', creatorUserId: creator.externalId }, amountCentavos: 150_000 });
  world.session.signInAs(creator.externalId);
  return world;
}

async function openCounterForm(user: ReturnType<typeof userEvent.setup>): Promise<HTMLElement> {
  await user.click(await screen.findByRole('button', { name: 'Fazer contraproposta' }));
  return screen.getByRole('form', { name: 'Contraproposta' });
}

describe('the counter-offer form', { timeout: 45_000 }, () => {
  it.each(['1800.50', '1.800,50', '1800,50'])('sends %j as R$ 1.800,50, shown on the contract', async (typed) => {
    const user = userEvent.setup();
    renderWithStores(<ContractPage chat={() => null} />, { path: '/contratos/:id', entry: '/contratos/1', world: await aProposalToAnswer() });
    const form = await openCounterForm(user);
    const amount = within(form).getByRole('textbox', { name: 'Valor (R$)' });
    expect(amount).toHaveValue('1.500,00');
    await user.clear(amount);
    await user.type(amount, typed);
    await user.click(within(form).getByRole('button', { name: 'Enviar contraproposta' }));
    const counter = (await screen.findByRole('heading', { name: 'Contraproposta do criador' })).closest('.chakra-card__root');
    expect(counter).not.toBeNull();
    // jest-dom folds the no-break space of R$ into a space.
    expect(counter).toHaveTextContent('Valor: R$ 1.800,50');
  });

  it('refuses text that is not an amount beside the field, keeps it, and sends nothing', async () => {
    const user = userEvent.setup();
    const world = await aProposalToAnswer();
    renderWithStores(<ContractPage chat={() => null} />, { path: '/contratos/:id', entry: '/contratos/1', world });
    const form = await openCounterForm(user);
    const amount = within(form).getByRole('textbox', { name: 'Valor (R$)' });
    await user.clear(amount);
    await user.type(amount, '1.800.50');
    await user.click(within(form).getByRole('button', { name: 'Enviar contraproposta' }));
    expect(fieldMessageOf(amount)).toBe('Informe um valor em reais maior que zero, como 1.800,00.');
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(amount).toHaveValue('1.800.50');
    expect(screen.queryByRole('heading', { name: 'Contraproposta do criador' })).toBeNull();
    expect((await world.contracts.get(1)).status).toBe('pending');
  });
});
