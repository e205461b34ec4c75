import { useId, useState } from 'react';
import { TRANSCRIPT_REQUIRED_TEXT, type VoiceMemory } from '@kinstory/contract';
import { Button, Textarea } from '@kinstory/ui';
import { AudioPlayer } from '../AudioPlayer/index.ts';
import { formatDate } from '../format/index.ts';
import { useBusyAction } from '../shared/useBusyAction.ts';
import * as blocks from '../shared/blocks.css.ts';
import * as css from './VoiceMemories.css.ts';

/** One voice memory: who spoke and when, its player, and a box to type what was said. */
export function VoiceMemoryItem({ memory, onSave }: { memory: VoiceMemory; onSave: (text: string) => Promise<void> }) {
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const { busy, run } = useBusyAction();
  const titleId = useId();
  const boxId = useId();
  const problemId = useId();
  const who = memory.teller ?? 'Someone in the family';
  // Checked here as the server checks it (the contract's text), without loading the zod schemas
  // on a dashboard before it paints; the server's other refusals come back from the save.
  const save = () => {
    const words = text.trim();
    if (!words) {
      setProblem(TRANSCRIPT_REQUIRED_TEXT);
      return;
    }
    setProblem(null);
    void run(() => onSave(words), 'Words saved');
  };
  return (
    <li className={css.item} aria-labelledby={titleId}>
      <div className={blocks.itemBody}>
        <p id={titleId} className={blocks.itemTitle}>{`${who}, ${formatDate(memory.created_at)}`}</p>
        {memory.conversation_title && <p className={blocks.muted}>{memory.conversation_title}</p>}
      </div>
      <AudioPlayer label={`Voice memory of ${who}`} recordings={[{ messageId: memory.id }]} />
      <div className={css.field}>
        <label htmlFor={boxId} className={css.label}>
          Type what was said
        </label>
        <Textarea
          id={boxId}
          rows={3}
          value={text}
          onChange={(event) => setText(event.target.value)}
          aria-describedby={problem ? problemId : titleId}
          aria-invalid={problem ? true : undefined}
        />
        {problem && (
          <p id={problemId} role="alert" className={css.problem}>
            {problem}
          </p>
        )}
      </div>
      <div>
        <Button isDisabled={busy} onPress={save}>
          Save
        </Button>
      </div>
    </li>
  );
}
