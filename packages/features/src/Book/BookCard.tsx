import { forwardRef, useId } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle, LinkButton } from '@kinstory/ui';

export interface BookCardProps {
  /** @default '/book' */
  href?: string;
}

/** The dashboards' way to the book: choose the stories, see it, download it as a PDF to print. */
export const BookCard = forwardRef<HTMLDivElement, BookCardProps>(function BookCard({ href = '/book' }, ref) {
  const titleId = useId();
  return (
    <Card ref={ref} role="region" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId} level={2}>
          The book
        </CardTitle>
        <CardDescription>Choose the stories, see how the book looks, and download it as a PDF to print.</CardDescription>
      </CardHeader>
      <CardContent>
        <LinkButton href={href}>Make the book</LinkButton>
      </CardContent>
    </Card>
  );
});
BookCard.displayName = 'BookCard';
