import { forwardRef, type ReactNode } from 'react';
import { Button, Disclosure, DisclosurePanel, Heading, type DisclosureProps } from 'react-aria-components';
import { Badge } from '../Badge';
import { collapsibleRecipe } from './Collapsible.css';

const part = (p: 'root' | 'heading' | 'trigger' | 'chevron' | 'panel') => collapsibleRecipe({ part: p });

export interface CollapsibleProps extends Omit<DisclosureProps, 'children' | 'className'> {
  /** Heading text, e.g. "Follow-up items". */
  title: string;
  /** How many items the section holds, shown beside the title. */
  count?: number;
  /**
   * Heading level for the page outline.
   * @default 3
   */
  level?: 2 | 3 | 4;
  children?: ReactNode;
}

/** A section that opens and closes from its heading; the count is visible while it is closed. */
export const Collapsible = forwardRef<HTMLDivElement, CollapsibleProps>(function Collapsible(
  { title, count, level = 3, children, ...props },
  ref,
) {
  return (
    <Disclosure ref={ref} className={part('root')} {...props}>
      <Heading level={level} className={part('heading')}>
        <Button slot="trigger" className={part('trigger')}>
          <span>{title}</span>
          {count !== undefined && <Badge tone="neutral">{count}</Badge>}
          <span aria-hidden="true" className={part('chevron')}>
            ›
          </span>
        </Button>
      </Heading>
      <DisclosurePanel className={part('panel')}>{children}</DisclosurePanel>
    </Disclosure>
  );
});
Collapsible.displayName = 'Collapsible';
