import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from '@kinstory/ui';
import * as layout from './layout.css.ts';

/** A page that is one card: its h1, a line of plain words, then what to do (content, footer). */
export function PageCard({ title, text, children, footer }: { title: string; text: string; children?: ReactNode; footer?: ReactNode }) {
  return (
    <div className={layout.narrow}>
      <Card>
        <CardHeader>
          <h1 className={layout.cardHeading}>{title}</h1>
          <CardDescription>{text}</CardDescription>
        </CardHeader>
        {children && <CardContent>{children}</CardContent>}
        {footer && <CardFooter className={layout.row}>{footer}</CardFooter>}
      </Card>
    </div>
  );
}
