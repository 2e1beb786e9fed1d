import { Alert, Box, Button, HStack, List, Spinner, Stack, Text } from '@chakra-ui/react';
import type { AuditEvent } from '@publi/application';
import { formatDateTime } from '@publi/domain';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { AuditLogStore } from '../../stores/audit-log.store.js';
import { usePageStore, useStores } from '../../stores/stores-context.js';
import { auditChangeLine, auditEventTitle } from './security-history.labels.js';

/**
 * "Histórico de segurança", `/perfil/atividade`: who changed the bank data, the Pix key or the
 * agent link, and when, newest first, values masked by the server. Read only.
 */
export const SecurityHistorySection = observer(function SecurityHistorySection() {
  const { session } = useStores();
  const auditLog = usePageStore(AuditLogStore);
  useEffect(() => {
    void auditLog.load(1);
  }, [auditLog]);
  if (auditLog.status === 'error') {
    return (
      <Alert.Root status="error" role="alert" borderRadius="lg">
        <Alert.Indicator />
        <Alert.Description>{auditLog.error}</Alert.Description>
        <Button size="sm" variant="outline" onClick={() => void auditLog.load(auditLog.page)}>Tentar de novo</Button>
      </Alert.Root>
    );
  }
  if (auditLog.status !== 'ready') return <Stack align="center" py="12"><Spinner size="lg" aria-label="Carregando o histórico" /></Stack>;
  return (
    <Stack gap="4">
      <Text color="fg.muted">Mudanças nos dados bancários, na chave Pix e no vínculo com agente, com quem fez e quando. Números aparecem só pelos últimos dígitos.</Text>
      {auditLog.events.length === 0 ? (
        <Text>Nenhuma mudança registrada ainda.</Text>
      ) : (
        <List.Root variant="plain" gap="3" aria-label="Eventos de segurança">
          {auditLog.events.map((event) => <EventItem key={event.id} event={event} myId={session.user?.id ?? null} />)}
        </List.Root>
      )}
      {auditLog.pageCount > 1 && (
        <HStack justify="space-between" as="nav" aria-label="Páginas do histórico">
          <Button variant="outline" size="sm" disabled={auditLog.page <= 1} onClick={() => void auditLog.load(auditLog.page - 1)}>Mais recentes</Button>
          <Text fontSize="sm">Página {auditLog.page} de {auditLog.pageCount}</Text>
          <Button variant="outline" size="sm" disabled={auditLog.page >= auditLog.pageCount} onClick={() => void auditLog.load(auditLog.page + 1)}>Mais antigas</Button>
        </HStack>
      )}
    </Stack>
  );
});

function EventItem({ event, myId }: { readonly event: AuditEvent; readonly myId: number | null }) {
  const who = event.actor === null ? 'Conta removida' : event.actor.id === myId ? 'Você' : event.actor.name;
  return (
    <List.Item borderWidth="1px" borderRadius="lg" p="4">
      <Stack gap="1" width="full">
        <HStack justify="space-between" flexWrap="wrap" gap="2">
          <Text fontWeight="semibold">{auditEventTitle(event, myId)}</Text>
          <Text fontSize="sm" color="fg.muted"><time dateTime={event.createdAt}>{formatDateTime(new Date(event.createdAt))}</time></Text>
        </HStack>
        <Text fontSize="sm">Feito por: {who}</Text>
        {event.changes.length > 0 && (
          <Box as="ul" fontSize="sm" ps="4" listStyleType="disc">
            {event.changes.map((change) => <li key={change.field}>{auditChangeLine(change)}</li>)}
          </Box>
        )}
      </Stack>
    </List.Item>
  );
}
