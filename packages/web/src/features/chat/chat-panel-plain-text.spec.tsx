import { screen, waitFor, within } from '@testing-library/react';
import { newClientMessageId } from '@publi/application';
import { describe, expect, it } from 'vitest';
import { aSignedInCreator } from '../../testing/accounts.builder.js';
import { aProposalToAna } from '../../testing/deal.builder.js';
import { renderWithStores } from '../../testing/render-with-stores.js';
import { aTestWorld } from '../../testing/test-container.js';
import { ChatPanel } from './chat-panel.js';

// SPEC.md: "Chat message: chat_id, contract_id, message." A message is text: shown as typed, never read as HTML.
const TYPED = ['coloque <nome da marca> na legenda', 'use o link <https://exemplo.com.br/campanha>', 'Veja <img src=x onerror=alert(1)> e <b>isto</b>'];

describe('the chat panel shows text as text', { timeout: 30_000 }, () => {
  it('shows "coloque <nome da marca> na legenda" and "use o link <https://...>" literally, and makes no HTML of a tag', async () => {
    const world = aTestWorld();
    const ana = await aSignedInCreator(world, { name: 'Ana Souza', creatorId: 5 });
    await aProposalToAna(world, { parties: { brandUserId: 'brand-uid', creatorUserId: ana.externalId } });
    const { chatId } = await world.contracts.get(1);
    for (const text of TYPED) await world.chat.send({ chatId, contractId: 1, text, clientMessageId: newClientMessageId() });
    world.session.signInAs(ana.externalId);

    renderWithStores(<ChatPanel chatId={chatId} contractId={1} />, { world });
    await waitFor(() => { expect(screen.getAllByTestId('chat-message')).toHaveLength(TYPED.length); });
    const texts = screen.getAllByTestId('chat-message').map((bubble) => bubble.querySelector('p:last-child')?.textContent);
    expect(texts).toEqual(TYPED);

    const log = screen.getByRole('log', { name: 'Mensagens' });
    expect(log.querySelector('img, b')).toBeNull();
    expect(within(log).getByRole('link', { name: 'https://exemplo.com.br/campanha' })).toHaveAttribute('href', 'https://exemplo.com.br/campanha');
  });
});
