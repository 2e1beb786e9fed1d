import { Dialog, Portal, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { BusyButton } from './busy-button.js';

/** Props of {@link ConfirmDialog}. */
export interface ConfirmDialogProps {
  readonly open: boolean;
  readonly title: string;
  /** What happens if the person confirms, in plain words. */
  readonly children: ReactNode;
  readonly confirmLabel: string;
  readonly cancelLabel?: string;
  /** A red confirm button, for what cannot be undone at once. */
  readonly destructive?: boolean;
  /** The confirm button spins and both buttons wait while this is set. */
  readonly pending?: boolean;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
}

/**
 * A question that needs an answer before anything happens (`alertdialog`): Escape or the cancel
 * button close it without acting; focus starts on cancel, the safe choice.
 */
export function ConfirmDialog({ open, title, children, confirmLabel, cancelLabel = 'Cancelar', destructive = false, pending = false, onConfirm, onCancel }: ConfirmDialogProps) {
  return (
    <Dialog.Root role="alertdialog" open={open} onOpenChange={(details) => { if (!details.open && !pending) onCancel(); }} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">{children}</Stack>
            </Dialog.Body>
            <Dialog.Footer flexDirection={{ base: 'column-reverse', md: 'row' }} alignItems="stretch">
              <BusyButton variant="outline" onClick={onCancel} busy={false} locked={pending} data-autofocus>
                {cancelLabel}
              </BusyButton>
              <BusyButton colorPalette={destructive ? 'red' : 'primary'} onClick={onConfirm} busy={pending}>
                {confirmLabel}
              </BusyButton>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
