import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aSignedInCreator } from '../../testing/accounts.builder.js';
import { renderWithStores } from '../../testing/render-with-stores.js';
import { aTestWorld, type TestWorld } from '../../testing/test-container.js';
import { BankSection } from './bank-section.js';

async function fillValidAccount(user: ReturnType<typeof userEvent.setup>): Promise<void> {
  await user.selectOptions(await screen.findByRole('combobox', { name: 'Banco' }), '077');
  await user.type(screen.getByRole('textbox', { name: 'Agência' }), '0001');
  await user.type(screen.getByRole('textbox', { name: 'Conta com dígito' }), '12345-6');
  await user.type(screen.getByRole('textbox', { name: 'Nome do titular' }), 'Ana Silva');
}

function renderBank(world: TestWorld) {
  return renderWithStores(<BankSection />, { path: '/perfil/dados-bancarios', world });
}

describe('BankSection', { timeout: 45_000 }, () => {
  it('refuses CPF 123.456.789-00 beside the field, keeps what was typed and saves nothing', async () => {
    const user = userEvent.setup();
    const world = aTestWorld();
    await aSignedInCreator(world);
    renderBank(world);
    await fillValidAccount(user);
    const document = screen.getByRole('textbox', { name: 'CPF ou CNPJ do titular' });
    await user.type(document, '12345678900');
    expect((document as HTMLInputElement).value).toBe('123.456.789-00');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(document.getAttribute('aria-invalid')).toBe('true');
    expect(document).toHaveAccessibleErrorMessage('CPF ou CNPJ inválido. Confira os números do titular.');
    expect(document).toHaveValue('123.456.789-00');
    expect(screen.getByRole('textbox', { name: 'Agência' })).toHaveProperty('value', '0001');
    expect(await world.creators.getBankAccount()).toBeNull();
  });

  it('refuses an agency with letters beside the field', async () => {
    const user = userEvent.setup();
    const world = aTestWorld();
    await aSignedInCreator(world);
    renderBank(world);
    await fillValidAccount(user);
    const agency = screen.getByRole('textbox', { name: 'Agência' });
    await user.clear(agency);
    await user.type(agency, '12ab');
    await user.type(screen.getByRole('textbox', { name: 'CPF ou CNPJ do titular' }), '52998224725');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(agency).toHaveAccessibleErrorMessage('Informe a agência só com números e o dígito, se houver, como 1234-5.');
    expect(agency).toHaveValue('12ab');
    expect(await world.creators.getBankAccount()).toBeNull();
  });

  it('saves a valid account with its Pix key, and the completion counts it', async () => {
    const user = userEvent.setup();
    const world = aTestWorld();
    await aSignedInCreator(world);
    const before = world.stores.ownCreator.creator?.completion.sections.find((section) => section.key === 'bank')?.percent;
    renderBank(world);
    await fillValidAccount(user);
    await user.click(screen.getByRole('radio', { name: 'Conta poupança' }));
    await user.type(screen.getByRole('textbox', { name: 'CPF ou CNPJ do titular' }), '529.982.247-25');
    await user.type(screen.getByRole('textbox', { name: 'Chave Pix' }), 'ana@exemplo.com.br');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Alterações salvas.')).toBeVisible();
    expect(await world.creators.getBankAccount()).toMatchObject({ bankCode: '077', accountType: 'poupanca', ownerDocument: '52998224725', agency: '0001' });
    const after = world.stores.ownCreator.creator?.completion.sections.find((section) => section.key === 'bank')?.percent;
    expect(before).toBe(0);
    expect(after).toBe(100);
  });

  it('offers an acting agent nothing: bank data stays with the creator', async () => {
    const world = aTestWorld();
    await aSignedInCreator(world);
    world.stores.actingAs.set(11, 'Ana Silva');
    renderBank(world);
    const note = screen.getByText(/Dados bancários e chave Pix ficam só com o criador/);
    expect(note).toBeVisible();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Salvar' })).toBeNull();
    expect(within(document.body).queryByRole('combobox', { name: 'Banco' })).toBeNull();
  });
});
