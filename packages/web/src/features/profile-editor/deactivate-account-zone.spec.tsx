import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aSignedInCreator } from '../../testing/accounts.builder.js';
import { renderWithStores } from '../../testing/render-with-stores.js';
import { aTestWorld } from '../../testing/test-container.js';
import { DeactivateAccountZone } from './deactivate-account-zone.js';

describe('DeactivateAccountZone', { timeout: 45_000 }, () => {
  it('says what happens before asking, then deactivates and signs out', async () => {
    const user = userEvent.setup();
    const world = aTestWorld();
    const ana = await aSignedInCreator(world);
    renderWithStores(<DeactivateAccountZone />, { path: '/perfil/desativar-conta', world });
    await user.click(screen.getByRole('button', { name: 'Desativar conta' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Desativar sua conta?' });
    expect(within(dialog).getByText('você sai das buscas das marcas;')).toBeVisible();
    expect(within(dialog).getByText('seu perfil público passa a mostrar “perfil indisponível”;')).toBeVisible();
    expect(within(dialog).getByText('os carrinhos das marcas deixam de ter você;')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Desativar conta' }));
    expect((await screen.findByTestId('navigated-to')).textContent).toBe('/');
    expect(world.stores.session.isSignedIn).toBe(false);
    expect(world.accounts.peek(ana.externalId)?.active).toBe(false);
  });

  it('shows the server\'s refusal while contracts are open, and the account stays active and signed in', async () => {
    const user = userEvent.setup();
    const world = aTestWorld();
    const ana = await aSignedInCreator(world);
    world.accounts.withOpenContracts.add(ana.externalId);
    renderWithStores(<DeactivateAccountZone />, { path: '/perfil/desativar-conta', world });
    await user.click(screen.getByRole('button', { name: 'Desativar conta' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Desativar sua conta?' });
    await user.click(within(dialog).getByRole('button', { name: 'Desativar conta' }));
    expect((await screen.findByRole('alert')).textContent).toContain('A conta tem contratos em aberto e só pode ser desativada quando eles terminarem.');
    expect(world.stores.session.isSignedIn).toBe(true);
    expect(world.accounts.peek(ana.externalId)?.active).toBe(true);
  });

  it('offers nothing to an agent acting for the creator', async () => {
    const world = aTestWorld();
    await aSignedInCreator(world);
    world.stores.actingAs.set(11, 'Ana Silva');
    renderWithStores(<DeactivateAccountZone />, { path: '/perfil/desativar-conta', world });
    expect(screen.queryByRole('button', { name: 'Desativar conta' })).toBeNull();
  });
});
