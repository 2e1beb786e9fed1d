import { Alert, Box, Button, Card, Checkbox, Grid, Heading, HStack, Link, Spinner, Stack, Text } from '@chakra-ui/react';
import type { Project } from '@publi/application';
import { formatBRL, formatDate, PROJECT_MOVES, projectTypeLabel, type ProjectMove } from '@publi/domain';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { ConfirmDialog } from '../../shared/confirm-dialog.js';
import { usePageTitle } from '../../shared/use-page-title.js';
import { ProjectDetailsStore } from '../../stores/project-details.store.js';
import { usePageStore } from '../../stores/stores-context.js';
import { BrandGate } from './brand-gate.js';
import { ProjectCreators } from './project-creators.js';
import { ProjectProposals } from './project-proposals.js';
import { ProjectStatusBadge } from './project-status-badge.js';
import { saveFile } from '../../shared/save-file.js';
import { BusyButton } from '../../shared/busy-button.js';

/** `/projetos/:id`: a project's briefing, creators, options, total, moves and exports. */
export const ProjectDetailsPage = observer(function ProjectDetailsPage() {
  const projectDetails = usePageStore(ProjectDetailsStore);
  usePageTitle(projectDetails.project?.wizard.projectName ?? 'Projeto');
  return (
    <Box maxW="6xl" mx="auto" px={{ base: '4', md: '8' }} py={{ base: '6', md: '10' }}>
      <BrandGate>
        <Details />
      </BrandGate>
    </Box>
  );
});

const Details = observer(function Details() {
  const store = usePageStore(ProjectDetailsStore);
  const params = useParams();
  const id = Number(params['id']);
  useEffect(() => {
    void store.load(id);
  }, [store, id]);
  if (store.status === 'error') {
    return (
      <Stack gap="4">
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Description>{store.error}</Alert.Description>
        </Alert.Root>
        <Link asChild><RouterLink to="/projetos">Voltar para os projetos</RouterLink></Link>
      </Stack>
    );
  }
  const project = store.project;
  if (store.status !== 'ready' || project === null || project.id !== id) return <Spinner alignSelf="center" aria-label="Carregando o projeto" />;
  return (
    <Stack gap="6">
      <Link asChild fontSize="sm" color="fg.muted"><RouterLink to="/projetos">← Projetos</RouterLink></Link>
      <HStack justify="space-between" wrap="wrap" gap="3">
        <HStack gap="3" wrap="wrap">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>{project.wizard.projectName}</Heading>
          <ProjectStatusBadge status={project.status} />
        </HStack>
        <Moves project={project} />
      </HStack>
      {store.actionError !== null && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Description>{store.actionError}</Alert.Description>
        </Alert.Root>
      )}
      <Grid templateColumns={{ base: '1fr', md: '1fr 320px' }} gap="6" alignItems="start">
        <Stack gap="6">
          <Briefing project={project} />
          <ProjectCreators project={project} />
          <ProjectProposals project={project} />
          <Options />
        </Stack>
        <Summary project={project} />
      </Grid>
    </Stack>
  );
});

const Moves = observer(function Moves({ project }: { readonly project: Project }) {
  const store = usePageStore(ProjectDetailsStore);
  const [confirming, setConfirming] = useState<ProjectMove | null>(null);
  if (project.allowedMoves.length === 0) return null;
  return (
    <HStack gap="2">
      {project.status === 'Draft' && (
        <Button asChild variant="outline" size="sm"><RouterLink to={`/projetos/novo?rascunho=${project.id}`}>Continuar o rascunho</RouterLink></Button>
      )}
      {project.allowedMoves.map((move) => (
        <BusyButton
          key={move}
          size="sm"
          variant={move === 'cancel' ? 'outline' : 'solid'}
          colorPalette={move === 'cancel' ? 'red' : 'secondary'}
          busy={store.pending === `move-${move}`}
          locked={store.pending !== null}
          onClick={() => { setConfirming(move); }}
        >
          {PROJECT_MOVES[move].label}
        </BusyButton>
      ))}
      <ConfirmDialog
        open={confirming !== null}
        title={confirming === null ? '' : `${PROJECT_MOVES[confirming].label}?`}
        confirmLabel={confirming === null ? 'Confirmar' : PROJECT_MOVES[confirming].label}
        destructive={confirming === 'cancel'}
        pending={store.pending !== null}
        onCancel={() => { setConfirming(null); }}
        onConfirm={() => {
          const move = confirming;
          setConfirming(null);
          if (move !== null) void store.move(move);
        }}
      >
        {confirming === 'cancel' ? 'O projeto será cancelado e não poderá mais ser alterado.' : 'O briefing será enviado e o projeto sai do rascunho.'}
      </ConfirmDialog>
    </HStack>
  );
});

function Briefing({ project }: { readonly project: Project }) {
  const { wizard } = project;
  const { briefing } = wizard;
  const dates = briefing.startDate !== null && briefing.endDate !== null ? `${formatDate(briefing.startDate)} a ${formatDate(briefing.endDate)}` : 'a definir';
  return (
    <Card.Root as="section" aria-labelledby="briefing-title">
      <Card.Body gap="3">
        <Heading as="h2" size="md" id="briefing-title">Briefing</Heading>
        <Text><strong>Tipo:</strong> {wizard.projectType === null ? 'a definir' : projectTypeLabel(wizard.projectType)} · <strong>Datas:</strong> {dates}</Text>
        {briefing.humor.length > 0 && <Text><strong>Tom:</strong> {briefing.humor.join(', ')}</Text>}
        <Text whiteSpace="pre-wrap"><strong>Missão:</strong> {briefing.mission || 'a definir'}</Text>
        {briefing.creator !== '' && <Text whiteSpace="pre-wrap"><strong>Criador desejado:</strong> {briefing.creator}</Text>}
        {wizard.references.length > 0 && (
          <Stack as="ul" gap="1" listStyleType="none" aria-label="Referências">
            {wizard.references.map((reference) => (
              <li key={reference.url}><Link href={reference.url} target="_blank" rel="noreferrer" overflowWrap="anywhere">{reference.name ?? reference.url}</Link></li>
            ))}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}

const Options = observer(function Options() {
  const store = usePageStore(ProjectDetailsStore);
  return (
    <Card.Root as="section" aria-labelledby="options-title">
      <Card.Body gap="3">
        <Heading as="h2" size="md" id="options-title">Opções</Heading>
        <Text fontSize="sm" color="fg.muted">O preço de cada opção é por criador e entra na proposta de cada um.</Text>
        <Stack gap="2">
          {store.options.map((option) => (
            <Checkbox.Root
              key={option.id}
              checked={store.hasOption(option.id)}
              disabled={!store.editable || store.pending !== null}
              onCheckedChange={(details) => void store.setOption(option.id, details.checked === true)}
              alignItems="flex-start"
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>
                <Text as="span" fontWeight="semibold">{option.name} · {formatBRL(option.priceCentavos)} por criador</Text>
                <Text as="span" display="block" fontSize="sm" color="fg.muted">{option.description}</Text>
              </Checkbox.Label>
            </Checkbox.Root>
          ))}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
});

const Summary = observer(function Summary({ project }: { readonly project: Project }) {
  const store = usePageStore(ProjectDetailsStore);
  const download = async (format: 'csv' | 'xlsx') => {
    const file = await store.exportFile(format);
    if (file !== null) saveFile(file);
  };
  return (
    <Card.Root as="aside" aria-label="Resumo do projeto" position={{ md: 'sticky' }} top={{ md: '24' }}>
      <Card.Body gap="3">
        <Heading as="h2" size="md">Total</Heading>
        <Stack gap="1" fontSize="sm">
          <HStack justify="space-between"><Text>Criadores</Text><Text>{formatBRL(project.total.creatorsCentavos)}</Text></HStack>
          <HStack justify="space-between"><Text>Opções</Text><Text>{formatBRL(project.total.optionsCentavos)}</Text></HStack>
        </Stack>
        <Text fontSize="2xl" fontWeight="bold" data-testid="project-total">{formatBRL(project.total.totalCentavos)}</Text>
        <Text fontSize="sm" color="fg.muted">Orçamento: {formatBRL(project.wizard.amountCentavos)}</Text>
        <Heading as="h3" size="sm" pt="2">Exportar</Heading>
        <HStack gap="2">
          <BusyButton size="sm" variant="outline" busy={store.pending === 'export-csv'} locked={store.pending !== null} onClick={() => void download('csv')}>Baixar CSV</BusyButton>
          <BusyButton size="sm" variant="outline" busy={store.pending === 'export-xlsx'} locked={store.pending !== null} onClick={() => void download('xlsx')}>Baixar Excel</BusyButton>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
});
