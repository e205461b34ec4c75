import type { ReactNode } from 'react';
import { Chip } from '@kinstory/ui';
import * as css from './MemoriesPanel.css.ts';

/** A titled list of short items ('People', 'Dates', …); nothing when there are none. */
export function MemorySection({ title, items, asChips = true }: { title: string; items: readonly ReactNode[]; asChips?: boolean }) {
  if (items.length === 0) return null;
  return (
    <section className={css.section} aria-label={title}>
      <h3 className={css.sectionHeading}>{title}</h3>
      <ul className={asChips ? css.chips : css.stack}>
        {items.map((item, i) => (
          <li key={i}>{asChips ? <Chip>{item}</Chip> : item}</li>
        ))}
      </ul>
    </section>
  );
}
