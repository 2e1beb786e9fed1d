import { Link, List } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { MissingItem } from './missing-items.js';

/** "O que falta": one link per missing item, each bringing the person to its field. */
export function MissingList({ items }: { readonly items: readonly MissingItem[] }) {
  return (
    <List.Root variant="plain" gap="1" aria-label="O que falta no perfil">
      {items.map((item) => (
        <List.Item key={item.key}>
          <Link asChild colorPalette="secondary" fontSize="sm">
            <RouterLink to={item.href}>Preencher {item.label}</RouterLink>
          </Link>
        </List.Item>
      ))}
    </List.Root>
  );
}
