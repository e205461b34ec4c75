import { useState, type FormEvent } from 'react';
import type { MemoryPatch, StoredMemory } from '@kinstory/contract';
import { Alert, Button, TextField, toast } from '@kinstory/ui';
import { shownErrorText } from '../api/index.ts';
import { names } from '../StoryCard/StoryCorrections.tsx';
import { dateText } from '../memories/index.ts';
import * as css from '../StoryCard/StoryCard.css.ts';

const listText = (items: readonly string[]) => items.join(', ');

/** A memory's people, places and dates as comma-separated lists; only what changed is sent. */
export function MemoryEditForm({ memory, label, onSave, onCancel }: { memory: StoredMemory; label: string; onSave: (patch: MemoryPatch) => Promise<void>; onCancel: () => void }) {
  const dates = memory.payload.dates.map(dateText);
  const [people, setPeople] = useState(listText(memory.payload.people));
  const [places, setPlaces] = useState(listText(memory.payload.places));
  const [when, setWhen] = useState(listText(dates));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const patch: MemoryPatch = {};
    if (listText(names(people)) !== listText(memory.payload.people)) patch.people = names(people);
    if (listText(names(places)) !== listText(memory.payload.places)) patch.places = names(places);
    if (listText(names(when)) !== listText(dates)) patch.dates = names(when);
    if (Object.keys(patch).length === 0) {
      onCancel();
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await onSave(patch);
      toast({ title: 'Memory saved' });
    } catch (e) {
      setError(shownErrorText(e));
      setBusy(false);
    }
  };

  return (
    <form className={css.form} onSubmit={(e) => void submit(e)} noValidate aria-label={`Edit ${label}`}>
      {error && <Alert>{error}</Alert>}
      <TextField label="People" description="Names, separated by commas" value={people} onChange={setPeople} />
      <TextField label="Places" description="Separated by commas" value={places} onChange={setPlaces} />
      <TextField label="Dates" description="Separated by commas" value={when} onChange={setWhen} />
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
