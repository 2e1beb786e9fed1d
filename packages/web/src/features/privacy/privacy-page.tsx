import { Box, Heading, List, Stack, Text } from '@chakra-ui/react';
import { PRIVACY_POLICY_VERSION } from '@publi/contract';
import { formatDate } from '@publi/domain';
import { usePageTitle } from '../../shared/use-page-title.js';
import { DeleteAccountSection } from './delete-account-section.js';
import { MyDataSection } from './my-data-section.js';
import { POLICY_SECTIONS, type PolicySection } from './privacy-policy.sections.js';

/**
 * `/privacidade`: the privacy policy, public: visitors read it before signing up; a signed-in
 * person also downloads their own data here ("Seus dados") and may delete the account.
 */
export function PrivacyPage() {
  usePageTitle('Política de Privacidade');
  return (
    <Box maxW="3xl" mx="auto" px={{ base: '4', md: '8' }} py={{ base: '6', md: '10' }}>
      <Stack gap="8">
        <Stack gap="2">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>Política de Privacidade</Heading>
          <Text color="fg.muted">Versão em vigor desde {formatDate(PRIVACY_POLICY_VERSION)}. Escrita para ser lida por qualquer pessoa, sem juridiquês.</Text>
        </Stack>
        <MyDataSection />
        <DeleteAccountSection />
        {POLICY_SECTIONS.map((section) => <PolicySectionView key={section.title} section={section} />)}
      </Stack>
    </Box>
  );
}

function PolicySectionView({ section }: { readonly section: PolicySection }) {
  return (
    <Stack as="section" gap="3" aria-labelledby={headingId(section.title)}>
      <Heading as="h2" size="lg" id={headingId(section.title)}>{section.title}</Heading>
      {section.paragraphs.map((paragraph) => <Text key={paragraph}>{paragraph}</Text>)}
      {section.items !== undefined && (
        <List.Root gap="2" ps="5">
          {section.items.map((item) => <List.Item key={item}>{item}</List.Item>)}
        </List.Root>
      )}
    </Stack>
  );
}

/** A stable id from a section's title, for its `aria-labelledby`. */
function headingId(title: string): string {
  return `politica-${title.normalize('NFD').replace(/[^\w]+/g, '-').toLowerCase()}`;
}
