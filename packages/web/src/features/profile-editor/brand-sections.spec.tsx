import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aSignedUpAccount } from '../../testing/accounts.builder.js';
import { renderWithStores } from '../../testing/render-with-stores.js';
import { aTestWorld } from '../../testing/test-container.js';
import { BrandAddressSection } from './brand-address-section.js';
import { BrandCompanySection } from './brand-company-section.js';

describe('Brand sections', { timeout: 45_000 }, () => {
  it('refuses an invalid CNPJ beside the field, keeps the typing, then saves company, CNPJ and razão social', async () => {
    const user = userEvent.setup();
    const world = aTestWorld();
    const brand = await aSignedUpAccount(world, 'brand', 'Bruno Lima', 'bruno@lojaazul.com.br');
    renderWithStores(<BrandCompanySection />, { path: '/perfil/empresa', world });
    expect(screen.getByText('bruno@lojaazul.com.br')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Salvar' })).toBeEnabled();
    await user.type(screen.getByRole('textbox', { name: 'Empresa' }), 'Loja Azul');
    const cnpj = screen.getByRole('textbox', { name: 'CNPJ' });
    await user.type(cnpj, '11222333000100');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(cnpj.getAttribute('aria-invalid')).toBe('true');
    expect(cnpj).toHaveAccessibleErrorMessage('CNPJ inválido. Confira os 14 números, como 11.222.333/0001-81.');
    expect(world.accounts.peek(brand.externalId)?.companyName).toBeNull();
    await user.clear(cnpj);
    await user.type(cnpj, '11222333000181');
    expect((cnpj as HTMLInputElement).value).toBe('11.222.333/0001-81');
    await user.type(screen.getByRole('textbox', { name: 'Razão social' }), 'Loja Azul Comércio Ltda.');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Alterações salvas.')).toBeVisible();
    expect(world.accounts.peek(brand.externalId)).toMatchObject({ companyName: 'Loja Azul', cnpj: '11222333000181', legalName: 'Loja Azul Comércio Ltda.' });
  });

  it('saves the billing address the CEP looks up', async () => {
    const user = userEvent.setup();
    const world = aTestWorld();
    const brand = await aSignedUpAccount(world, 'brand', 'Bruno Lima', 'bruno@lojaazul.com.br');
    renderWithStores(<BrandAddressSection />, { path: '/perfil/endereco-de-cobranca', world });
    await user.type(screen.getByRole('textbox', { name: 'CEP' }), '01310100');
    expect(await screen.findByText(/Cidade:/)).toBeVisible();
    await user.type(screen.getByRole('textbox', { name: 'Número' }), '1000');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Alterações salvas.')).toBeVisible();
    expect(world.accounts.peek(brand.externalId)?.address).toMatchObject({ postalCode: '01310100', number: '1000' });
  });
});
