import { Button, Card, Field, HStack, IconButton, Input, Stack, Text } from '@chakra-ui/react';
import { CART_FORMATS, cashRegisterMoney, formatBRL } from '@publi/domain';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { readMaskedMoney } from '../../shared/forms/masked-money.js';
import { ProjectWizardStore } from '../../stores/project-wizard.store.js';
import { usePageStore, useStores } from '../../stores/stores-context.js';
import { QuantityStepper } from '../../shared/quantity-stepper.js';

const FORMAT_LABELS: Record<(typeof CART_FORMATS)[number], string> = { stories: 'Stories', feed: 'Feed', tiktok: 'TikTok' };

/** Step 1: the budget, and the creators with what is asked of each (from the cart). */
export const WizardCreatorsStep = observer(function WizardCreatorsStep() {
  const { cart } = useStores();
  const store = usePageStore(ProjectWizardStore);
  const { wizard, fieldErrors } = store.draft;
  const [budget, setBudget] = useState(wizard.amountCentavos > 0 ? formatBRL(wizard.amountCentavos) : '');
  const [budgetError, setBudgetError] = useState<string | null>(null);
  const missingFromCart = cart.deliveries.filter((delivery) => !wizard.creators.some((one) => one.creatorId === delivery.creatorId));
  return (
    <Stack gap="5">
      <Field.Root invalid={budgetError !== null || fieldErrors['step1.amount'] !== undefined} required maxW="sm">
        <Field.Label>Orçamento</Field.Label>
        <Input inputMode="numeric" value={budget} placeholder="R$ 0,00" onChange={(event) => {
          const masked = cashRegisterMoney(event.target.value);
          setBudget(masked);
          const parsed = readMaskedMoney(masked);
          if ('error' in parsed) setBudgetError(parsed.error);
          else {
            setBudgetError(null);
            store.draft.setAmount(parsed.centavos);
          }
        }} />
        <Field.HelperText>Quanto a marca pretende investir no projeto.</Field.HelperText>
        <Field.ErrorText>{budgetError ?? fieldErrors['step1.amount']}</Field.ErrorText>
      </Field.Root>
      <Field.Root invalid={fieldErrors['step1.creators'] !== undefined}>
        <Field.Label as="p">Criadores</Field.Label>
        {wizard.creators.length === 0 ? (
          <Text color="fg.muted">Nenhum criador ainda. Traga os criadores do carrinho ou busque novos.</Text>
        ) : (
          <Stack as="ul" gap="3" listStyleType="none" w="full" aria-label="Criadores do projeto">
            {wizard.creators.map((delivery) => {
              const name = store.draft.people[delivery.creatorId]?.name ?? `Criador nº ${String(delivery.creatorId)}`;
              const pieces = delivery.stories + delivery.feed + delivery.tiktok;
              return (
                <Card.Root as="li" key={delivery.creatorId} size="sm">
                  <Card.Body>
                    <Stack direction={{ base: 'column', md: 'row' }} justify="space-between" gap="3">
                      <Text fontWeight="semibold">{name}</Text>
                      <HStack gap="4" wrap="wrap">
                        {CART_FORMATS.map((format) => (
                          <QuantityStepper
                            key={format}
                            label={FORMAT_LABELS[format]}
                            creatorName={name}
                            value={delivery[format]}
                            canDecrease={pieces > 1}
                            disabled={store.busy}
                            onChange={(value) => { store.draft.setDelivery({ ...delivery, [format]: value }); }}
                          />
                        ))}
                        <IconButton size="xs" variant="ghost" aria-label={`Tirar ${name} do projeto`} onClick={() => { store.draft.removeCreator(delivery.creatorId); }}>✕</IconButton>
                      </HStack>
                    </Stack>
                  </Card.Body>
                </Card.Root>
              );
            })}
          </Stack>
        )}
        <Field.ErrorText>{fieldErrors['step1.creators']}</Field.ErrorText>
      </Field.Root>
      <CreatorSearch />
      <HStack gap="3" wrap="wrap">
        {missingFromCart.length > 0 && (
          <Button variant="outline" onClick={() => { store.draft.addCreators(missingFromCart, cart.people); }}>
            Adicionar {missingFromCart.length} {missingFromCart.length === 1 ? 'criador' : 'criadores'} do carrinho
          </Button>
        )}
        <Button asChild variant="ghost">
          <RouterLink to="/busca">Ver a busca completa</RouterLink>
        </Button>
      </HStack>
    </Stack>
  );
});

/** Finds creators by name or @ without leaving the wizard, and adds them with one story. */
const CreatorSearch = observer(function CreatorSearch() {
  const store = usePageStore(ProjectWizardStore);
  const search = store.creatorSearch;
  const found = search.suggestions.creators;
  const inProject = new Set(store.draft.wizard.creators.map((delivery) => delivery.creatorId));
  return (
    <Stack gap="2" as="search">
      <Field.Root>
        <Field.Label>Buscar criadores</Field.Label>
        <Input type="search" value={search.query} placeholder="Nome ou @ do criador" autoComplete="off" onChange={(event) => { search.setQuery(event.target.value); }} />
      </Field.Root>
      {found.length > 0 && (
        <Stack as="ul" gap="1" listStyleType="none" aria-label="Criadores encontrados">
          {found.map((creator) => (
            <HStack as="li" key={creator.id} justify="space-between" gap="2">
              <Stack gap="0">
                <Text fontWeight="semibold">{creator.primaryValue}</Text>
                <Text fontSize="sm" color="fg.muted">{creator.secondaryValue}</Text>
              </Stack>
              <Button size="xs" variant="outline" disabled={inProject.has(creator.id)} aria-label={`Adicionar ${creator.primaryValue} ao projeto`} onClick={() => { store.draft.addFound(creator); }}>
                {inProject.has(creator.id) ? 'No projeto' : 'Adicionar'}
              </Button>
            </HStack>
          ))}
        </Stack>
      )}
    </Stack>
  );
});
