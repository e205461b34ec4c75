import { useId, type ReactNode } from 'react';
import * as layout from './layout.css.ts';

/** A part of a page under its own h2, named by it as a region; `className` lays out the h2 and what follows. */
export function PageSection({ title, className, children }: { title: string; className: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={className}>
      <h2 id={titleId} className={layout.subheading}>
        {title}
      </h2>
      {children}
    </section>
  );
}
