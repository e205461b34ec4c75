import { useId, type ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@kinstory/ui';

export interface SectionCardProps {
  /** The block's name: a level-2 heading in the page's outline. */
  title: ReactNode;
  /** A line of plain words under the title. */
  description?: ReactNode;
  /**
   * A region landmark named by its title, for a block a screen-reader user jumps to (an account's
   * sign-out, the Family card).
   * @default false
   */
  isRegion?: boolean;
  /** The content's layout: `layout.stack`, `layout.row`. */
  contentClassName?: string;
  children: ReactNode;
}

/** A block of a page: a card headed by its title (and a line of words), then what it holds. */
export function SectionCard({ title, description, isRegion = false, contentClassName, children }: SectionCardProps) {
  const titleId = useId();
  return (
    <Card role={isRegion ? 'region' : undefined} aria-labelledby={isRegion ? titleId : undefined}>
      <CardHeader>
        <CardTitle id={isRegion ? titleId : undefined} level={2}>
          {title}
        </CardTitle>
        {description && <CardDescription>{description}</CardDescription>}
      </CardHeader>
      <CardContent className={contentClassName}>{children}</CardContent>
    </Card>
  );
}
