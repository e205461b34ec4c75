import { forwardRef } from 'react';
import { Badge, Button } from '@kinstory/ui';
import * as blocks from '../shared/blocks.css.ts';
import * as css from './ViewerDashboard.css.ts';

/** The viewer dashboard's header: whose archive it is. 'Explore Archive' does nothing yet (SPEC §2). */
export const ViewerHeader = forwardRef<HTMLElement, { subjectName: string | null }>(function ViewerHeader({ subjectName }, ref) {
  return (
    <header ref={ref} className={css.header}>
      <div className={blocks.list}>
        <div className={blocks.row}>
          <h1 className={css.heading}>{subjectName ? `${subjectName}'s Family Archive` : 'The Family Archive'}</h1>
          <Badge tone="success">Live View</Badge>
        </div>
        {subjectName && <p className={blocks.muted}>{'Following ' + subjectName + "'s memory-building journey"}</p>}
      </div>
      <Button variant="outline">Explore Archive</Button>
    </header>
  );
});
ViewerHeader.displayName = 'ViewerHeader';
