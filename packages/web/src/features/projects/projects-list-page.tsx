import { Box, Button, Card, Heading, HStack, Input, NativeSelect, Spinner, Stack, Text, Alert, Field } from '@chakra-ui/react';
import type { ProjectSummary } from '@publi/application';
import { formatBRL, formatDate, PROJECT_STATUS_LABELS, PROJECT_STATUSES, projectTypeLabel, type ProjectStatus } from '@publi/domain';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { usePageTitle } from '../../shared/use-page-title.js';
import { ProjectListStore } from '../../stores/project-list.store.js';
import { usePageStore } from '../../stores/stores-context.js';
import { BrandGate } from './brand-gate.js';
import { ProjectStatusBadge } from './project-status-badge.js';

/** `/projetos`: the brand's projects, by name and status, a page at a time. */
export const ProjectsListPage = observer(function ProjectsListPage() {
  usePageTitle('Projetos');
  return (
    <Box maxW="6xl" mx="auto" px={{ base: '4', md: '8' }} py={{ base: '6', md: '10' }}>
      <BrandGate>
        <ProjectsList />
      </BrandGate>
    </Box>
  );
});

const ProjectsList = observer(function ProjectsList() {
  const list = usePageStore(ProjectListStore);
  useEffect(() => {
    void list.load();
  }, [list]);
  const counts = list.page?.counts;
  return (
    <Stack gap="6">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>Projetos</Heading>
        <Button asChild colorPalette="secondary">
          <RouterLink to="/projetos/novo">Novo projeto</RouterLink>
        </Button>
      </HStack>
      <Stack direction={{ base: 'column', md: 'row' }} gap="3" as="search">
        <Field.Root flex="1">
          <Field.Label>Buscar por nome</Field.Label>
          <Input type="search" value={list.name} placeholder="Nome do projeto" onChange={(event) => void list.setName(event.target.value)} />
        </Field.Root>
        <Field.Root maxW={{ md: '64' }}>
          <Field.Label>Status</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={list.status ?? ''} onChange={(event) => void list.setStatus(statusOf(event.target.value))}>
              <option value="">Todos{counts ? ` (${counts.all})` : ''}</option>
              {PROJECT_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {PROJECT_STATUS_LABELS[status]}{counts ? ` (${counts[status]})` : ''}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      </Stack>
      {list.error !== null && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Description>{list.error}</Alert.Description>
          <Button size="sm" variant="outline" ml="auto" onClick={() => void list.load()}>Tentar de novo</Button>
        </Alert.Root>
      )}
      {list.page === null ? (
        list.loading && <Spinner alignSelf="center" aria-label="Carregando seus projetos" />
      ) : list.page.projects.length === 0 ? (
        <EmptyState filtered={list.name.trim() !== '' || list.status !== null} />
      ) : (
        <Stack as="ul" gap="3" listStyleType="none" aria-label="Seus projetos" aria-busy={list.loading}>
          {list.page.projects.map((project) => <ProjectCard key={project.id} project={project} />)}
        </Stack>
      )}
      {list.page !== null && list.pageCount > 1 && (
        <HStack as="nav" aria-label="Páginas" justify="center" gap="3">
          <Button variant="outline" size="sm" disabled={list.pageNumber <= 1 || list.loading} onClick={() => void list.setPage(list.pageNumber - 1)}>Anterior</Button>
          <Text fontSize="sm">Página {list.pageNumber} de {list.pageCount}</Text>
          <Button variant="outline" size="sm" disabled={list.pageNumber >= list.pageCount || list.loading} onClick={() => void list.setPage(list.pageNumber + 1)}>Próxima</Button>
        </HStack>
      )}
    </Stack>
  );
});

function statusOf(value: string): ProjectStatus | null {
  return (PROJECT_STATUSES as readonly string[]).includes(value) ? (value as ProjectStatus) : null;
}

function ProjectCard({ project }: { readonly project: ProjectSummary }) {
  // A draft reopens in the wizard where it was left; a published project on its page.
  const to = project.status === 'Draft' ? `/projetos/novo?rascunho=${project.id}` : `/projetos/${project.id}`;
  const dates = project.startDate !== null && project.endDate !== null ? `${formatDate(project.startDate)} a ${formatDate(project.endDate)}` : 'Datas a definir';
  return (
    <Card.Root as="li" size="sm">
      <Card.Body>
        <Stack direction={{ base: 'column', md: 'row' }} justify="space-between" gap="2">
          <Stack gap="1">
            <HStack gap="2" wrap="wrap">
              <RouterLink to={to}>
                <Heading as="h2" size="md" textDecoration="underline" textUnderlineOffset="3px">{project.name}</Heading>
              </RouterLink>
              <ProjectStatusBadge status={project.status} />
            </HStack>
            <Text fontSize="sm" color="fg.muted">
              {project.projectType === null ? 'Tipo a definir' : projectTypeLabel(project.projectType)} · {project.creatorCount} {project.creatorCount === 1 ? 'criador' : 'criadores'} · {dates}
            </Text>
          </Stack>
          <Stack gap="0" textAlign={{ md: 'right' }}>
            <Text fontSize="sm" color="fg.muted">Orçamento</Text>
            <Text fontWeight="semibold">{formatBRL(project.budgetCentavos)}</Text>
          </Stack>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

function EmptyState({ filtered }: { readonly filtered: boolean }) {
  if (filtered) return <Text color="fg.muted" role="status">Nenhum projeto com este nome ou status.</Text>;
  return (
    <Stack align="center" textAlign="center" gap="3" py="16" px="4" borderWidth="1px" borderStyle="dashed" borderRadius="l3">
      <Heading as="h2" size="lg">Você ainda não tem projetos</Heading>
      <Text color="fg.muted" maxW="md">Busque criadores, coloque quem combina com a sua marca no carrinho e clique em "Criar projeto" para escrever o briefing.</Text>
      <HStack gap="3" wrap="wrap" justify="center">
        <Button asChild colorPalette="secondary"><RouterLink to="/busca">Buscar criadores</RouterLink></Button>
        <Button asChild variant="outline"><RouterLink to="/projetos/novo">Começar sem carrinho</RouterLink></Button>
      </HStack>
    </Stack>
  );
}
