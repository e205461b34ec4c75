import { forwardRef, useId } from 'react';
import type { FollowUpItem } from '@kinstory/contract';
import { Badge, Button, Card, CardContent, CardDescription, CardHeader, CardTitle } from '@kinstory/ui';
import { count, formatDate, relativeTime } from '../format/index.ts';
import * as css from '../shared/blocks.css.ts';
import { DeleteButton } from '../shared/DeleteButton.tsx';
import { LoadState } from '../shared/LoadState.tsx';
import { usePendingItem } from '../shared/usePendingItem.ts';

export interface FollowUpItemsProps {
  items: readonly FollowUpItem[];
  /** Starts the Answer flow for one item; the button waits while it runs. */
  onAnswer: (item: FollowUpItem) => Promise<void> | void;
  /**
   * 'date': 'Asked {date}' (storyteller and admin). 'relative': 'Asked 2 hours ago' (contributor).
   * @default 'date'
   */
  timeStyle?: 'date' | 'relative';
  /** @default false */
  isLoading?: boolean;
  error?: string | null;
  /** Deletes one item (after its confirmation). */
  onDelete?: (item: FollowUpItem) => Promise<void>;
  /** Which items show Delete (the reader's own, or all for an admin). @default none */
  canDelete?: (conversationId: string | null) => boolean;
}

/** 'Follow-Up Items': questions left open in earlier conversations. Hidden when there are none. */
export const FollowUpItems = forwardRef<HTMLDivElement, FollowUpItemsProps>(function FollowUpItems(
  { items, onAnswer, timeStyle = 'date', isLoading = false, error = null, onDelete, canDelete },
  ref,
) {
  const titleId = useId();
  const { pending, run: answer } = usePendingItem((item: FollowUpItem) => item.id, onAnswer);
  if (!isLoading && !error && items.length === 0) return null;

  return (
    <Card role="region" aria-labelledby={titleId} ref={ref} aria-busy={isLoading || undefined}>
      <CardHeader>
        <div className={css.titleRow}>
          <CardTitle id={titleId} level={2}>Follow-Up Items</CardTitle>
          {!isLoading && !error && <Badge tone="accent">{count(items.length, 'item')}</Badge>}
        </div>
        <CardDescription>Help us complete your family story by answering these questions</CardDescription>
      </CardHeader>
      <CardContent>
        <LoadState isLoading={isLoading} error={error} />
        <ul className={css.list}>
          {items.map((item) => (
            <li key={item.id} className={css.item} aria-busy={pending === item.id || undefined}>
              <div className={css.itemBody}>
                <div className={css.row}>
                  <Badge>{item.fact_type}</Badge>
                </div>
                <p className={css.text}>{item.suggested_prompt}</p>
                <p className={css.meta}>
                  {'Asked ' + (timeStyle === 'relative' ? relativeTime(item.created_at) : formatDate(item.created_at))}
                </p>
              </div>
              <div className={css.row}>
                {/* Disabled rather than isPending: react-aria's pending announcement outlives the item. */}
                <Button onPress={() => void answer(item)} isDisabled={pending !== null}>
                  Answer
                </Button>
                {onDelete && canDelete?.(item.conversation_id) && (
                  <DeleteButton
                    label={`Delete follow-up item: ${item.value}`}
                    title="Delete this follow-up item?"
                    confirmLabel="Delete follow-up item"
                    onDelete={() => onDelete(item)}
                  >
                    The question “{item.suggested_prompt}” will no longer be suggested.
                  </DeleteButton>
                )}
              </div>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
});
FollowUpItems.displayName = 'FollowUpItems';
