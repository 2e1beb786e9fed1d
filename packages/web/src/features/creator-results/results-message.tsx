import { Button, Heading, Stack, Text } from '@chakra-ui/react';

/** A centred block for the empty and failed states: a title, a line and one action. */
export function ResultsMessage({ title, text, action, onAction }: { readonly title: string; readonly text: string; readonly action: string; readonly onAction: () => void }) {
  return (
    <Stack align="center" textAlign="center" gap="3" py="16" px="4" borderWidth="1px" borderStyle="dashed" borderRadius="l3" role="status">
      <Heading as="h2" size="lg">{title}</Heading>
      <Text color="fg.muted" maxW="md">{text}</Text>
      <Button colorPalette="secondary" onClick={onAction}>{action}</Button>
    </Stack>
  );
}
