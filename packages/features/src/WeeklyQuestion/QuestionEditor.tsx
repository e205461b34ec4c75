import { useState } from 'react';
import { Button, TextField } from '@kinstory/ui';
import * as css from './WeeklyQuestion.css.ts';

export const QUESTION_REQUIRED = 'Type a question before saving';
/** The contract's longest question. */
const QUESTION_MAX = 500;

export interface QuestionEditorProps {
  /** Its place in the list, for the field's label: 'Question 2'. */
  number: number;
  text: string;
  busy: boolean;
  onSave: (text: string) => Promise<void>;
  onCancel: () => void;
}

/** One next question edited in place: a blank one is refused at its field. */
export function QuestionEditor({ number, text, busy, onSave, onCancel }: QuestionEditorProps) {
  const [draft, setDraft] = useState(text);
  const [problem, setProblem] = useState<string | null>(null);
  const save = () => {
    const words = draft.trim();
    if (!words) return setProblem(QUESTION_REQUIRED);
    setProblem(null);
    void onSave(words);
  };
  return (
    <>
      <TextField
        label={`Question ${number}`}
        multiline
        autoFocus
        value={draft}
        onChange={setDraft}
        maxLength={QUESTION_MAX}
        validationBehavior="aria"
        isInvalid={problem !== null}
        errorMessage={problem ?? undefined}
      />
      <div className={css.actions}>
        <Button size="sm" onPress={save} isDisabled={busy}>
          {busy ? 'Saving...' : 'Save'}
        </Button>
        <Button variant="outline" size="sm" onPress={onCancel} isDisabled={busy}>
          Cancel
        </Button>
      </div>
    </>
  );
}
