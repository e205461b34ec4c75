import { forwardRef, useId } from 'react';
import { bookOrders, type BookOrder, type BookStory } from '@kinstory/contract';
import { TextField } from '@kinstory/ui';
import { BookMarks } from './BookMarks.tsx';
import * as css from './Book.css.ts';

/** What the reader has chosen for the book. */
export interface BookChoice {
  /** The stories to put in; null: the default (every confirmed story). */
  storyIds: string[] | null;
  order: BookOrder;
  /** null: not changed (the plan's default title). */
  title: string | null;
  dedication: string;
  largePrint: boolean;
}

export const defaultBookChoice: BookChoice = { storyIds: null, order: 'chronology', title: null, dedication: '', largePrint: false };

/** Whether `story` goes in: as chosen, else by default when it is confirmed. */
export const isChosen = (choice: BookChoice, story: BookStory) => (choice.storyIds ? choice.storyIds.includes(story.storyId) : story.status === 'confirmed');

const orderLabels: Record<BookOrder, string> = { chronology: 'Chronology', theme: 'By theme' };
const orderHints: Record<BookOrder, string> = {
  chronology: 'As the life went: from the years and ages in the stories.',
  theme: 'Grouped by theme: childhood, family, work…',
};

export interface BookOptionsProps {
  /** Every story the reader may put in. */
  available: BookStory[];
  /** The title the book gets when none is typed ("The Stories of Edna"). */
  defaultTitle: string;
  choice: BookChoice;
  onChange: (choice: BookChoice) => void;
}

/** The book's options: its stories, their order, its title, a dedication, large print. */
export const BookOptions = forwardRef<HTMLDivElement, BookOptionsProps>(function BookOptions({ available, defaultTitle, choice, onChange }, ref) {
  const hintId = useId();
  const orderName = useId();
  const set = (patch: Partial<BookChoice>) => onChange({ ...choice, ...patch });
  const toggle = (story: BookStory, on: boolean) => {
    const current = available.filter((s) => isChosen(choice, s)).map((s) => s.storyId);
    set({ storyIds: on ? [...current, story.storyId] : current.filter((id) => id !== story.storyId) });
  };
  const noneConfirmed = !available.some((s) => s.status === 'confirmed');
  return (
    <div ref={ref} className={css.stack}>
      <fieldset className={css.fieldset} aria-describedby={noneConfirmed ? hintId : undefined}>
        <legend className={css.legend}>What goes in</legend>
        {noneConfirmed && (
          <p id={hintId} className={css.muted}>
            Only confirmed stories are chosen at first, and none is confirmed yet. Tick the drafts you want in the book.
          </p>
        )}
        {available.map((story) => (
          <label key={story.storyId} className={css.choice}>
            <input type="checkbox" className={css.box} checked={isChosen(choice, story)} onChange={(e) => toggle(story, e.target.checked)} />
            <span className={css.choiceText}>
              <span>{story.title}</span>
              {story.whenWhere && <span className={css.muted}>{story.whenWhere}</span>}
            </span>
            <BookMarks story={story} />
          </label>
        ))}
      </fieldset>
      <fieldset className={css.fieldset}>
        <legend className={css.legend}>Order</legend>
        {bookOrders.map((order) => (
          <label key={order} className={css.choice}>
            <input type="radio" name={orderName} className={css.box} value={order} checked={choice.order === order} onChange={() => set({ order })} />
            <span className={css.choiceText}>
              <span>{orderLabels[order]}</span>
              <span className={css.muted}>{orderHints[order]}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <TextField label="The book’s title" value={choice.title ?? defaultTitle} onChange={(title) => set({ title })} maxLength={200} />
      <TextField
        label="Dedication"
        description="A few words at the front of the book. You can leave it empty."
        multiline
        value={choice.dedication}
        onChange={(dedication) => set({ dedication })}
        maxLength={2_000}
      />
      <label className={css.choice}>
        <input type="checkbox" className={css.box} checked={choice.largePrint} onChange={(e) => set({ largePrint: e.target.checked })} />
        <span className={css.choiceText}>
          <span>Large print</span>
          <span className={css.muted}>Bigger letters, easier to read.</span>
        </span>
      </label>
    </div>
  );
});
BookOptions.displayName = 'BookOptions';
