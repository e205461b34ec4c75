import { forwardRef, useId } from 'react';
import { Card, CardContent, CardHeader, CardTitle, Chip } from '@kinstory/ui';
import * as blocks from '../shared/blocks.css.ts';
import { StoryFacts } from '../StoryCard/StoryFacts.tsx';

export interface ProjectCardProps {
  subjectName?: string | null;
  subjectRelation?: string | null;
  initialTopics?: readonly string[];
}

/** 'Your Project': who the archive is about. Shown only when there is a subject. */
export const ProjectCard = forwardRef<HTMLDivElement, ProjectCardProps>(function ProjectCard(
  { subjectName, subjectRelation, initialTopics = [] },
  ref,
) {
  const titleId = useId();
  if (!subjectName) return null;
  return (
    <Card role="region" aria-labelledby={titleId} ref={ref}>
      <CardHeader>
        <CardTitle id={titleId} level={2}>Your Project</CardTitle>
      </CardHeader>
      <CardContent className={blocks.list}>
        <StoryFacts rows={[['Subject', subjectName], ['Relationship', subjectRelation]]} />
        {initialTopics.length > 0 && (
          <section aria-labelledby="initial-topics" className={blocks.list}>
            <h3 id="initial-topics" className={blocks.itemTitle}>
              Initial Topics
            </h3>
            <ul className={blocks.row} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {initialTopics.map((topic) => (
                <li key={topic}>
                  <Chip tone="accent">{topic}</Chip>
                </li>
              ))}
            </ul>
          </section>
        )}
      </CardContent>
    </Card>
  );
});
ProjectCard.displayName = 'ProjectCard';
