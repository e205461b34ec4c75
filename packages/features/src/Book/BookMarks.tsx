import type { BookStory } from '@kinstory/contract';
import { Badge } from '@kinstory/ui';
import * as css from './Book.css.ts';

/** 'Draft' and 'Private' on a story that is one (the book marks them too). */
export function BookMarks({ story }: { story: Pick<BookStory, 'status' | 'private'> }) {
  if (story.status !== 'draft' && !story.private) return null;
  return (
    <span className={css.marks}>
      {story.status === 'draft' && <Badge>Draft</Badge>}
      {story.private && <Badge tone="accent">Private</Badge>}
    </span>
  );
}
