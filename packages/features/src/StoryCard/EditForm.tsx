import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Alert, Button, Label, Select, toast } from '@kinstory/ui';
import { shownErrorText } from '../api/index.ts';
import * as css from './StoryCard.css.ts';

export interface EditFormProps<P> {
  /** The form's accessible name: 'Edit Lost at the fair'. */
  label: string;
  /** The toast once saved: 'Story saved'. */
  savedText: string;
  /** What to send: the changed fields, an error text to show instead, or null when nothing changed. */
  changes: () => P | string | null;
  onSave: (patch: P) => Promise<void>;
  onCancel: () => void;
  children: ReactNode;
}

/** A story's or memory's edit form: its fields, Save changes and Cancel; a failed save shows why and keeps the form. */
export function EditForm<P>({ label, savedText, changes, onSave, onCancel, children }: EditFormProps<P>) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const patch = changes();
    if (typeof patch === 'string') {
      setError(patch);
      return;
    }
    if (patch === null) {
      onCancel();
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await onSave(patch);
      toast({ title: savedText });
    } catch (e) {
      setError(shownErrorText(e));
      setBusy(false);
    }
  };
  return (
    <form className={css.form} onSubmit={(e) => void submit(e)} noValidate aria-label={label}>
      {error && <Alert>{error}</Alert>}
      {children}
      <div className={css.buttons}>
        <Button type="submit" isDisabled={busy}>
          {busy ? 'Saving…' : 'Save changes'}
        </Button>
        <Button variant="outline" onPress={onCancel} isDisabled={busy}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

/** A labelled choice from a fixed list; a value outside the list (an older one) is offered first. */
export function SelectField({ label, value, choices, onChange }: { label: string; value: string; choices: readonly string[]; onChange: (value: string) => void }) {
  const id = useId();
  const options = choices.includes(value) ? choices : [value, ...choices];
  return (
    <div className={css.field}>
      <Label htmlFor={id}>{label}</Label>
      <Select id={id} size="lg" value={value} onChange={(e) => onChange(e.target.value)}>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </Select>
    </div>
  );
}
