import { forwardRef } from 'react';
import { useAnswerFollowUp, useFollowUpItems } from '../api/index.ts';
import { useDeleteActions } from '../shared/useDeleteActions.ts';
import { useStartChat } from '../shared/useStartChat.ts';
import { FollowUpItems, type FollowUpItemsProps } from './FollowUpItems.tsx';

export interface OpenFollowUpItemsProps extends Pick<FollowUpItemsProps, 'timeStyle'> {
  /** The Answer flow finished: go to /chat/{conversationId}. */
  onAnswered: (conversationId: string) => void;
  /** New conversation ids; random UUIDs unless a story fixes them. */
  newId?: () => string;
}

/** Follow-up items not yet followed up (GET /api/loose-facts?includeFollowedUp=false), with the Answer flow and Delete where the reader may. */
export const OpenFollowUpItems = forwardRef<HTMLDivElement, OpenFollowUpItemsProps>(function OpenFollowUpItems(
  { onAnswered, newId, timeStyle },
  ref,
) {
  const { data, error, isLoading } = useFollowUpItems({ includeFollowedUp: false });
  const answerFollowUp = useAnswerFollowUp(newId);
  const onAnswer = useStartChat(answerFollowUp, onAnswered, 'Failed to start follow-up conversation');
  const deletes = useDeleteActions();
  return (
    <FollowUpItems
      ref={ref}
      items={data ?? []}
      onAnswer={onAnswer}
      timeStyle={timeStyle}
      isLoading={isLoading}
      error={error?.message ?? null}
      canDelete={deletes.canDeleteExtract}
      onDelete={deletes.followUpItem}
    />
  );
});
OpenFollowUpItems.displayName = 'OpenFollowUpItems';
