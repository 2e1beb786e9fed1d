import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fieldMessageOf } from '../../testing/field-message.testing.js';
import { aSignedInCreator } from '../../testing/creator-world.testing.js';
import { renderWithStores } from '../../testing/render-with-stores.js';
import { ProfileEditorPage } from './profile-editor-page.js';

async function openEditor(section: string) {
  const world = await aSignedInCreator();
  const screenWorld = renderWithStores(<ProfileEditorPage />, { path: '/perfil/:section', entry: `/perfil/${section}`, world });
  await screen.findByTestId('completion-percent');
  return screenWorld;
}

function percentShown(): string {
  return screen.getByTestId('completion-percent').textContent;
}

describe('ProfileEditorPage', { timeout: 30_000 }, () => {
  it('saves prices with the money mask and the meter climbs', async () => {
    const user = userEvent.setup();
    const { world } = await openEditor('valores');
    const before = percentShown();
    await user.type(screen.getByLabelText('Stories'), '15000');
    expect(screen.getByLabelText<HTMLInputElement>('Stories').value).toBe('R$\u00a0150,00');
    await user.type(screen.getByLabelText('Feed'), '30000');
    await user.type(screen.getByLabelText('TikTok'), '0');
    expect(fieldMessageOf(screen.getByLabelText('TikTok'))).toContain('Não ofereço');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Alterações salvas.')).toBeVisible();
    expect((await world.creators.getDetailsById(7)).prices).toEqual({ stories: 15_000, feed: 30_000, tiktok: 0 });
    expect(percentShown()).not.toBe(before);
    // The bar is named for what it measures and carries the same value.
    expect(screen.getAllByRole('progressbar', { name: 'Perfil completo' })[0]?.getAttribute('aria-valuenow')).toBe(percentShown().replace('%', ''));
    // Stories and Feed filled, TikTok not offered: the meter still links to it.
    expect(screen.getByRole('link', { name: 'Preencher TikTok' }).getAttribute('href')).toBe('/perfil/valores#campo-preco-tiktok');
  });

  it('refuses a negative or non-numeric price beside the field, keeps it and saves nothing', async () => {
    const user = userEvent.setup();
    const { world } = await openEditor('valores');
    await user.clear(screen.getByLabelText('Stories'));
    await user.type(screen.getByLabelText('Stories'), '-50');
    await user.clear(screen.getByLabelText('Feed'));
    await user.type(screen.getByLabelText('Feed'), 'cinquenta');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(fieldMessageOf(screen.getByLabelText('Stories'))).toContain('não pode ser negativo');
    expect(fieldMessageOf(screen.getByLabelText('Feed'))).toContain('Informe o valor em reais');
    expect(screen.getByLabelText<HTMLInputElement>('Stories').value).toBe('-50');
    expect(screen.getByLabelText<HTMLInputElement>('Feed').value).toBe('cinquenta');
    expect((await world.creators.getDetailsById(7)).prices).toEqual({ stories: 0, feed: 0, tiktok: 0 });
  });

  it('refuses an invalid profile link beside the field, keeps it and saves nothing', async () => {
    const user = userEvent.setup();
    const { world } = await openEditor('redes-sociais');
    expect(screen.getByText('declarado pelo criador')).toBeVisible();
    await user.type(screen.getByLabelText('Usuário no Instagram'), 'ana');
    await user.type(screen.getByLabelText('Link do perfil no Instagram'), 'instagram ponto com/ana');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(fieldMessageOf(screen.getByLabelText('Link do perfil no Instagram'))).toContain('Informe um endereço válido');
    expect(screen.getByLabelText<HTMLInputElement>('Link do perfil no Instagram').value).toBe('instagram ponto com/ana');
    expect((await world.creators.getDetailsById(7)).socialNetworks).toEqual([]);
  });

  it('shows the server refusal of a renamed text file beside the photo, keeping no new photo', async () => {
    const user = userEvent.setup();
    const { world } = await openEditor('meu-perfil');
    const text = new File(['isto não é uma imagem'], 'foto.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Foto'), text);
    await waitFor(() => { expect(fieldMessageOf(screen.getByLabelText('Foto'))).toContain('Tipo de arquivo não aceito'); });
    expect(world.stores.session.user?.image).toBeNull();
  });

  it('asks before leaving a section with unsaved changes, and stays when asked to', async () => {
    const user = userEvent.setup();
    const { router } = await openEditor('valores');
    await user.type(screen.getByLabelText('Stories'), '100');
    const nav = screen.getByRole('navigation', { name: 'Seções do perfil' });
    await user.click(within(nav).getByRole('link', { name: /Categorias/ }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Sair sem salvar?' });
    await user.click(within(dialog).getByRole('button', { name: 'Continuar editando' }));
    expect(router.state.location.pathname).toBe('/perfil/valores');
    expect(screen.getByLabelText<HTMLInputElement>('Stories').value).toBe('R$\u00a01,00');
    await user.click(within(nav).getByRole('link', { name: /Categorias/ }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Sair sem salvar' }));
    await waitFor(() => { expect(router.state.location.pathname).toBe('/perfil/categorias'); });
  });

  it('brings the person to a missing field from the meter', async () => {
    const user = userEvent.setup();
    await openEditor('valores');
    await user.click(screen.getByRole('link', { name: 'Preencher Mini bio' }));
    await waitFor(() => { expect(document.activeElement).toBe(screen.getByLabelText('Mini bio')); });
  });
});
