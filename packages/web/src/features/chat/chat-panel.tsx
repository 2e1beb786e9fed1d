import { Alert, Box, Button, Card, Field, Heading, HStack, Spinner, Stack, Text, Textarea } from '@chakra-ui/react';
import type { ChatMessage } from '@publi/application';
import { CHAT_MESSAGE_MAX } from '@publi/contract';
import { formatShortDateTime } from '@publi/domain';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { BusyButton } from '../../shared/busy-button.js';
import { LinkifiedText } from '../../shared/linkified-text.js';
import { feedEndMessage } from '../../stores/chat-messages.js';
import { ChatStore, type ChatOfContract } from '../../stores/chat.store.js';
import { usePageStore, useStores } from '../../stores/stores-context.js';

const ROLE_LABELS: Record<ChatMessage['sender']['role'], string> = { brand: 'marca', creator: 'criador', agent: 'agente' };

/**
 * A contract's conversation: older pages on request, new messages live, a box that sends on Enter.
 * It follows the chat while it is shown.
 */
export const ChatPanel = observer(function ChatPanel({ chatId, contractId }: ChatOfContract) {
  const { session } = useStores();
  const store = usePageStore(ChatStore);
  useEffect(() => {
    void store.open({ chatId, contractId });
    return () => {
      store.close();
    };
  }, [store, chatId, contractId]);
  const end = useRef<HTMLDivElement>(null);
  const count = store.messages.length + store.outgoing.length;
  useEffect(() => {
    const last = end.current;
    // jsdom has no layout, hence no scrollIntoView.
    if (last !== null && 'scrollIntoView' in last) last.scrollIntoView({ block: 'nearest' });
  }, [count]);
  const myId = session.user?.id;
  const ended = feedEndMessage(store.feed);
  return (
    <Card.Root as="section" aria-labelledby="chat-title">
      <Card.Header>
        <HStack justify="space-between">
          <Heading as="h2" size="md" id="chat-title">Conversa</Heading>
          {store.feed === 'reconnecting' && <Text fontSize="sm" color="fg.muted" role="status">Reconectando...</Text>}
        </HStack>
      </Card.Header>
      <Card.Body>
        <Stack gap="3">
          {store.olderBefore !== null && (
            <BusyButton size="sm" variant="ghost" alignSelf="center" busy={store.loadingOlder} onClick={() => void store.loadOlder()}>
              Carregar mensagens anteriores
            </BusyButton>
          )}
          {store.status === 'loading' && <Spinner alignSelf="center" aria-label="Carregando a conversa" />}
          <Stack gap="2" role="log" aria-live="polite" aria-label="Mensagens" maxH={{ base: '60vh', lg: '55vh' }} overflowY="auto" tabIndex={0} px="1">
            {store.status !== 'loading' && store.messages.length === 0 && store.outgoing.length === 0 && (
              <Text color="fg.muted" fontSize="sm">Nenhuma mensagem ainda. Use a conversa para combinar os detalhes.</Text>
            )}
            {store.messages.map((message) => (
              <Bubble
                key={message.seq}
                mine={message.sender.userId === myId}
                author={`${message.sender.name} (${ROLE_LABELS[message.sender.role]})`}
                at={formatShortDateTime(new Date(message.sentAt))}
                text={message.message}
              />
            ))}
            {store.outgoing.map((message) => (
              <Stack key={message.clientMessageId} gap="1" alignSelf="end" maxW="85%">
                <Bubble mine author="Você" at={message.failed ? 'não enviada' : 'enviando...'} text={message.text} />
                {message.failed && (
                  <Button size="xs" variant="outline" alignSelf="end" onClick={() => void store.retry(message.clientMessageId)}>Tentar de novo</Button>
                )}
              </Stack>
            ))}
            <Box ref={end} />
          </Stack>
          {store.error !== null && (
            <Alert.Root status="error" role="alert" size="sm">
              <Alert.Indicator />
              <Alert.Description>{store.error}</Alert.Description>
            </Alert.Root>
          )}
          {/* The feed ended for good (an unlinked agent, a session over): say why, and offer no box that could only fail. */}
          {ended !== null && (
            <Alert.Root status="warning" role="alert" size="sm">
              <Alert.Indicator />
              <Alert.Description>{ended}</Alert.Description>
            </Alert.Root>
          )}
          {ended === null && (
            <Stack as="form" gap="2" onSubmit={(event) => { event.preventDefault(); void store.send(); }}>
              <Field.Root>
                <Field.Label>Mensagem</Field.Label>
                <Textarea
                  value={store.draft}
                  maxLength={CHAT_MESSAGE_MAX}
                  rows={2}
                  placeholder="Escreva uma mensagem (Enter envia, Shift+Enter quebra a linha)"
                  onChange={(event) => { store.setDraft(event.target.value); }}
                  onKeyDown={(event) => {
                    if (event.key === 'Enter' && !event.shiftKey) {
                      event.preventDefault();
                      void store.send();
                    }
                  }}
                />
              </Field.Root>
              {/* Locked, never disabled, while the box is empty: sending empties it, and a disabled button would drop the focus. */}
              <BusyButton type="submit" colorPalette="primary" alignSelf="end" busy={false} locked={store.draft.trim() === ''}>Enviar</BusyButton>
            </Stack>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
});

function Bubble({ mine, author, at, text }: { readonly mine: boolean; readonly author: string; readonly at: string; readonly text: string }) {
  return (
    <Box alignSelf={mine ? 'end' : 'start'} maxW="85%" bg={mine ? 'bg.emphasized' : 'bg.muted'} borderRadius="lg" px="3" py="2" data-testid="chat-message">
      <Text fontSize="xs" color="fg.muted">{author} · {at}</Text>
      <Text whiteSpace="pre-wrap" overflowWrap="anywhere"><LinkifiedText text={text} /></Text>
    </Box>
  );
}
