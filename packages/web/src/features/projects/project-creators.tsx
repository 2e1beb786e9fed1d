import { Card, Heading, HStack, IconButton, Link, Stack, Text } from '@chakra-ui/react';
import type { Project } from '@publi/application';
import { formatBRL } from '@publi/domain';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { BusyButton } from '../../shared/busy-button.js';
import { ProjectDetailsStore } from '../../stores/project-details.store.js';
import { usePageStore, useStores } from '../../stores/stores-context.js';

/** The project's creators with their deliveries and amounts: remove one, or add the cart's. */
export const ProjectCreators = observer(function ProjectCreators({ project }: { readonly project: Project }) {
  const { cart } = useStores();
  const store = usePageStore(ProjectDetailsStore);
  useEffect(() => {
    void cart.enter();
  }, [cart]);
  const fromCart = cart.deliveries.filter((delivery) => !project.creators.some((line) => line.delivery.creatorId === delivery.creatorId));
  const lastOne = project.creators.length === 1 && project.status !== 'Draft';
  return (
    <Card.Root as="section" aria-labelledby="creators-title">
      <Card.Body gap="3">
        <Heading as="h2" size="md" id="creators-title">Criadores</Heading>
        {project.creators.length === 0 ? <Text color="fg.muted">Nenhum criador no projeto.</Text> : (
          <Stack as="ul" gap="2" listStyleType="none" aria-label="Criadores do projeto">
            {project.creators.map(({ creator, delivery, amountCentavos }) => (
              <HStack as="li" key={creator.id} justify="space-between" gap="3" borderBottomWidth="1px" pb="2">
                <Stack gap="0">
                  <Link asChild fontWeight="semibold"><RouterLink to={`/creator/${creator.slug}`}>{creator.name}</RouterLink></Link>
                  <Text fontSize="sm" color="fg.muted">{delivery.stories} stories · {delivery.feed} feed · {delivery.tiktok} TikTok</Text>
                </Stack>
                <HStack gap="2">
                  <Text fontWeight="semibold">{formatBRL(amountCentavos)}</Text>
                  {store.editable && (
                    <IconButton
                      size="xs"
                      variant="ghost"
                      aria-label={`Tirar ${creator.name} do projeto`}
                      disabled={store.pending !== null || lastOne}
                      loading={store.pending === `creator-${creator.id}`}
                      onClick={() => void store.removeCreator(creator.id)}
                    >
                      ✕
                    </IconButton>
                  )}
                </HStack>
              </HStack>
            ))}
          </Stack>
        )}
        {store.editable && fromCart.length > 0 && (
          <BusyButton alignSelf="start" variant="outline" size="sm" busy={store.pending === 'add-creators'} locked={store.pending !== null} onClick={() => void store.addCreators(fromCart)}>
            Adicionar {fromCart.length} {fromCart.length === 1 ? 'criador' : 'criadores'} do carrinho
          </BusyButton>
        )}
      </Card.Body>
    </Card.Root>
  );
});
