import type { ReactNode } from 'react';
import { SectionCard } from '../app/SectionCard.tsx';
import * as layout from '../app/layout.css.ts';

export interface ListCardProps<T> {
  title: string;
  items: readonly T[];
  itemKey: (item: T) => string;
  /** A class for each item, e.g. a row layout. */
  itemClassName?: string;
  children: (item: T) => ReactNode;
}

/** A card with a title over a plain list: the demo pages' sample lists. */
export function ListCard<T>({ title, items, itemKey, itemClassName, children }: ListCardProps<T>) {
  return (
    <SectionCard title={title}>
      <ul className={layout.plainList}>
        {items.map((item) => (
          <li key={itemKey(item)} className={itemClassName}>
            {children(item)}
          </li>
        ))}
      </ul>
    </SectionCard>
  );
}
