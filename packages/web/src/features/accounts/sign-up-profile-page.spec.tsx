import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithStores } from '../../testing/render-with-stores.js';
import { aTestWorld } from '../../testing/test-container.js';
import { SignUpProfilePage } from './sign-up-profile-page.js';
import { SignUpStore } from '../../stores/sign-up.store.js';

async function aSignedUpCreator() {
  const world = aTestWorld();
  await world.stores.session.start();
  await world.stores.pageStore(SignUpStore).withEmail({ type: 'creator', name: 'Ana Souza', email: 'ana@exemplo.com.br', password: 'segredo1' });
  return world;
}

describe('SignUpProfilePage', { timeout: 20_000 }, () => {
  it('fills state and city from a known CEP', async () => {
    const user = userEvent.setup();
    renderWithStores(<SignUpProfilePage />, { path: '/signup/profile', world: await aSignedUpCreator() });
    await user.type(screen.getByLabelText('CEP'), '01310100');
    expect(screen.getByLabelText('CEP')).toHaveProperty('value', '01310-100');
    expect((await screen.findByText('São Paulo')).parentElement?.textContent).toBe('Cidade: São Paulo – SP');
    expect(screen.queryByLabelText('Estado')).toBeNull();
  });

  it('offers the state and city lists when the CEP is unknown, and saves what was picked', async () => {
    const user = userEvent.setup();
    const { world } = renderWithStores(<SignUpProfilePage />, { path: '/signup/profile', world: await aSignedUpCreator() });
    await user.type(screen.getByLabelText('Telefone'), '81987654321');
    expect(screen.getByLabelText('Telefone')).toHaveProperty('value', '(81) 98765-4321');
    await user.type(screen.getByLabelText('CEP'), '99999999');
    expect((await screen.findByRole('alert')).textContent).toContain('CEP não encontrado.');
    await user.selectOptions(await screen.findByLabelText('Estado', {}, { timeout: 8000 }), 'PE');
    await user.selectOptions(screen.getByLabelText('Cidade'), 'Olinda');
    await user.click(screen.getByRole('checkbox', { name: 'Beleza' }));
    await user.click(screen.getByRole('button', { name: 'Salvar e continuar' }));
    expect((await screen.findByTestId('navigated-to')).textContent).toBe('/home');
    expect(world.stores.session.user).toMatchObject({
      phone: '(81) 98765-4321', address: { postalCode: '99999999', state: 'PE', city: 'Olinda' }, categories: [{ id: 1 }],
    });
  });

  it("drops the city an earlier CEP gave when the new CEP is unknown, and asks for the place", async () => {
    const user = userEvent.setup();
    renderWithStores(<SignUpProfilePage />, { path: '/signup/profile', world: await aSignedUpCreator() });
    await user.type(screen.getByLabelText('CEP'), '01310100');
    expect(await screen.findByText('São Paulo')).toBeVisible();
    await user.clear(screen.getByLabelText('CEP'));
    await user.type(screen.getByLabelText('CEP'), '99999999');
    expect(await screen.findByRole('alert')).toHaveTextContent('CEP não encontrado.');
    expect(await screen.findByLabelText('Estado', {}, { timeout: 8000 })).toHaveValue('');
    expect(screen.queryByText(/Cidade: São Paulo/)).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Beleza' }));
    await user.click(screen.getByRole('button', { name: 'Salvar e continuar' }));
    expect(await screen.findByText('Escolha o estado e a cidade.')).toBeVisible();
    expect(screen.queryByTestId('navigated-to')).toBeNull();
  });

  it('asks a creator for at least one category and for the place of an unknown CEP', async () => {
    const user = userEvent.setup();
    renderWithStores(<SignUpProfilePage />, { path: '/signup/profile', world: await aSignedUpCreator() });
    await user.type(screen.getByLabelText('CEP'), '99999999');
    await screen.findByLabelText('Estado', {}, { timeout: 8000 });
    await user.click(screen.getByRole('button', { name: 'Salvar e continuar' }));
    expect(await screen.findByText('Escolha pelo menos uma categoria.')).toBeVisible();
    expect(screen.getByText('Escolha o estado e a cidade.')).toBeVisible();
    expect(screen.queryByTestId('navigated-to')).toBeNull();
  });

  it('sends someone signed out to sign in first', async () => {
    const world = aTestWorld();
    await world.stores.session.start();
    renderWithStores(<SignUpProfilePage />, { path: '/signup/profile', world });
    await waitFor(() => { expect(screen.getByTestId('navigated-to').textContent).toBe('/entrar?next=/signup/profile'); });
  });
});
