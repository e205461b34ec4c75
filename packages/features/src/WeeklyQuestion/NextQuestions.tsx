import { useEffect, useId, useRef, useState } from 'react';
import type { PromptQuestion } from '@kinstory/contract';
import { Button } from '@kinstory/ui';
import * as blocks from '../shared/blocks.css.ts';
import { QuestionEditor } from './QuestionEditor.tsx';
import { sourceLabels } from './texts.ts';
import * as css from './WeeklyQuestion.css.ts';

/** A question's start, for the names of its buttons: 'Move up: What games did you play…'. */
function short(text: string): string {
  if (text.length <= 40) return text;
  const cut = text.slice(0, 40);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : 40).replace(/[.,;:]$/, '')}…`;
}

export interface NextQuestionsProps {
  questions: readonly PromptQuestion[];
  /** Saves every question's text in the new order; throws when refused. */
  onSave: (questions: string[]) => Promise<void>;
}

/** The next questions in the order they go out, each editable in place and moved with buttons (no dragging). */
export function NextQuestions({ questions, onSave }: NextQuestionsProps) {
  const titleId = useId();
  const [editing, setEditing] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  // After a move, focus follows the question to its new place (its buttons are new elements there).
  const focusAfterMove = useRef<{ index: number; direction: 'up' | 'down' } | null>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());

  useEffect(() => {
    const target = focusAfterMove.current;
    if (!target || busy) return;
    focusAfterMove.current = null;
    const { index, direction } = target;
    // At the top (or bottom) its button that way is disabled: the other one takes focus.
    const canGoOn = direction === 'up' ? index > 0 : index < questions.length - 1;
    buttons.current.get(`${index}:${canGoOn ? direction : direction === 'up' ? 'down' : 'up'}`)?.focus();
  }, [questions, busy]);

  const save = async (texts: string[]) => {
    setBusy(true);
    try {
      await onSave(texts);
      return true;
    } catch {
      return false;
    } finally {
      setBusy(false);
    }
  };

  const move = async (index: number, direction: 'up' | 'down') => {
    const to = direction === 'up' ? index - 1 : index + 1;
    const texts = questions.map((q) => q.text);
    [texts[index], texts[to]] = [texts[to]!, texts[index]!];
    focusAfterMove.current = { index: to, direction };
    if (!(await save(texts))) focusAfterMove.current = null;
  };

  const register = (key: string) => (element: HTMLButtonElement | null) => {
    if (element) buttons.current.set(key, element);
    else buttons.current.delete(key);
  };

  return (
    <div className={css.stack}>
      <h3 id={titleId} className={css.sectionTitle}>
        Next questions
      </h3>
      {questions.length === 0 ? (
        <p className={blocks.muted}>No questions are waiting. New ones are chosen from the stories as the weeks go by.</p>
      ) : (
        <ol className={blocks.list} aria-labelledby={titleId}>
          {questions.map((question, index) => (
            <li key={`${index}:${question.text}`} className={css.question}>
              {editing === index ? (
                <QuestionEditor
                  number={index + 1}
                  text={question.text}
                  busy={busy}
                  onCancel={() => setEditing(null)}
                  onSave={async (text) => {
                    if (await save(questions.map((q, i) => (i === index ? text : q.text)))) setEditing(null);
                  }}
                />
              ) : (
                <>
                  <p className={blocks.text}>{question.text}</p>
                  <p className={blocks.meta}>{sourceLabels[question.source]}</p>
                  <div className={css.actions}>
                    <Button variant="outline" size="sm" aria-label={`Edit: ${short(question.text)}`} onPress={() => setEditing(index)} isDisabled={busy || editing !== null}>
                      Edit
                    </Button>
                    {(['up', 'down'] as const).map((direction) => (
                      <Button
                        key={direction}
                        ref={register(`${index}:${direction}`)}
                        variant="outline"
                        size="sm"
                        aria-label={`Move ${direction}: ${short(question.text)}`}
                        onPress={() => void move(index, direction)}
                        isDisabled={busy || editing !== null || index === (direction === 'up' ? 0 : questions.length - 1)}
                      >
                        {`Move ${direction}`}
                      </Button>
                    ))}
                  </div>
                </>
              )}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
