import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithStores } from '../../testing/render-with-stores.js';
import { aTestWorld } from '../../testing/test-container.js';
import { SignUpTypePage } from './sign-up-type-page.js';
import { SignUpStore } from '../../stores/sign-up.store.js';

describe('SignUpTypePage', { timeout: 20_000 }, () => {
  it('goes on only once a type is chosen, and keeps the choice for the next step', async () => {
    const user = userEvent.setup();
    const { world } = renderWithStores(<SignUpTypePage />, { path: '/signup' });
    expect(screen.getByRole('button', { name: 'Continuar' })).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('radio', { name: /Sou criador\(a\)/ }));
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect((await screen.findByTestId('navigated-to')).textContent).toBe('/signup2');
    expect(world.stores.pageStore(SignUpStore).type).toBe('creator');
  });

  it('sends a person already signed in to /home instead of a new sign-up', async () => {
    const world = aTestWorld();
    await world.stores.session.start();
    await world.stores.pageStore(SignUpStore).withEmail({ type: 'creator', name: 'Ana Souza', email: 'ana@exemplo.com.br', password: 'segredo1' });
    renderWithStores(<SignUpTypePage />, { path: '/signup', world });
    expect((await screen.findByTestId('navigated-to')).textContent).toBe('/home');
  });
});
