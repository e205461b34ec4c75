import { forwardRef, useId } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@kinstory/ui';
import { DownloadEverything } from './DownloadEverything.tsx';

/** The admin dashboard's card: a copy of the whole archive to keep safe, and the family tree. */
export const DownloadEverythingCard = forwardRef<HTMLDivElement>(function DownloadEverythingCard(_props, ref) {
  const titleId = useId();
  return (
    <Card ref={ref} role="region" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId} level={2}>
          Keep a copy
        </CardTitle>
        <CardDescription>
          Everything the family has recorded (stories, conversations, recordings and the book) in one .zip file to keep safe, and the family tree for
          family-tree programs such as Gramps.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <DownloadEverything />
      </CardContent>
    </Card>
  );
});
DownloadEverythingCard.displayName = 'DownloadEverythingCard';
