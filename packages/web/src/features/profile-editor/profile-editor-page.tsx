import { Alert, Box, Button, Grid, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Navigate, Link as RouterLink, useLocation, useParams } from 'react-router-dom';
import { usePageTitle } from '../../shared/use-page-title.js';
import { ProfileEditorStore } from '../../stores/profile-editor.store.js';
import { usePageStore, useStores } from '../../stores/stores-context.js';
import { CompletionBar } from './completion-bar.js';
import { CompletionSidebar } from './completion-sidebar.js';
import { EDITOR_SECTIONS, sectionsFor } from './editor-sections.js';
import { useFocusTarget } from './use-focus-target.js';

function Loading({ label }: { readonly label: string }) {
  return (
    <Stack align="center" py="20">
      <Spinner size="lg" aria-label={label} />
    </Stack>
  );
}

/**
 * `/perfil` and `/perfil/:section` (SPEC section 9): the sections, each its own form and save,
 * beside the completion meter. An agent acting for a creator edits that creator here.
 */
export const ProfileEditorPage = observer(function ProfileEditorPage() {
  usePageTitle('Meu perfil');
  const { session, actingAs, ui } = useStores();
  const profileEditor = usePageStore(ProfileEditorStore);
  const { section: slug } = useParams();
  const location = useLocation();
  useFocusTarget();
  const actingId = actingAs.creatorId;
  useEffect(() => {
    void profileEditor.load();
  }, [actingId, profileEditor]);

  if (session.isStarting) return <Loading label="Carregando sua conta" />;
  if (session.user === null) return <Navigate to={`/entrar?next=${encodeURIComponent(location.pathname)}`} replace />;
  const sections = sectionsFor(session.accountType, actingAs.isActing);
  // A section kept from an acting agent (bank data, the agent link) still answers at its address,
  // and says why it offers nothing, rather than "does not exist".
  const section = slug === undefined ? sections[0] : (sections.find((candidate) => candidate.slug === slug)
    ?? (actingAs.isActing ? EDITOR_SECTIONS.find((candidate) => candidate.slug === slug && candidate.accountTypes.includes('creator')) : undefined));
  const title = actingAs.isActing ? `Perfil de ${actingAs.name ?? 'criador(a)'}` : 'Meu perfil';
  const heading = <Heading as="h1" size={{ base: '2xl', md: '3xl' }} letterSpacing="tight">{title}</Heading>;

  if (section === undefined) {
    return (
      <Stack gap="4" maxW="3xl" mx="auto" px={{ base: '4', md: '8' }} py={{ base: '6', md: '12' }}>
        {heading}
        <Text>{sections.length === 0 ? 'Não há o que editar aqui nesta conta.' : 'Esta seção não existe.'}</Text>
        {sections[0] !== undefined && (
          <Button asChild alignSelf="flex-start" colorPalette="primary"><RouterLink to={`/perfil/${sections[0].slug}`}>Ir para {sections[0].label}</RouterLink></Button>
        )}
      </Stack>
    );
  }

  const account = profileEditor.account;
  const waiting = account === null || (session.accountType === 'creator' || actingAs.isActing ? account.details === null : false);
  const completion = profileEditor.completion;
  const body = profileEditor.status === 'error'
    ? (
      <Alert.Root status="error" role="alert" borderRadius="lg">
        <Alert.Indicator />
        <Alert.Description>{profileEditor.loadError}</Alert.Description>
      </Alert.Root>
    )
    : waiting ? <Loading label="Carregando o perfil" /> : (
      // A new key per section and per account: each form starts from what the server holds.
      <Stack gap="6" key={`${section.slug}:${String(actingId)}`}>
        <Heading as="h2" size="xl">{section.label}</Heading>
        <section.Component />
      </Stack>
    );

  if (ui.isMobile) {
    return (
      <Stack gap="4" px="4" py="6">
        {heading}
        <CompletionBar sections={sections} current={section.slug} completion={waiting ? null : completion} />
        <Box pt="2">{body}</Box>
      </Stack>
    );
  }
  return (
    <Stack gap="8" maxW="7xl" mx="auto" px="8" py="12">
      {heading}
      <Grid templateColumns="18rem 1fr" gap="10" alignItems="start">
        <CompletionSidebar sections={sections} current={section.slug} completion={waiting ? null : completion} />
        <Box minW="0">{body}</Box>
      </Grid>
    </Stack>
  );
});
