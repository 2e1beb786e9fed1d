import { Box, Card, chakra, Heading, Link, Stack, Tabs, Text } from '@chakra-ui/react';
import type { DemoEmail } from '@publi/application';
import { formatDateTime } from '@publi/domain';
import { observer } from 'mobx-react-lite';
import { DemoMailboxStore } from '../../stores/demo-mailbox.store.js';
import { usePageStore } from '../../stores/stores-context.js';

/**
 * One e-mail: its headers, its HTML part in a sandboxed frame (no scripts, no same origin, no
 * forms: the HTML is the server's, but a frame is where mail is read safely), and its text part.
 */
export const DemoEmailMessage = observer(function DemoEmailMessage({ email }: { readonly email: DemoEmail }) {
  const store = usePageStore(DemoMailboxStore);
  return (
    <Card.Root as="article" variant="outline" borderRadius="2xl" minW="0" aria-labelledby="demo-email-subject">
      <Card.Body gap="4">
        <Stack gap="1">
          <Heading as="h2" size="lg" id="demo-email-subject">{email.subject}</Heading>
          <Text fontSize="sm">Para: {email.to}</Text>
          <Text fontSize="sm" color="fg.muted"><time dateTime={email.createdAt}>{formatDateTime(new Date(email.createdAt))}</time></Text>
        </Stack>
        <Tabs.Root value={store.part} onValueChange={(details) => { store.showPart(details.value === 'text' ? 'text' : 'html'); }} variant="enclosed">
          <Tabs.List aria-label="Parte do e-mail">
            <Tabs.Trigger value="html">HTML</Tabs.Trigger>
            <Tabs.Trigger value="text">Texto simples</Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="html">
            <chakra.iframe
              key={email.id}
              // Scripts never run: no `allow-scripts`; links open outside, away from the app's origin.
              sandbox="allow-popups allow-popups-to-escape-sandbox"
              srcDoc={email.html}
              title={`Conteúdo do e-mail: ${email.subject}`}
              width="full"
              height={{ base: '28rem', md: '36rem' }}
              borderWidth="1px"
              borderRadius="lg"
              bg="white"
            />
          </Tabs.Content>
          <Tabs.Content value="text">
            <Box as="pre" whiteSpace="pre-wrap" overflowWrap="anywhere" fontFamily="mono" fontSize="sm" borderWidth="1px" borderRadius="lg" p="4">
              {email.text}
            </Box>
          </Tabs.Content>
        </Tabs.Root>
        {email.unsubscribeUrl !== null && (
          <Text fontSize="sm" overflowWrap="anywhere">
            Descadastro com um clique (List-Unsubscribe):{' '}
            <Link href={email.unsubscribeUrl} colorPalette="secondary" textDecoration="underline">{email.unsubscribeUrl}</Link>
          </Text>
        )}
      </Card.Body>
    </Card.Root>
  );
});
