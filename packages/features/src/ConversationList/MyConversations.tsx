import { forwardRef } from 'react';
import { useConversations } from '../api/index.ts';
import { useDeleteActions } from '../shared/useDeleteActions.ts';
import { ConversationList, type ConversationListProps } from './ConversationList.tsx';

export type MyConversationsProps = Pick<ConversationListProps, 'form' | 'onStartNew'>;

/** ConversationList over GET /api/conversations, with Delete for the member's own. */
export const MyConversations = forwardRef<HTMLDivElement, MyConversationsProps>(function MyConversations(props, ref) {
  const { data, error, isLoading } = useConversations();
  const actions = useDeleteActions();
  return (
    <ConversationList
      ref={ref}
      {...props}
      conversations={data ?? []}
      isLoading={isLoading}
      error={error?.message ?? null}
      onDelete={actions.canDeleteConversation ? actions.conversation : undefined}
    />
  );
});
MyConversations.displayName = 'MyConversations';
