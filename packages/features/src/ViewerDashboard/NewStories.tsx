import { forwardRef, useEffect, useRef, useState } from 'react';
import type { Story } from '@kinstory/contract';
import { Badge, Button } from '@kinstory/ui';
import { AudioPlayer } from '../AudioPlayer/index.ts';
import { StoryPerspectives } from '../Perspectives/StoryPerspectives.tsx';
import { storyExcerpt } from '../RecentFamilyStories/RecentFamilyStories.tsx';
import * as blocks from '../shared/blocks.css.ts';
import { TitledCard } from '../shared/TitledCard.tsx';
import { isThisWeek, readTime } from './viewerData.ts';
import * as css from './ViewerDashboard.css.ts';

export interface NewStoriesProps {
  /** Newest first. */
  stories: readonly Story[];
  /** The story shown in full; `focus` moves the reader to it (after 'Read' in Recent Activity). */
  open: { storyId: string; focus: boolean } | null;
  onOpenChange: (open: { storyId: string; focus: boolean } | null) => void;
  /** For NEW (told in the last seven days); @default now */
  now?: Date;
}

/** 'New Stories to Discover': each story's beginning; 'Read Story' shows all of it and the family's perspectives, 'Listen' its recordings. */
export const NewStories = forwardRef<HTMLDivElement, NewStoriesProps>(function NewStories({ stories, open, onOpenChange, now = new Date() }, ref) {
  return (
    <TitledCard ref={ref} title="New Stories to Discover">
      <ul className={blocks.list}>
        {stories.map((story) => (
          <DiscoveredStory
            key={story.id}
            story={story}
            isNew={isThisWeek(story.created_at, now)}
            open={open?.storyId === story.id ? open : null}
            onToggle={() => onOpenChange(open?.storyId === story.id ? null : { storyId: story.id, focus: false })}
          />
        ))}
      </ul>
    </TitledCard>
  );
});
NewStories.displayName = 'NewStories';

function DiscoveredStory({ story, isNew, open, onToggle }: { story: Story; isNew: boolean; open: { focus: boolean } | null; onToggle: () => void }) {
  const [listening, setListening] = useState(false);
  const full = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open?.focus) return;
    full.current?.scrollIntoView({ block: 'center' });
    full.current?.focus();
  }, [open]);
  return (
    <li className={blocks.item}>
      <div className={blocks.itemBody}>
        <div className={blocks.row}>
          <h3 className={blocks.itemTitle}>{story.title}</h3>
          {isNew && <Badge tone="accent">NEW</Badge>}
        </div>
        {open ? (
          <div ref={full} tabIndex={-1} className={css.fullStory} aria-label={`The whole story: ${story.title}`} role="region">
            <p className={blocks.text}>{story.content}</p>
            <StoryPerspectives storyId={story.id} storyTitle={story.title} perspectives={story.perspectives} headingLevel={4} />
          </div>
        ) : (
          <p className={blocks.text}>{storyExcerpt(story)}</p>
        )}
        <p className={blocks.meta}>{readTime(story)}</p>
        {listening && <AudioPlayer recordings={story.recordings.map((messageId) => ({ messageId }))} label={`Recording of ${story.title}`} />}
      </div>
      <div className={blocks.row}>
        <Button size="sm" onPress={onToggle} aria-expanded={open !== null} aria-label={`${open ? 'Close Story' : 'Read Story'}: ${story.title}`}>
          {open ? 'Close Story' : 'Read Story'}
        </Button>
        {story.recordings.length > 0 && (
          <Button size="sm" variant="outline" onPress={() => setListening((l) => !l)} aria-expanded={listening} aria-label={`Listen: ${story.title}`}>
            Listen
          </Button>
        )}
      </div>
    </li>
  );
}
