import type { MemoryPayload, StoredMemory } from '@kinstory/contract';
import { Collapsible } from '@kinstory/ui';
import { DeleteButton } from '../shared/DeleteButton.tsx';
import * as css from './MemoriesPanel.css.ts';

/** A memory in one line: what happened, who, where ('got lost at the fair · Mum, Alfie · Hampstead Heath'). */
export function memorySummary({ events, people, places }: MemoryPayload): string {
  return [events.join(', '), people.join(', '), places.join(', ')].filter(Boolean).join(' · ') || 'A memory with no details';
}

export interface SavedMemoriesProps {
  memories: readonly StoredMemory[];
  onDelete: (memory: StoredMemory) => Promise<void>;
}

/**
 * The conversation's saved memories one by one, each with Delete: the panel's People, Places and
 * other sections merge them, so a single memory can only be picked out here.
 */
export function SavedMemories({ memories, onDelete }: SavedMemoriesProps) {
  if (memories.length === 0) return null;
  return (
    <Collapsible title={`Saved Memories (${memories.length})`}>
      <ul className={css.stack}>
        {memories.map((memory) => {
          const summary = memorySummary(memory.payload);
          return (
            <li key={memory.id} className={css.fact}>
              <span>{summary}</span>
              <div>
                <DeleteButton label={`Delete memory: ${summary}`} title="Delete this memory?" confirmLabel="Delete memory" onDelete={() => onDelete(memory)}>
                  “{summary}” will be deleted. Its people, dates and places leave this panel unless another memory holds them too.
                </DeleteButton>
              </div>
            </li>
          );
        })}
      </ul>
    </Collapsible>
  );
}
