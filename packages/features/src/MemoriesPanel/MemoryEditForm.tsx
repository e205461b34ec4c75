import { useState } from 'react';
import type { MemoryPatch, StoredMemory } from '@kinstory/contract';
import { TextField } from '@kinstory/ui';
import { EditForm } from '../StoryCard/EditForm.tsx';
import { names } from '../StoryCard/StoryCorrections.tsx';
import { dateText } from '../memories/index.ts';
import { parseRelationships, relationshipsText } from './relationshipText.ts';

const listText = (items: readonly string[]) => items.join(', ');

/** A memory's people, places, dates and relationships as comma-separated lists; only what changed is sent. */
export function MemoryEditForm({ memory, label, onSave, onCancel }: { memory: StoredMemory; label: string; onSave: (patch: MemoryPatch) => Promise<void>; onCancel: () => void }) {
  const dates = memory.payload.dates.map(dateText);
  const [people, setPeople] = useState(listText(memory.payload.people));
  const [places, setPlaces] = useState(listText(memory.payload.places));
  const [when, setWhen] = useState(listText(dates));
  const [relations, setRelations] = useState(relationshipsText(memory.payload.relationships));

  const changes = (): MemoryPatch | string | null => {
    const patch: MemoryPatch = {};
    const relationships = parseRelationships(relations);
    if (typeof relationships === 'string') return relationships;
    if (relationshipsText(relationships) !== relationshipsText(memory.payload.relationships)) patch.relationships = relationships;
    if (listText(names(people)) !== listText(memory.payload.people)) patch.people = names(people);
    if (listText(names(places)) !== listText(memory.payload.places)) patch.places = names(places);
    if (listText(names(when)) !== listText(dates)) patch.dates = names(when);
    return Object.keys(patch).length ? patch : null;
  };

  return (
    <EditForm label={`Edit ${label}`} savedText="Memory saved" changes={changes} onSave={onSave} onCancel={onCancel}>
      <TextField label="People" description="Names, separated by commas" value={people} onChange={setPeople} />
      <TextField label="Places" description="Separated by commas" value={places} onChange={setPlaces} />
      <TextField label="Dates" description="Separated by commas" value={when} onChange={setWhen} />
      <TextField label="Relationships" description="Each as a name and the relation in brackets: Alfie (brother)" value={relations} onChange={setRelations} />
    </EditForm>
  );
}
