import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { newClientMessageId } from '@publi/application';
import { describe, expect, it } from 'vitest';
import { aSignedInCreator } from '../../testing/accounts.builder.js';
import { aProposalToAna } from '../../testing/deal.builder.js';
import { renderWithStores } from '../../testing/render-with-stores.js';
import { aTestWorld, type TestWorld } from '../../testing/test-container.js';
import { ChatPanel } from './chat-panel.js';

/** Ana signed in on contract 1, where the brand wrote first (at 2026-01-01T00:00Z, 31/12 21:00 in São Paulo). */
async function aChatWithTheBrand(): Promise<{ world: TestWorld; chatId: number }> {
  const world = aTestWorld();
  const ana = await aSignedInCreator(world, { name: 'Ana Souza', creatorId: 5 });
  await aProposalToAna(world, { parties: { brandUserId: 'brand-uid', creatorUserId: ana.externalId } });
  const { chatId } = await world.contracts.get(1);
  await world.chat.send({ chatId, contractId: 1, text: 'Oi! O briefing: https://exemplo.com.br/briefing', clientMessageId: newClientMessageId() });
  world.session.signInAs(ana.externalId);
  return { world, chatId };
}

const showChat = (world: TestWorld, chatId: number) => renderWithStores(<ChatPanel chatId={chatId} contractId={1} />, { world });

describe('the chat panel', { timeout: 30_000 }, () => {
  it("shows the brand's message with its author, day and time on São Paulo's clock, its link opening in a new tab", async () => {
    const { world, chatId } = await aChatWithTheBrand();
    showChat(world, chatId);
    const log = screen.getByRole('log', { name: 'Mensagens' });
    await waitFor(() => { expect(log).toHaveTextContent('brand-uid (marca) · 31/12, 21:00'); });
    const link = within(log).getByRole('link', { name: 'https://exemplo.com.br/briefing' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(screen.queryByText('Nenhuma mensagem ainda. Use a conversa para combinar os detalhes.')).toBeNull();
  });

  it('sends on Enter, breaks the line on Shift+Enter, and empties the box once sent', async () => {
    const user = userEvent.setup();
    const { world, chatId } = await aChatWithTheBrand();
    showChat(world, chatId);
    const box = screen.getByRole('textbox', { name: 'Mensagem' });
    await user.type(box, 'Topo!{Shift>}{Enter}{/Shift}Mando amanhã.');
    expect(box).toHaveValue('Topo!\nMando amanhã.');
    await user.type(box, '{Enter}');
    await waitFor(() => { expect(screen.getAllByTestId('chat-message').at(-1)).toHaveTextContent('Topo! Mando amanhã.'); });
    expect(box).toHaveValue('');
    expect((await world.chat.listPage(chatId)).messages.map((message) => message.message)).toEqual(['Oi! O briefing: https://exemplo.com.br/briefing', 'Topo!\nMando amanhã.']);
  });

  it('keeps a message that failed with "Tentar de novo", which stores it once', async () => {
    const user = userEvent.setup();
    const { world, chatId } = await aChatWithTheBrand();
    showChat(world, chatId);
    await waitFor(() => { expect(screen.getAllByTestId('chat-message')).toHaveLength(1); });
    const ana = world.session.requireUserId();
    world.session.signOut();
    await user.type(screen.getByRole('textbox', { name: 'Mensagem' }), 'Vai falhar{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Entre na sua conta para continuar.');
    expect(screen.getAllByTestId('chat-message').at(-1)).toHaveTextContent('Você · não enviada');

    world.session.signInAs(ana);
    await user.click(screen.getByRole('button', { name: 'Tentar de novo' }));
    await waitFor(() => { expect(screen.queryByRole('button', { name: 'Tentar de novo' })).toBeNull(); });
    expect(screen.queryByRole('alert')).toBeNull();
    expect((await world.chat.listPage(chatId)).messages.map((message) => message.message)).toEqual(['Oi! O briefing: https://exemplo.com.br/briefing', 'Vai falhar']);
  });

  it.each([
    ['access_lost', 'Você não tem mais acesso a esta conversa.'],
    ['session_expired', 'Sua sessão expirou. Entre novamente para continuar a conversa.'],
  ] as const)('says why when the server ends the conversation for good (%s), shows nothing after it and offers no box to write in', async (reason, why) => {
    const { world, chatId } = await aChatWithTheBrand();
    showChat(world, chatId);
    await waitFor(() => { expect(screen.getAllByTestId('chat-message')).toHaveLength(1); });

    world.chat.endFeeds(chatId, reason);
    expect(await screen.findByRole('alert')).toHaveTextContent(why);
    expect(screen.queryByRole('textbox', { name: 'Mensagem' })).toBeNull();
    expect(screen.queryByText('Reconectando...')).toBeNull();
    const ana = world.session.requireUserId();
    world.session.signInAs('brand-uid');
    await world.chat.send({ chatId, contractId: 1, text: 'Depois do fim', clientMessageId: newClientMessageId() });
    world.session.signInAs(ana);
    expect(screen.getAllByTestId('chat-message')).toHaveLength(1);
  });
});
