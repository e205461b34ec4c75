import { forwardRef } from 'react';
import { useConversations } from '../api/index.ts';
import { ConversationList, type ConversationListProps } from './ConversationList.tsx';

export type MyConversationsProps = Pick<ConversationListProps, 'form' | 'onStartNew'>;

/** ConversationList over GET /api/conversations. */
export const MyConversations = forwardRef<HTMLDivElement, MyConversationsProps>(function MyConversations(props, ref) {
  const { data, error, isLoading } = useConversations();
  return <ConversationList ref={ref} {...props} conversations={data ?? []} isLoading={isLoading} error={error?.message ?? null} />;
});
MyConversations.displayName = 'MyConversations';
