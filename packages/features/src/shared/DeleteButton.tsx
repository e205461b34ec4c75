import type { ReactNode } from 'react';
import { AlertDialog, Button } from '@kinstory/ui';
import { shownErrorText } from '../api/index.ts';

export interface DeleteButtonProps {
  /** The button's accessible name, naming what it deletes: 'Delete Lost at the fair'. */
  label: string;
  /** The question: 'Delete this story?' */
  title: string;
  /** What will go. */
  children: ReactNode;
  /** 'Delete story' */
  confirmLabel: string;
  /** Deletes; the dialog waits for it and shows its failure. */
  onDelete: () => Promise<void>;
}

/** 'Delete', confirmed in an AlertDialog that says what will go. */
export function DeleteButton({ label, title, children, confirmLabel, onDelete }: DeleteButtonProps) {
  return (
    <AlertDialog
      trigger={
        <Button variant="outline" aria-label={label}>
          Delete
        </Button>
      }
      title={title}
      confirmLabel={confirmLabel}
      pendingLabel="Deleting..."
      onConfirm={onDelete}
      describeError={shownErrorText}
    >
      {children}
    </AlertDialog>
  );
}
