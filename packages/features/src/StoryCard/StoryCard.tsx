import { forwardRef } from 'react';
import type { StoryPatch } from '@kinstory/contract';
import { Badge, Card, CardContent, CardHeader, Chip, significanceTone } from '@kinstory/ui';
import { formatDate } from '../format/index.ts';
import { DeleteButton } from '../shared/DeleteButton.tsx';
import { StoryCorrections, type ItemCorrections } from './StoryCorrections.tsx';
import type { StoryExtraActions } from '../shared/useStoryExtras.ts';
import { StoryExtras } from './StoryExtras.tsx';
import { StoryFacts } from './StoryFacts.tsx';
import { StoryPerspectives } from '../Perspectives/StoryPerspectives.tsx';
import type { StoryCardData } from './types.ts';
import * as css from './StoryCard.css.ts';

export interface StoryCardProps {
  story: StoryCardData;
  /**
   * 'chat': the side panel's card (significance, narrative). 'dashboard': the 'Your Stories' card.
   * @default 'chat'
   */
  form?: 'chat' | 'dashboard';
  /** @default 4 */
  headingLevel?: 3 | 4;
  /** Deletes the story (after its confirmation); without it there is no Delete button. */
  onDelete?: () => Promise<void>;
  /** Confirm, Edit, Discard and History (issue #17); without it the card only shows the story. */
  corrections?: ItemCorrections<StoryPatch>;
  /** With `corrections`: 'Make private' / 'Share with the family' (admins and storytellers). */
  canMarkPrivate?: boolean;
  /** The dashboard card's downloads and Follow Up; without them they show disabled. */
  extras?: StoryExtraActions;
}

/** One story told by the storyteller. */
export const StoryCard = forwardRef<HTMLDivElement, StoryCardProps>(function StoryCard({ story, form = 'chat', headingLevel = 4, onDelete, corrections, canMarkPrivate, extras }, ref) {
  const Heading = `h${headingLevel}` as const;
  const { narrative } = story;
  const people = story.people?.length ? story.people : narrative.people;
  return (
    <Card ref={ref} role="article" aria-label={story.title}>
      <CardHeader className={css.header}>
        <Heading className={css.title}>{story.title}</Heading>
        {form === 'chat' && story.significance.level && (
          <Badge tone={significanceTone(story.significance.level)}>{story.significance.level}</Badge>
        )}
        {form === 'dashboard' && story.theme && <Badge tone="accent">{story.theme}</Badge>}
        {story.status === 'draft' && <Badge>Draft</Badge>}
        {story.status === 'confirmed' && <Badge tone="success">Confirmed</Badge>}
        {story.private && <Badge tone="accent">Private</Badge>}
      </CardHeader>
      <CardContent className={css.body}>
        {form === 'chat' && story.theme && <p className={css.muted}>{story.theme}</p>}
        {story.summary && <p className={css.text}>{story.summary}</p>}
        {form === 'chat' ? (
          <>
            {narrative.people.length > 0 && <People people={narrative.people} />}
            <StoryFacts rows={[['When', narrative.dateContext], ['Where', narrative.place], ['What', narrative.actionOrEvent]]} />
          </>
        ) : (
          <>
            {people.length > 0 && <People people={people} />}
            <StoryFacts rows={[['Place', narrative.place], ['When', narrative.dateContext], ['Why This Matters', story.significance.reason]]} />
            <p className={css.muted}>{'Captured ' + formatDate(story.created_at)}</p>
            <StoryExtras title={story.title} firstPerson={people[0]} recordings={story.recordings} actions={extras} />
          </>
        )}
        {corrections && story.status && story.status !== 'discarded' && <StoryCorrections story={{ ...story, status: story.status }} corrections={corrections} canMarkPrivate={canMarkPrivate} />}
        {onDelete && (
          <div className={css.buttons}>
            <DeleteButton label={`Delete ${story.title}`} title="Delete this story?" confirmLabel="Delete story" onDelete={onDelete}>
              “{story.title}” will be deleted from the family archive. The conversation it came from stays.
            </DeleteButton>
          </div>
        )}
        {form === 'dashboard' && story.id && story.perspectives && (
          <StoryPerspectives storyId={story.id} storyTitle={story.title} perspectives={story.perspectives} headingLevel={headingLevel === 3 ? 4 : 5} />
        )}
      </CardContent>
    </Card>
  );
});
StoryCard.displayName = 'StoryCard';

function People({ people }: { people: string[] }) {
  return (
    <ul className={css.chips} aria-label="People">
      {people.map((person) => (
        <li key={person}>
          <Chip>{person}</Chip>
        </li>
      ))}
    </ul>
  );
}
