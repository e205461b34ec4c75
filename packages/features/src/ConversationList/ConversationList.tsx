import { forwardRef, useId } from 'react';
import type { ConversationSummary } from '@kinstory/contract';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, LinkButton } from '@kinstory/ui';
import { count, formatDateTime, relativeTime } from '../format/index.ts';
import * as blocks from '../shared/blocks.css.ts';
import { DeleteButton } from '../shared/DeleteButton.tsx';
import { LinkCard } from '../shared/LinkCard.tsx';
import { LoadState } from '../shared/LoadState.tsx';

export interface ConversationListProps {
  conversations: readonly ConversationSummary[];
  /**
   * 'storyteller': 'Your Conversations' with Continue buttons (storyteller and admin dashboards).
   * 'contributor': 'My Conversations', each card a link.
   * @default 'storyteller'
   */
  form?: 'storyteller' | 'contributor';
  /** 'Start Now' on the empty list (storyteller form). */
  onStartNew?: () => void;
  /** @default false */
  isLoading?: boolean;
  error?: string | null;
  /** Deletes one conversation (after its confirmation); without it there is no Delete button. */
  onDelete?: (conversation: ConversationSummary) => Promise<void>;
}

export const UNTITLED_CONVERSATION = 'Untitled Conversation';

const chatHref = (c: ConversationSummary) => `/chat/${encodeURIComponent(c.conversation_uuid)}`;

/** The signed-in user's conversations, newest first. */
export const ConversationList = forwardRef<HTMLDivElement, ConversationListProps>(function ConversationList(
  { conversations, form = 'storyteller', onStartNew, isLoading = false, error = null, onDelete },
  ref,
) {
  const titleId = useId();
  const storyteller = form === 'storyteller';
  const isEmpty = !isLoading && !error && conversations.length === 0;
  return (
    <Card role="region" aria-labelledby={titleId} ref={ref} aria-busy={isLoading || undefined}>
      <CardHeader>
        <CardTitle id={titleId} level={2}>{storyteller ? 'Your Conversations' : 'My Conversations'}</CardTitle>
        {storyteller && !isLoading && !error && <CardDescription>{'You have ' + count(conversations.length, 'conversation')}</CardDescription>}
      </CardHeader>
      <CardContent>
        <LoadState isLoading={isLoading} error={error} />
        {isEmpty && storyteller && (
          <div className={blocks.empty}>
            <p className={blocks.text}>No conversations yet. Start your first one above!</p>
            <p className={blocks.muted}>Start your first conversation to begin preserving memories</p>
            <Button onPress={onStartNew}>Start Now</Button>
          </div>
        )}
        {isEmpty && !storyteller && (
          <div className={blocks.empty}>
            <p className={blocks.text}>No conversations yet. Start sharing your stories above!</p>
            <p className={blocks.muted}>Start your first conversation to contribute to the family archive</p>
          </div>
        )}
        <ul className={blocks.list}>
          {conversations.map((c) =>
            storyteller ? (
              <li key={c.id} className={blocks.item}>
                <div className={blocks.itemBody}>
                  <h3 className={blocks.itemTitle}>{c.title || UNTITLED_CONVERSATION}</h3>
                  {c.description && <p className={blocks.muted}>{c.description}</p>}
                  <p className={blocks.meta}>
                    <span>{count(c.message_count, 'message')}</span>
                    <span>{count(c.memory_count, 'memory')}</span>
                    <span>{formatDateTime(c.updated_at)}</span>
                  </p>
                </div>
                <div className={blocks.row}>
                  <LinkButton variant="outline" href={chatHref(c)} aria-label={`Continue ${c.title || UNTITLED_CONVERSATION}`}>
                    Continue
                  </LinkButton>
                  {onDelete && <DeleteConversation conversation={c} onDelete={onDelete} />}
                </div>
              </li>
            ) : (
              <li key={c.id} className={onDelete ? blocks.linkRow : undefined}>
                <LinkCard
                  href={chatHref(c)}
                  title={c.title || UNTITLED_CONVERSATION}
                  text={c.description}
                  meta={[count(c.message_count, 'message'), relativeTime(c.updated_at)]}
                />
                {onDelete && <DeleteConversation conversation={c} onDelete={onDelete} />}
              </li>
            ),
          )}
        </ul>
      </CardContent>
    </Card>
  );
});
ConversationList.displayName = 'ConversationList';

function DeleteConversation({ conversation, onDelete }: { conversation: ConversationSummary; onDelete: (c: ConversationSummary) => Promise<void> }) {
  return (
    <DeleteButton
      label={`Delete ${conversation.title || UNTITLED_CONVERSATION}`}
      title="Delete this conversation?"
      confirmLabel="Delete conversation"
      onDelete={() => onDelete(conversation)}
    >
      Its messages, memories, stories and follow-up items will be deleted.
    </DeleteButton>
  );
}
