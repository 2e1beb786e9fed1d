import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aSignedInCreator } from '../../testing/creator-world.testing.js';
import { holdCalls } from '../../testing/held-calls.testing.js';
import { renderWithStores } from '../../testing/render-with-stores.js';
import { ProfileEditorPage } from './profile-editor-page.js';

async function openMyProfile() {
  const world = await aSignedInCreator();
  const lookups = holdCalls(world.postalCodes, 'lookup');
  renderWithStores(<ProfileEditorPage />, { path: '/perfil/:section', entry: '/perfil/meu-perfil', world });
  await screen.findByLabelText('Estado', {}, { timeout: 8000 });
  return { world, lookups };
}

describe('Meu perfil: the address', { timeout: 30_000 }, () => {
  it('says it is looking the CEP up, fills state and city from it, and saves that place', async () => {
    const user = userEvent.setup();
    const { world, lookups } = await openMyProfile();
    await user.type(screen.getByLabelText('CEP'), '01310100');
    expect(screen.getByRole('status')).toHaveTextContent('Buscando o CEP…');
    lookups.release();
    await waitFor(() => { expect(screen.getByLabelText('Cidade')).toHaveValue('São Paulo'); });
    expect(screen.getByLabelText('Estado')).toHaveValue('SP');
    expect(screen.queryByText('Buscando o CEP…')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Alterações salvas.')).toBeVisible();
    expect(world.stores.session.user?.address).toMatchObject({ postalCode: '01310100', state: 'SP', city: 'São Paulo' });
  });

  it('keeps the state and city the person picked while the CEP was looked up', async () => {
    const user = userEvent.setup();
    const { world, lookups } = await openMyProfile();
    await user.type(screen.getByLabelText('CEP'), '01310100');
    await user.selectOptions(screen.getByLabelText('Estado'), 'PE');
    await user.selectOptions(screen.getByLabelText('Cidade'), 'Olinda');
    lookups.release();
    await waitFor(() => { expect(screen.queryByText('Buscando o CEP…')).toBeNull(); });
    expect(screen.getByLabelText('Estado')).toHaveValue('PE');
    expect(screen.getByLabelText('Cidade')).toHaveValue('Olinda');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Alterações salvas.')).toBeVisible();
    expect(world.stores.session.user?.address).toMatchObject({ postalCode: '01310100', state: 'PE', city: 'Olinda' });
  });
});
