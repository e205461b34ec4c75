import { useState, type ReactElement, type ReactNode } from 'react';
import { Dialog, DialogTrigger, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { Alert } from '../Alert';
import { Button } from '../Button';
import { alertDialogRecipe as css } from './AlertDialog.css';

export const alertDialogTones = ['destructive', 'default'] as const;
export type AlertDialogTone = (typeof alertDialogTones)[number];

export interface AlertDialogProps {
  /** The button that opens the dialog; omit it and pass `isOpen` to open it from code. */
  trigger?: ReactElement;
  /** Open from code (controlled). */
  isOpen?: boolean;
  /** @default false */
  defaultOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  /** A question: 'Delete this conversation?' */
  title: string;
  /** What will happen, in plain words. */
  children: ReactNode;
  /** The confirming button's text: 'Delete conversation'. */
  confirmLabel: string;
  /** The confirming button's text while `onConfirm` runs. @default 'Please wait...' */
  pendingLabel?: string;
  /** @default 'Cancel' */
  cancelLabel?: string;
  /**
   * Runs on confirm. The dialog stays open while it runs, closes when it resolves, and shows what
   * went wrong when it throws.
   */
  onConfirm: () => Promise<void> | void;
  /** The text shown when `onConfirm` throws. @default the error's message */
  describeError?: (error: unknown) => string;
  /** @default 'destructive' */
  tone?: AlertDialogTone;
}

const errorMessage = (error: unknown) => (error instanceof Error ? error.message : 'Something went wrong. Please try again.');

/**
 * A confirmation that interrupts (react-aria's Dialog with role="alertdialog" in a Modal): focus
 * moves into it and stays there, Escape or Cancel closes it, and the confirming action waits with
 * its own text. An outside click does not close it: the question needs an answer.
 */
export function AlertDialog({
  trigger,
  isOpen: controlledOpen,
  defaultOpen = false,
  onOpenChange,
  title,
  children,
  confirmLabel,
  pendingLabel = 'Please wait...',
  cancelLabel = 'Cancel',
  onConfirm,
  describeError = errorMessage,
  tone = 'destructive',
}: AlertDialogProps) {
  const [ownOpen, setOwnOpen] = useState(defaultOpen);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const isOpen = controlledOpen ?? ownOpen;
  const setOpen = (open: boolean) => {
    if (pending) return;
    if (!open) setError(null);
    setOwnOpen(open);
    onOpenChange?.(open);
  };

  const confirm = async () => {
    setPending(true);
    setError(null);
    try {
      await onConfirm();
    } catch (caught) {
      setError(describeError(caught));
      setPending(false);
      return;
    }
    setPending(false);
    setOwnOpen(false);
    onOpenChange?.(false);
  };

  const modal = (
    <ModalOverlay className={css({ part: 'overlay' })} isOpen={isOpen} onOpenChange={setOpen} isKeyboardDismissDisabled={pending}>
      <Modal className={css({ part: 'modal' })}>
        <Dialog role="alertdialog" className={css({ part: 'dialog' })}>
          <Heading slot="title" className={css({ part: 'title' })}>
            {title}
          </Heading>
          <div className={css({ part: 'body' })}>{children}</div>
          {error && <Alert>{error}</Alert>}
          <div className={css({ part: 'actions' })}>
            <Button variant="outline" onPress={() => setOpen(false)} isDisabled={pending}>
              {cancelLabel}
            </Button>
            {/* Disabled rather than isPending: react-aria's pending announcement outlives the dialog. */}
            <Button variant={tone} onPress={() => void confirm()} isDisabled={pending}>
              {pending ? pendingLabel : confirmLabel}
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );

  if (!trigger) return modal;
  return (
    <DialogTrigger isOpen={isOpen} onOpenChange={setOpen}>
      {trigger}
      {modal}
    </DialogTrigger>
  );
}
