import { chakra, Stack, Text } from '@chakra-ui/react';
import { formatDateTime } from '@publi/domain';
import { observer } from 'mobx-react-lite';
import { DemoMailboxStore } from '../../stores/demo-mailbox.store.js';
import { usePageStore } from '../../stores/stores-context.js';

/** The mailbox's e-mails, newest first; pressing one shows it beside (below, on a phone). */
export const DemoEmailList = observer(function DemoEmailList() {
  const store = usePageStore(DemoMailboxStore);
  const selectedId = store.selected?.id ?? null;
  return (
    <Stack as="ul" gap="2" listStyleType="none" aria-label="E-mails recebidos" minW="0">
      {store.emails.map((email) => {
        const current = email.id === selectedId;
        return (
          <li key={email.id}>
            <chakra.button
              type="button"
              width="full"
              textAlign="start"
              borderWidth="1px"
              borderRadius="lg"
              borderColor={current ? 'primary.solid' : 'border'}
              bg={current ? 'bg.muted' : undefined}
              p="3"
              cursor="pointer"
              aria-pressed={current}
              onClick={() => { store.select(email.id); }}
              _focusVisible={{ outline: '2px solid', outlineColor: 'primary.solid', outlineOffset: '2px' }}
            >
              <Text fontWeight="semibold" lineClamp={2}>{email.subject}</Text>
              <Text fontSize="sm" color="fg.muted" truncate>Para: {email.to}</Text>
              <Text fontSize="xs" color="fg.muted"><time dateTime={email.createdAt}>{formatDateTime(new Date(email.createdAt))}</time></Text>
            </chakra.button>
          </li>
        );
      })}
    </Stack>
  );
});
