import { Alert } from '@chakra-ui/react';
import type { ComponentType } from 'react';
import { loadedLater, type LoadedLater } from '../../shared/loaded-later.js';
import { SectionFallback } from '../../shared/section-fallback.js';

/** A section's form, whose code loads when it is first shown: `/perfil` carries only the section it opens on. */
export function lazySection(load: () => Promise<ComponentType>): LoadedLater<object> {
  return loadedLater(load, SectionWaiting);
}

function SectionWaiting({ failed }: { readonly failed: boolean }) {
  if (!failed) return <SectionFallback label="Carregando a seção" />;
  return (
    <Alert.Root status="error" role="alert" borderRadius="lg">
      <Alert.Indicator />
      <Alert.Description>Não foi possível carregar esta seção. Verifique sua conexão e recarregue a página.</Alert.Description>
    </Alert.Root>
  );
}
