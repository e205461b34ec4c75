import type { ReactNode } from 'react';
import * as css from './StoryCard.css.ts';

/** A short definition list ('When', 'Where', …); rows without a value are left out. */
export function StoryFacts({ rows }: { rows: [term: string, value: ReactNode][] }) {
  const shown = rows.filter(([, value]) => value !== '' && value !== null && value !== undefined);
  if (shown.length === 0) return null;
  return (
    <dl className={css.facts}>
      {shown.map(([term, value]) => (
        <div key={term} style={{ display: 'contents' }}>
          <dt className={css.term}>{term}</dt>
          <dd className={css.detail}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
