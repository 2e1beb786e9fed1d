import { Toaster as ChakraToaster, Portal, Stack, Toast, createToaster } from '@chakra-ui/react';
import { useEffect } from 'react';

/** The toasts' store: `toaster.tsx` hands it what components ask for, once the region below is mounted. */
export const toasts = createToaster({ placement: 'top-end', pauseOnPageIdle: true, max: 3 });

/** A toast as components ask for it (`toaster.create`). */
export type ToastOptions = Parameters<typeof toasts.create>[0];

/** Where toasts appear; `onMounted` runs once it listens, so no toast is created before anyone shows it. */
export function ToastRegion({ onMounted }: { readonly onMounted: () => void }) {
  useEffect(onMounted, [onMounted]);
  return (
    <Portal>
      {/* Ark names the toasts' region "Notifications, top-end (alt+T)" unless told otherwise. */}
      <ChakraToaster toaster={toasts} insetInline={{ mdDown: '4' }} aria-label="Avisos (atalho: Alt+T)">
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title !== undefined && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description !== undefined && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            <Toast.CloseTrigger aria-label="Fechar aviso" />
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
