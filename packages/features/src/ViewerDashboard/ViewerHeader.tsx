import { forwardRef } from 'react';
import { Badge, Button } from '@kinstory/ui';
import * as blocks from '../shared/blocks.css.ts';
import type { ViewerArchive } from './sampleData.ts';
import * as css from './ViewerDashboard.css.ts';

/** The viewer dashboard's header. 'Explore Archive' does nothing yet (SPEC §2). */
export const ViewerHeader = forwardRef<HTMLElement, { archive: ViewerArchive }>(function ViewerHeader({ archive }, ref) {
  return (
    <header ref={ref} className={css.header}>
      <div className={blocks.list}>
        <div className={blocks.row}>
          <h1 className={css.heading}>{archive.name}</h1>
          <Badge tone="success">Live View</Badge>
        </div>
        <p className={blocks.muted}>{'Following ' + archive.subject + "'s memory-building journey"}</p>
      </div>
      <Button variant="outline">Explore Archive</Button>
    </header>
  );
});
ViewerHeader.displayName = 'ViewerHeader';
