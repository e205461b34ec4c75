import { forwardRef, useState } from 'react';
import type { Perspective } from '@kinstory/contract';
import { Button } from '@kinstory/ui';
import { AudioPlayer } from '../AudioPlayer/index.ts';
import { relativeTime } from '../format/index.ts';
import { PerspectiveForm } from './PerspectiveForm.tsx';
import type { PerspectiveDraft } from './useSharePerspective.ts';
import * as css from './Perspectives.css.ts';

/** Who wrote or sent something, when they have no name. */
export const UNNAMED_MEMBER = 'A family member';

export interface PerspectivesProps {
  perspectives: readonly Perspective[];
  storyTitle: string;
  /** Shares the reader's own perspective; without it (a viewer) there is no form. */
  onShare?: (draft: PerspectiveDraft) => Promise<unknown>;
  /** @default 4 */
  headingLevel?: 3 | 4 | 5;
  /** For relative dates; @default now */
  now?: Date;
}

/**
 * 'Family perspectives' under a story: each member's own words or recording, oldest first. Members
 * who write may add theirs; a viewer sees the perspectives, and nothing at all when there are none.
 */
export const Perspectives = forwardRef<HTMLElement, PerspectivesProps>(function Perspectives({ perspectives, storyTitle, onShare, headingLevel = 4, now }, ref) {
  const [adding, setAdding] = useState(false);
  if (perspectives.length === 0 && !onShare) return null;
  const Heading = `h${headingLevel}` as const;
  return (
    // Named after the story too: a page of story cards must not hold several regions of one name.
    <section ref={ref} className={css.section} aria-label={`Family perspectives on ${storyTitle}`}>
      <Heading className={css.title}>
        Family perspectives
      </Heading>
      {perspectives.length === 0 && <p className={css.muted}>No one has added their memory of this story yet. Do you remember it too?</p>}
      {perspectives.length > 0 && (
        <ul className={css.list}>
          {perspectives.map((perspective) => (
            <PerspectiveItem key={perspective.id} perspective={perspective} now={now} />
          ))}
        </ul>
      )}
      {onShare &&
        (adding ? (
          <PerspectiveForm storyTitle={storyTitle} onShare={onShare} onClose={() => setAdding(false)} />
        ) : (
          <div className={css.buttons}>
            <Button variant="outline" onPress={() => setAdding(true)} aria-label={`Add your perspective on ${storyTitle}`}>
              Add your perspective
            </Button>
          </div>
        ))}
    </section>
  );
});
Perspectives.displayName = 'Perspectives';

function PerspectiveItem({ perspective, now }: { perspective: Perspective; now?: Date }) {
  const author = perspective.author ?? UNNAMED_MEMBER;
  return (
    <li className={css.item}>
      <p className={css.byline}>
        <span className={css.author}>{author}</span>
        <span className={css.muted}>{relativeTime(perspective.created_at, now)}</span>
      </p>
      {perspective.text && <p className={css.text}>{perspective.text}</p>}
      {perspective.audio && <AudioPlayer recordings={[{ perspectiveId: perspective.id }]} label={`${author}'s recording`} size="compact" />}
    </li>
  );
}
