import { Alert, Box, Button, Card, Field, Heading, HStack, Input, NativeSelect, Spinner, Stack, Text } from '@chakra-ui/react';
import type { Contract } from '@publi/application';
import { formatBRL, formatDate, JOB_TYPE_ALL, PROJECT_TYPES, projectTypeLabel } from '@publi/domain';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ContractStatusBadge } from '../../shared/contract-status-badge.js';
import { SignedInGate } from '../../shared/signed-in-gate.js';
import { usePageTitle } from '../../shared/use-page-title.js';
import { JobsStore } from '../../stores/jobs.store.js';
import { usePageStore, useStores } from '../../stores/stores-context.js';

/** `/trabalhos` (SPEC section 4): proposals and contracts, by project type and title. */
export const JobsPage = observer(function JobsPage() {
  const { session } = useStores();
  usePageTitle(session.accountType === 'brand' ? 'Propostas e contratos' : 'Trabalhos');
  return (
    <Box maxW="5xl" mx="auto" px={{ base: '4', md: '8' }} py={{ base: '6', md: '10' }}>
      <SignedInGate session={session}>
        <Jobs />
      </SignedInGate>
    </Box>
  );
});

const Jobs = observer(function Jobs() {
  const { session } = useStores();
  const jobs = usePageStore(JobsStore);
  useEffect(() => {
    void jobs.load();
  }, [jobs]);
  const brand = session.accountType === 'brand';
  return (
    <Stack gap="6">
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>{brand ? 'Propostas e contratos' : 'Trabalhos'}</Heading>
      <Stack direction={{ base: 'column', md: 'row' }} gap="3" as="search">
        <Field.Root flex="1">
          <Field.Label>Buscar pelo título</Field.Label>
          <Input type="search" value={jobs.filter.title} placeholder="Nome do projeto" onChange={(event) => { jobs.setTitle(event.target.value); }} />
        </Field.Root>
        <Field.Root maxW={{ md: '64' }}>
          <Field.Label>Tipo de projeto</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={jobs.filter.type} onChange={(event) => { jobs.setType(event.target.value); }}>
              <option value={JOB_TYPE_ALL}>Todos</option>
              {PROJECT_TYPES.map((type) => (
                <option key={type.value} value={type.value}>{type.label}</option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      </Stack>
      {jobs.error !== null && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Description>{jobs.error}</Alert.Description>
          <Button size="sm" variant="outline" ml="auto" onClick={() => void jobs.load()}>Tentar de novo</Button>
        </Alert.Root>
      )}
      {jobs.status === 'loading' && jobs.jobs.length === 0 ? (
        <Spinner alignSelf="center" aria-label="Carregando os trabalhos" />
      ) : jobs.status === 'ready' && jobs.visible.length === 0 ? (
        <Card.Root variant="subtle">
          <Card.Body>
            <Text>
              {jobs.filtering
                ? 'Nenhum trabalho com este tipo ou título.'
                : brand
                  ? 'Você ainda não enviou propostas. Abra um projeto publicado e envie propostas aos criadores dele.'
                  : 'Você ainda não recebeu propostas. Quando uma marca enviar uma, ela aparece aqui.'}
            </Text>
            {jobs.filtering && (
              <Button mt="3" size="sm" variant="outline" alignSelf="start" onClick={() => { jobs.clearFilter(); }}>Limpar filtros</Button>
            )}
          </Card.Body>
        </Card.Root>
      ) : (
        <Stack as="ul" gap="3" listStyleType="none" aria-label={brand ? 'Suas propostas' : 'Seus trabalhos'} aria-busy={jobs.status === 'loading'}>
          {jobs.visible.map((job) => <JobCard key={job.id} job={job} brand={brand} agent={session.accountType === 'agent'} />)}
        </Stack>
      )}
    </Stack>
  );
});

function JobCard({ job, brand, agent }: { readonly job: Contract; readonly brand: boolean; readonly agent: boolean }) {
  const terms = job.counter ?? job.terms;
  // Who the job is with: the creator for a brand, the brand for a creator, both for an agent.
  const party = brand ? job.creator.name : agent ? `${job.brand.name} · para ${job.creator.name}` : job.brand.name;
  return (
    <Card.Root as="li" size="sm">
      <Card.Body>
        <Stack direction={{ base: 'column', md: 'row' }} justify="space-between" gap="3">
          <Stack gap="1">
            <Heading as="h2" size="md">
              <RouterLink to={`/contratos/${String(job.id)}`}>{job.projectName}</RouterLink>
            </Heading>
            <Text fontSize="sm" color="fg.muted">
              {party}
              {job.projectType !== null && ` · ${projectTypeLabel(job.projectType)}`}
            </Text>
            <Text fontSize="sm">
              {formatBRL(terms.amountCentavos)} · prazo {formatDate(terms.deadline)}
            </Text>
          </Stack>
          <HStack gap="3" align="start" wrap="wrap">
            <ContractStatusBadge status={job.status} />
            {job.unreadMessages > 0 && (
              <Text fontSize="sm" color="secondary" fontWeight="semibold">
                {job.unreadMessages} {job.unreadMessages === 1 ? 'mensagem nova' : 'mensagens novas'}
              </Text>
            )}
            <Button asChild size="sm" variant="outline">
              <RouterLink to={`/contratos/${String(job.id)}`} aria-label={`Abrir ${job.projectName}, ${party}`}>Abrir</RouterLink>
            </Button>
          </HStack>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
