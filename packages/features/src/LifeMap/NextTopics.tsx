import { useId } from 'react';
import type { LifeMapSuggestion } from '@kinstory/contract';
import { Button } from '@kinstory/ui';
import * as blocks from '../shared/blocks.css.ts';
import { usePendingItem } from '../shared/usePendingItem.ts';
import * as css from './LifeMap.css.ts';

/** The Life map's suggested topics, thinnest first, each with a Start that opens a chat on it. */
export function NextTopics({ suggestions, onStart }: { suggestions: readonly LifeMapSuggestion[]; onStart: (s: LifeMapSuggestion) => Promise<void> | void }) {
  const titleId = useId();
  const { pending, run: start } = usePendingItem((suggestion: LifeMapSuggestion) => suggestion.prompt, onStart);
  return (
    <section className={css.section} aria-labelledby={titleId}>
      <h3 id={titleId} className={css.sectionTitle}>Next topics to ask about</h3>
      <ul className={blocks.list}>
        {suggestions.map((suggestion) => (
          <li key={suggestion.prompt} className={blocks.item} aria-busy={pending === suggestion.prompt || undefined}>
            <div className={blocks.itemBody}>
              <p className={blocks.itemTitle}>{suggestion.topic}</p>
              <p className={blocks.text}>{suggestion.prompt}</p>
            </div>
            {/* The topic in the name tells the three Start buttons apart for a screen reader. */}
            <Button aria-label={`Start: ${suggestion.topic}`} onPress={() => void start(suggestion)} isDisabled={pending !== null}>
              Start
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
