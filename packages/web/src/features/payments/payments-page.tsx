import { Alert, Box, Button, Card, Field, Heading, HStack, NativeSelect, Spinner, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { saveFile } from '../../shared/save-file.js';
import { SignedInGate } from '../../shared/signed-in-gate.js';
import { usePageTitle } from '../../shared/use-page-title.js';
import { PaymentsStore } from '../../stores/payments.store.js';
import { usePageStore, useStores } from '../../stores/stores-context.js';
import { PaymentCard } from './payment-card.js';
import { BusyButton } from '../../shared/busy-button.js';

/** `/pagamentos`: the brand's payments per project, with their status, receipts and exports. */
export const PaymentsPage = observer(function PaymentsPage() {
  const { session } = useStores();
  usePageTitle('Pagamentos');
  return (
    <Box maxW="5xl" mx="auto" px={{ base: '4', md: '8' }} py={{ base: '6', md: '10' }}>
      <SignedInGate session={session}>
        {session.accountType === 'brand' ? (
          <Payments />
        ) : (
          <Stack gap="3">
            <Heading as="h1" size="2xl">Pagamentos</Heading>
            <Text>Esta página é das marcas. Seus ganhos estão em <RouterLink to="/ganhos">Ganhos</RouterLink>.</Text>
          </Stack>
        )}
      </SignedInGate>
    </Box>
  );
});

const Payments = observer(function Payments() {
  const payments = usePageStore(PaymentsStore);
  useEffect(() => {
    void payments.load();
  }, [payments]);
  return (
    <Stack gap="5">
      <Stack direction={{ base: 'column', md: 'row' }} justify="space-between" align={{ md: 'center' }} gap="3">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>Pagamentos</Heading>
        <ExportButtons />
      </Stack>
      {payments.projects.length > 0 && <ProjectFilter />}
      {payments.status === 'error' && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Description>{payments.error}</Alert.Description>
          <Button size="sm" variant="outline" ml="auto" onClick={() => void payments.load()}>Tentar de novo</Button>
        </Alert.Root>
      )}
      {payments.visible.length > 0 ? (
        <Stack as="ul" gap="3" listStyleType="none" aria-label="Seus pagamentos">
          {payments.visible.map((payment) => <PaymentCard key={payment.id} payment={payment} />)}
        </Stack>
      ) : payments.status === 'ready' ? (
        <Card.Root variant="subtle">
          <Card.Body>
            <Text>
              Nenhum pagamento ainda. Quando um criador aceitar sua proposta, pague o contrato pela página dele em{' '}
              <RouterLink to="/trabalhos">Propostas e contratos</RouterLink>.
            </Text>
          </Card.Body>
        </Card.Root>
      ) : (
        payments.status !== 'error' && <Spinner alignSelf="center" aria-label="Carregando os pagamentos" />
      )}
    </Stack>
  );
});

const ProjectFilter = observer(function ProjectFilter() {
  const payments = usePageStore(PaymentsStore);
  return (
    <Field.Root maxW={{ md: 'sm' }}>
      <Field.Label>Projeto</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field
          value={payments.projectId ?? ''}
          onChange={(event) => { payments.setProject(event.target.value === '' ? null : Number(event.target.value)); }}
        >
          <option value="">Todos os projetos</option>
          {payments.projects.map((project) => (
            <option key={project.id} value={project.id}>{project.name}</option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
});

/** The exports of what the filter shows; a failure says why beside them. */
const ExportButtons = observer(function ExportButtons() {
  const payments = usePageStore(PaymentsStore);
  const download = async (format: 'csv' | 'xlsx') => {
    const file = await payments.export(format);
    if (file !== null) saveFile(file);
  };
  const idle = payments.exporting === null && payments.visible.length > 0;
  return (
    <Stack gap="2" align={{ md: 'end' }}>
      <HStack gap="2" wrap="wrap">
        <BusyButton size="sm" variant="outline" busy={payments.exporting === 'csv'} locked={!idle} onClick={() => void download('csv')}>
          Exportar CSV
        </BusyButton>
        <BusyButton size="sm" variant="outline" busy={payments.exporting === 'xlsx'} locked={!idle} onClick={() => void download('xlsx')}>
          Exportar .xlsx
        </BusyButton>
      </HStack>
      {payments.exportError !== null && <Text role="alert" fontSize="sm" color="fg.error">{payments.exportError}</Text>}
    </Stack>
  );
});
