import type { MemoryPatch, MemoryPayload, StoredMemory } from '@kinstory/contract';
import { Badge, Collapsible } from '@kinstory/ui';
import { DeleteButton } from '../shared/DeleteButton.tsx';
import { CorrectionControls, type ItemCorrections } from '../StoryCard/StoryCorrections.tsx';
import { MemoryEditForm } from './MemoryEditForm.tsx';
import * as css from './MemoriesPanel.css.ts';

/** A memory in one line: what happened, who, where ('got lost at the fair · Mum, Alfie · Hampstead Heath'). */
export function memorySummary({ events, people, places }: MemoryPayload): string {
  return [events.join(', '), people.join(', '), places.join(', ')].filter(Boolean).join(' · ') || 'A memory with no details';
}

export interface SavedMemoriesProps {
  memories: readonly StoredMemory[];
  /** Delete, where the reader may; without it, none. */
  onDelete?: (memory: StoredMemory) => Promise<void>;
  /** Confirm, edit, discard and undo (members who write); without it, none. */
  correctMemory?: (id: string) => ItemCorrections<MemoryPatch>;
}

/**
 * The conversation's saved memories one by one, each marked draft or confirmed, with what the
 * reader may do to it: the panel's People, Places and other sections merge them, so a single
 * memory can only be picked out here.
 */
export function SavedMemories({ memories, onDelete, correctMemory }: SavedMemoriesProps) {
  if (memories.length === 0) return null;
  return (
    <Collapsible title={`Saved Memories (${memories.length})`}>
      <ul className={css.stack}>
        {memories.map((memory) => {
          const summary = memorySummary(memory.payload);
          const corrections = correctMemory?.(memory.id);
          return (
            <li key={memory.id} className={css.fact}>
              <span>
                {summary} {memory.status === 'draft' ? <Badge>Draft</Badge> : <Badge tone="success">Confirmed</Badge>}
              </span>
              {corrections && (
                <CorrectionControls
                  name={`memory: ${summary}`}
                  noun="Memory"
                  status={memory.status}
                  corrections={corrections}
                  editForm={(close) => <MemoryEditForm memory={memory} label={`memory: ${summary}`} onCancel={close} onSave={(patch) => corrections.save(patch).then(close)} />}
                />
              )}
              {onDelete && (
                <div>
                  <DeleteButton label={`Delete memory: ${summary}`} title="Delete this memory?" confirmLabel="Delete memory" onDelete={() => onDelete(memory)}>
                    “{summary}” will be deleted. Its people, dates and places leave this panel unless another memory holds them too.
                  </DeleteButton>
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </Collapsible>
  );
}
