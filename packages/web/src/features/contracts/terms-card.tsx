import { Card, Heading, Stack, Text } from '@chakra-ui/react';
import type { Contract, ContractTerms } from '@publi/application';
import { formatBRL, formatDate } from '@publi/domain';
import type { Ref } from 'react';

/** A contract's terms as a card: the amount in BRL, the deadline, the deliverables and the note; its heading may take the focus. */
export function TermsCard({ title, terms, contract, headingRef }: { readonly title: string; readonly terms: ContractTerms; readonly contract: Contract; readonly headingRef?: Ref<HTMLHeadingElement> }) {
  const { stories, feed, tiktok } = contract.deliverables;
  const pieces = [stories > 0 && `${String(stories)} stories`, feed > 0 && `${String(feed)} no feed`, tiktok > 0 && `${String(tiktok)} no TikTok`].filter(Boolean).join(', ');
  return (
    <Card.Root size="sm">
      <Card.Header>
        <Heading as="h2" size="md" ref={headingRef} tabIndex={headingRef === undefined ? undefined : -1} _focusVisible={{ outline: '2px solid', outlineColor: 'secondary.solid', outlineOffset: '2px' }}>{title}</Heading>
      </Card.Header>
      <Card.Body>
        <Stack gap="1" fontSize="sm">
          <Text><Text as="span" fontWeight="semibold">Valor:</Text> {formatBRL(terms.amountCentavos)}</Text>
          <Text><Text as="span" fontWeight="semibold">Prazo:</Text> {formatDate(terms.deadline)}</Text>
          <Text><Text as="span" fontWeight="semibold">Entregas:</Text> {pieces}</Text>
          {terms.message !== '' && <Text whiteSpace="pre-wrap">“{terms.message}”</Text>}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
