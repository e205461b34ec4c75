import { forwardRef, useId, useMemo, useState } from 'react';
import type { BookRequest } from '@kinstory/contract';
import { Alert, Button, LinkButton, Skeleton } from '@kinstory/ui';
import { shownErrorText, useApiClient } from '../api/index.ts';
import { saveFile } from '../shared/useStoryExtras.ts';
import { BookOptions, defaultBookChoice, isChosen, type BookChoice } from './BookOptions.tsx';
import { BookPreview } from './BookPreview.tsx';
import { useBookPlan, useDebounced } from './useBookPlan.ts';
import * as css from './Book.css.ts';

export interface MakeBookProps {
  /** Where 'Start a conversation' goes when there are no stories yet. @default '/chat' */
  startConversationHref?: string;
  /** How long the options must stay unchanged before the preview is made again. @default 400 */
  previewDelayMs?: number;
}

type Download = { state: 'idle' } | { state: 'making' } | { state: 'saved'; fileName: string } | { state: 'failed'; error: string };

const requestOf = (choice: BookChoice): BookRequest => ({
  order: choice.order,
  dedication: choice.dedication,
  largePrint: choice.largePrint,
  ...(choice.title?.trim() ? { title: choice.title.trim() } : {}),
  ...(choice.storyIds ? { storyIds: choice.storyIds } : {}),
});

/**
 * The /book page's block (issue #16): choose the stories, their order, the title, a dedication and
 * large print; see the book's preview (made again as the options change); 'Download PDF'. A failure
 * is said plainly and the options stay as they were.
 */
export const MakeBook = forwardRef<HTMLDivElement, MakeBookProps>(function MakeBook({ startConversationHref = '/chat', previewDelayMs = 400 }, ref) {
  const api = useApiClient();
  const reasonId = useId();
  const [choice, setChoice] = useState<BookChoice>(defaultBookChoice);
  const [download, setDownload] = useState<Download>({ state: 'idle' });
  const request = useMemo(() => requestOf(choice), [choice]);
  const plan = useBookPlan(useDebounced(request, previewDelayMs));

  if (!plan.data) {
    return (
      <div ref={ref} className={css.stack} aria-busy={plan.isLoading || undefined}>
        {plan.error ? (
          <Alert>{plan.error.message}</Alert>
        ) : (
          <>
            <p role="status" className={css.muted}>
              Preparing your book…
            </p>
            <Skeleton shape="block" style={{ height: '16rem' }} />
          </>
        )}
      </div>
    );
  }
  const { available } = plan.data;
  if (available.length === 0) {
    return (
      <div ref={ref} className={css.stack}>
        <p className={css.muted}>No stories yet. Once a conversation has been recorded, its stories can go into the book.</p>
        <div className={css.actions}>
          <LinkButton href={startConversationHref}>Start a conversation</LinkButton>
        </div>
      </div>
    );
  }

  const chosen = available.filter((story) => isChosen(choice, story)).length;
  const save = async () => {
    setDownload({ state: 'making' });
    try {
      const { fileName, blob } = await api.downloadBook(request);
      saveFile(fileName, blob);
      setDownload({ state: 'saved', fileName });
    } catch (error) {
      setDownload({ state: 'failed', error: shownErrorText(error) });
    }
  };
  const making = download.state === 'making';
  const change = (next: BookChoice) => {
    setChoice(next);
    if (!making) setDownload({ state: 'idle' });
  };
  return (
    <div ref={ref} className={css.layout}>
      <BookOptions available={available} defaultTitle={`The Stories of ${plan.data.storyteller}`} choice={choice} onChange={change} />
      <div className={css.stack}>
        {plan.error && <Alert>{plan.error.message}</Alert>}
        <BookPreview plan={plan.data} isRefreshing={plan.isValidating} />
        {download.state === 'failed' && <Alert>{download.error}</Alert>}
        {download.state === 'saved' && <Alert tone="success">{`Your book was saved: ${download.fileName}`}</Alert>}
        {chosen === 0 && (
          <p id={reasonId} className={css.muted}>
            Choose at least one story for the book.
          </p>
        )}
        <div className={css.actions}>
          <Button size="lg" onPress={() => void save()} isPending={making} isDisabled={chosen === 0} aria-describedby={chosen === 0 ? reasonId : undefined}>
            {making ? 'Making your book…' : 'Download PDF'}
          </Button>
        </div>
      </div>
    </div>
  );
});
MakeBook.displayName = 'MakeBook';
