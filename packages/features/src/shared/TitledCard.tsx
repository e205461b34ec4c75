import { forwardRef, type ReactNode } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@kinstory/ui';

export interface TitledCardProps {
  /** The block's name: a level-2 heading in the dashboard's outline. */
  title: ReactNode;
  children: ReactNode;
}

/** A dashboard block whose header is its title alone. */
export const TitledCard = forwardRef<HTMLDivElement, TitledCardProps>(function TitledCard({ title, children }, ref) {
  return (
    <Card ref={ref}>
      <CardHeader>
        <CardTitle level={2}>{title}</CardTitle>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
});
TitledCard.displayName = 'TitledCard';
