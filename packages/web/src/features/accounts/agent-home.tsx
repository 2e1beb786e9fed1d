import { Button, Card, Heading, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

/** An agent's start: the way to `/agente`, where the code and the creators are. */
export function AgentHome() {
  return (
    <Card.Root variant="outline" borderRadius="2xl">
      <Card.Body gap="3" alignItems="flex-start">
        <Heading as="h2" size="lg">Seus criadores</Heading>
        <Text color="fg.muted">Veja o seu código de agente, os criadores que você representa e como está o perfil de cada um.</Text>
        <Button asChild colorPalette="secondary">
          <RouterLink to="/agente">Abrir a área do agente</RouterLink>
        </Button>
      </Card.Body>
    </Card.Root>
  );
}
