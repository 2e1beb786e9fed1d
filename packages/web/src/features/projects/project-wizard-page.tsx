import { Alert, Box, Button, Heading, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { BusyButton } from '../../shared/busy-button.js';
import { usePageTitle } from '../../shared/use-page-title.js';
import { ProjectWizardStore } from '../../stores/project-wizard.store.js';
import { usePageStore, useStores } from '../../stores/stores-context.js';
import { BrandGate } from './brand-gate.js';
import { WizardBriefingStep } from './wizard-briefing-step.js';
import { WizardCreatorsStep } from './wizard-creators-step.js';
import { WizardProjectStep } from './wizard-project-step.js';

const STEP_TITLES = ['Projeto', 'Orçamento e criadores', 'Briefing'] as const;

/** `/projetos/novo`: the project wizard, numbered from 0 (SPEC section 4); `?rascunho=<id>` reopens a draft. */
export const ProjectWizardPage = observer(function ProjectWizardPage() {
  usePageTitle('Novo projeto');
  return (
    <Box maxW="4xl" mx="auto" px={{ base: '4', md: '8' }} py={{ base: '6', md: '10' }}>
      <BrandGate>
        <Wizard />
      </BrandGate>
    </Box>
  );
});

const Wizard = observer(function Wizard() {
  const { cart } = useStores();
  const store = usePageStore(ProjectWizardStore);
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const draftParam = Number(params.get('rascunho'));
  const draftId = Number.isInteger(draftParam) && draftParam > 0 ? draftParam : null;
  const fromCart = params.get('do') === 'carrinho';
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    store.prepare();
    void cart.enter().then(() => store.start(fromCart && draftId === null ? cart.deliveries : [], draftId, cart.people));
  }, [cart, store, draftId, fromCart]);

  // Once saved, the address names the draft, so a reload (or another device) opens it.
  const savedId = store.draft.wizard.id;
  useEffect(() => {
    if (savedId !== null && draftId !== savedId) setParams({ rascunho: String(savedId) }, { replace: true });
  }, [savedId, draftId, setParams]);

  // Every step change starts at the top of the page (SPEC section 4), and the focus on the new
  // step's title: the pressed button was disabled while saving, which dropped the focus to the
  // page's start, and a screen reader now announces where the person is.
  const step = store.draft.wizard.step;
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);
  useEffect(() => {
    window.scrollTo({ top: 0 });
    if (shownStep.current !== step) stepHeading.current?.focus({ preventScroll: true });
    shownStep.current = step;
  }, [step]);

  useEffect(() => {
    if (store.published !== null) void navigate(`/projetos/${store.published.id}`);
  }, [store.published, navigate]);

  if (store.status === 'error') {
    return (
      <Alert.Root status="error" role="alert">
        <Alert.Indicator />
        <Alert.Description>{store.error}</Alert.Description>
      </Alert.Root>
    );
  }
  if (store.status !== 'ready') return <Spinner alignSelf="center" aria-label="Carregando o projeto" />;
  const last = step === STEP_TITLES.length - 1;
  return (
    <form noValidate aria-label="Assistente do projeto" onSubmit={(event) => { event.preventDefault(); void (last ? store.publish() : store.next()); }}>
    <Stack gap="6">
      <Stack gap="1">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>{store.draft.wizard.id === null ? 'Novo projeto' : store.draft.wizard.projectName || 'Rascunho'}</Heading>
        <Text color="fg.muted">O rascunho é salvo a cada passo: você pode voltar depois, de qualquer aparelho.</Text>
      </Stack>
      <HStack as="ol" aria-label="Passos do projeto" gap={{ base: '2', md: '4' }} listStyleType="none" wrap="wrap">
        {STEP_TITLES.map((title, index) => (
          <HStack as="li" key={title} gap="2" aria-current={index === step ? 'step' : undefined} color={index === step ? 'fg' : 'fg.muted'} fontWeight={index === step ? 'semibold' : 'normal'}>
            <Box
              as="span"
              aria-hidden="true"
              borderWidth="1px"
              borderRadius="full"
              w="6"
              h="6"
              display="grid"
              placeItems="center"
              fontSize="xs"
              bg={index < step ? 'secondary.solid' : undefined}
              color={index < step ? 'secondary.contrast' : undefined}
            >
              {index + 1}
            </Box>
            <Text fontSize="sm">{title}</Text>
          </HStack>
        ))}
      </HStack>
      <Heading as="h2" size="lg" ref={stepHeading} tabIndex={-1} _focusVisible={{ outline: '2px solid', outlineColor: 'secondary.solid', outlineOffset: '2px' }}>
        {STEP_TITLES[step]}
      </Heading>
      {step === 0 && <WizardProjectStep />}
      {step === 1 && <WizardCreatorsStep />}
      {step === 2 && <WizardBriefingStep />}
      {store.error !== null && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Description>{store.error}</Alert.Description>
        </Alert.Root>
      )}
      <HStack justify="space-between" gap="3">
        <Button variant="outline" disabled={step === 0 || store.busy} onClick={() => void store.back()}>Voltar</Button>
        <BusyButton type="submit" colorPalette="secondary" busy={store.busy} busyText="Salvando…">
          {last ? 'Publicar briefing' : 'Salvar e continuar'}
        </BusyButton>
      </HStack>
    </Stack>
    </form>
  );
});
