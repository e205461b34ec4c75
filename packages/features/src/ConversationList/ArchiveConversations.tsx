import { forwardRef } from 'react';
import { useConversations } from '../api/index.ts';
import { useDeleteActions } from '../shared/useDeleteActions.ts';
import { ConversationList, type ConversationListProps } from './ConversationList.tsx';

export type ArchiveConversationsProps = Pick<ConversationListProps, 'form' | 'onStartNew'>;

/** The member's conversations (GET /api/conversations), with Delete where they may: the list as every dashboard wires it. */
export const ArchiveConversations = forwardRef<HTMLDivElement, ArchiveConversationsProps>(function ArchiveConversations({ form, onStartNew }, ref) {
  const { data, error, isLoading } = useConversations();
  const deletes = useDeleteActions();
  return (
    <ConversationList
      ref={ref}
      form={form}
      conversations={data ?? NONE}
      onStartNew={onStartNew}
      isLoading={isLoading}
      error={error?.message ?? null}
      onDelete={deletes.canDeleteConversation ? deletes.conversation : undefined}
    />
  );
});
ArchiveConversations.displayName = 'ArchiveConversations';

const NONE: never[] = [];
