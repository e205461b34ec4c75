import { forwardRef, useId } from 'react';
import type { BookPlan } from '@kinstory/contract';
import { BookMarks } from './BookMarks.tsx';
import * as css from './Book.css.ts';

export interface BookPreviewProps {
  plan: BookPlan;
  /** The plan is being made again for changed options. */
  isRefreshing?: boolean;
}

/** The book as it will be printed: its title page, the dedication and the chapters in order. */
export const BookPreview = forwardRef<HTMLElement, BookPreviewProps>(function BookPreview({ plan, isRefreshing = false }, ref) {
  const headingId = useId();
  const contentsId = useId();
  return (
    <section ref={ref} className={css.stack} aria-labelledby={headingId} aria-busy={isRefreshing || undefined}>
      <h2 id={headingId} className={css.legend}>
        Preview
      </h2>
      <div className={css.page}>
        <p className={css.bookTitle}>{plan.title}</p>
        <p className={css.muted}>{plan.storyteller}</p>
        {plan.largePrint && <p className={css.muted}>Large print</p>}
      </div>
      {plan.dedication && (
        <div className={css.page}>
          <p className={css.dedication}>{plan.dedication}</p>
        </div>
      )}
      <h3 id={contentsId} className={css.legend}>
        Contents
      </h3>
      {plan.chapters.length === 0 ? (
        <p className={css.muted}>No stories chosen yet. Tick the stories you want in the book.</p>
      ) : (
        <ol className={css.contents} aria-labelledby={contentsId}>
          {plan.chapters.map((chapter) => (
            <li key={chapter.storyId} className={css.chapter}>
              <span className={css.chapterTitle}>{chapter.title}</span> <BookMarks story={chapter} />
              {chapter.whenWhere && <div className={css.muted}>{chapter.whenWhere}</div>}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
});
BookPreview.displayName = 'BookPreview';
