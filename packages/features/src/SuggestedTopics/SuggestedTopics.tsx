import { forwardRef } from 'react';
import * as blocks from '../shared/blocks.css.ts';
import { TitledCard } from '../shared/TitledCard.tsx';

export const suggestedTopics = ['Family Holidays & Traditions', 'Childhood Adventures', 'Life Lessons Learned'] as const;

/** Static ideas for a contributor; they lead nowhere yet (SPEC §2). */
export const SuggestedTopics = forwardRef<HTMLDivElement>(function SuggestedTopics(_props, ref) {
  return (
    <TitledCard ref={ref} title="Suggested Topics">
      <ul className={blocks.list}>
        {suggestedTopics.map((topic) => (
          <li key={topic} className={blocks.item}>
            <span className={blocks.text}>{topic}</span>
          </li>
        ))}
      </ul>
    </TitledCard>
  );
});
SuggestedTopics.displayName = 'SuggestedTopics';
