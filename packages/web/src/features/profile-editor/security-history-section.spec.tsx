import type { AuditEvent } from '@publi/application';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aSignedInCreator } from '../../testing/accounts.builder.js';
import { renderWithStores } from '../../testing/render-with-stores.js';
import { aTestWorld } from '../../testing/test-container.js';
import { SecurityHistorySection } from './security-history-section.js';

function anEvent(overrides: Partial<AuditEvent> = {}): AuditEvent {
  return {
    id: 1,
    kind: 'bank_data_changed',
    createdAt: '2026-11-26T13:05:00.000Z',
    account: { id: 1, name: 'Ana Silva', type: 'creator' },
    actor: { id: 1, name: 'Ana Silva', type: 'creator' },
    agent: null,
    changes: [{ field: 'account', before: '•••• 661', after: '•••• 451' }],
    ...overrides,
  };
}

describe('SecurityHistorySection', { timeout: 45_000 }, () => {
  it('lists each change with its date on São Paulo time, who made it and the masked values', async () => {
    const world = aTestWorld();
    const ana = await aSignedInCreator(world);
    world.auditLog.add(anEvent({ actor: { id: ana.id, name: 'Ana Silva', type: 'creator' } }));
    world.auditLog.add(anEvent({ id: 2, kind: 'agent_unlinked', createdAt: '2026-11-27T01:00:00.000Z', actor: { id: 99, name: 'Bia Agente', type: 'agent' }, agent: { id: 99, name: 'Bia Agente', type: 'agent' }, changes: [] }));
    renderWithStores(<SecurityHistorySection />, { path: '/perfil/atividade', world });
    const list = await screen.findByRole('list', { name: 'Eventos de segurança' });
    const [unlinked, bank] = within(list).getAllByRole('listitem').filter((item) => item.parentElement === list);
    expect(unlinked?.textContent).toContain('Agente Bia Agente desvinculado');
    expect(unlinked?.textContent).toContain('26/11/2026 22:00');
    expect(unlinked?.textContent).toContain('Feito por: Bia Agente');
    expect(bank?.textContent).toContain('Dados bancários alterados');
    expect(bank?.textContent).toContain('26/11/2026 10:05');
    expect(bank?.textContent).toContain('Feito por: Você');
    expect(bank?.textContent).toContain('Conta: •••• 661 → •••• 451');
  });

  it('says so when nothing changed yet', async () => {
    const world = aTestWorld();
    await aSignedInCreator(world);
    renderWithStores(<SecurityHistorySection />, { path: '/perfil/atividade', world });
    expect(await screen.findByText('Nenhuma mudança registrada ainda.')).toBeVisible();
    expect(screen.queryByRole('list', { name: 'Eventos de segurança' })).toBeNull();
  });

  it('pages through older events', async () => {
    const user = userEvent.setup();
    const world = aTestWorld();
    await aSignedInCreator(world);
    for (let id = 1; id <= 21; id += 1) world.auditLog.add(anEvent({ id, changes: [{ field: 'bank', before: null, after: String(id).padStart(3, '0') }] }));
    renderWithStores(<SecurityHistorySection />, { path: '/perfil/atividade', world });
    expect(await screen.findByText('Página 1 de 2')).toBeVisible();
    expect(screen.getByText('Banco: 021')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Mais antigas' }));
    expect(await screen.findByText('Página 2 de 2')).toBeVisible();
    expect(screen.getByText('Banco: 001')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Mais antigas' })).toHaveProperty('disabled', true);
  });
});
