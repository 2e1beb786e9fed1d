import { Toaster as ChakraToaster, Portal, Stack, Toast, createToaster } from '@chakra-ui/react';

/** The page's one toaster: components call `toaster.create(...)`, the shell renders {@link Toaster}. */
export const toaster = createToaster({ placement: 'top-end', pauseOnPageIdle: true, max: 3 });

/** Where toasts appear. */
export function Toaster() {
  return (
    <Portal>
      {/* Ark names the toasts' region "Notifications, top-end (alt+T)" unless told otherwise. */}
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }} aria-label="Avisos (atalho: Alt+T)">
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
