import { RadioCard, Stack } from '@chakra-ui/react';
import type { SignUpType } from '../../stores/sign-up.store.js';

const OPTIONS: readonly { readonly value: SignUpType; readonly title: string; readonly description: string }[] = [
  { value: 'brand', title: 'Sou marca', description: 'Encontre criadores de conteúdo, monte campanhas e contrate com segurança.' },
  { value: 'creator', title: 'Sou criador(a)', description: 'Mostre seu trabalho, defina seus preços e receba propostas de marcas.' },
  { value: 'agent', title: 'Sou agente', description: 'Represente criadores: cuide dos perfis, das redes e dos preços de cada um.' },
];

function isSignUpType(value: string | null): value is SignUpType {
  return value === 'brand' || value === 'creator' || value === 'agent';
}

/** The account types as big radio cards (arrow keys move between them). */
export function AccountTypeCards({ value, onChange }: { readonly value: SignUpType | null; readonly onChange: (type: SignUpType) => void }) {
  return (
    <RadioCard.Root
      value={value}
      onValueChange={(details) => { if (isSignUpType(details.value)) onChange(details.value); }}
      colorPalette="secondary"
      size="lg"
    >
      <RadioCard.Label srOnly>Tipo de conta</RadioCard.Label>
      <Stack gap="3">
        {OPTIONS.map((option) => (
          <RadioCard.Item key={option.value} value={option.value}>
            <RadioCard.ItemHiddenInput />
            <RadioCard.ItemControl>
              <RadioCard.ItemContent>
                <RadioCard.ItemText fontSize="lg">{option.title}</RadioCard.ItemText>
                <RadioCard.ItemDescription>{option.description}</RadioCard.ItemDescription>
              </RadioCard.ItemContent>
              <RadioCard.ItemIndicator />
            </RadioCard.ItemControl>
          </RadioCard.Item>
        ))}
      </Stack>
    </RadioCard.Root>
  );
}
