import { forwardRef, useId } from 'react';
import type { Encouragement } from '@kinstory/contract';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@kinstory/ui';
import { relativeTime } from '../format/index.ts';
import { UNNAMED_MEMBER } from '../Perspectives/Perspectives.tsx';
import * as blocks from '../shared/blocks.css.ts';
import { LoadState } from '../shared/LoadState.tsx';

export interface FamilyMessagesProps {
  /** Newest first, as the server lists them. */
  messages: readonly Encouragement[];
  /** @default false */
  isLoading?: boolean;
  error?: string | null;
  /** For relative times; @default now */
  now?: Date;
}

/** 'Messages from your family': the encouragement the family sent the storyteller. Hidden when there is none. */
export const FamilyMessages = forwardRef<HTMLDivElement, FamilyMessagesProps>(function FamilyMessages({ messages, isLoading = false, error = null, now }, ref) {
  const titleId = useId();
  if (isLoading || (!error && messages.length === 0)) return null;
  return (
    <Card role="region" aria-labelledby={titleId} ref={ref}>
      <CardHeader>
        <CardTitle id={titleId} level={2}>Messages from your family</CardTitle>
        <CardDescription>Kind words from the people who read your stories</CardDescription>
      </CardHeader>
      <CardContent>
        <LoadState isLoading={false} error={error} />
        <ul className={blocks.list}>
          {messages.map((message) => (
            <li key={message.id} className={blocks.item}>
              <div className={blocks.itemBody}>
                <p className={blocks.text}>{message.text}</p>
                <p className={blocks.meta}>
                  <span>{`From ${message.from ?? UNNAMED_MEMBER}`}</span>
                  <span>{relativeTime(message.created_at, now)}</span>
                </p>
              </div>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
});
FamilyMessages.displayName = 'FamilyMessages';
