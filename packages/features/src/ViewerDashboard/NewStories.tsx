import { forwardRef } from 'react';
import { Badge, Button, Card, CardContent, CardHeader, CardTitle } from '@kinstory/ui';
import * as blocks from '../shared/blocks.css.ts';
import type { ViewerStory } from './sampleData.ts';

/** 'New Stories to Discover'. */
export const NewStories = forwardRef<HTMLDivElement, { stories: readonly ViewerStory[] }>(function NewStories({ stories }, ref) {
  return (
    <Card ref={ref}>
      <CardHeader>
        <CardTitle level={2}>New Stories to Discover</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className={blocks.list}>
          {stories.map((story) => (
            <li key={story.title} className={blocks.item}>
              <div className={blocks.itemBody}>
                <div className={blocks.row}>
                  <h3 className={blocks.itemTitle}>{story.title}</h3>
                  {story.isNew && <Badge tone="accent">NEW</Badge>}
                </div>
                <p className={blocks.text}>{story.excerpt}</p>
                <p className={blocks.meta}>{story.readTime}</p>
              </div>
              <div className={blocks.row}>
                <Button size="sm" aria-label={`Read Story: ${story.title}`}>
                  Read Story
                </Button>
                {story.hasAudio && (
                  <Button size="sm" variant="outline" aria-label={`Listen: ${story.title}`}>
                    Listen
                  </Button>
                )}
              </div>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
});
NewStories.displayName = 'NewStories';
