import { forwardRef, useMemo } from 'react';
import { useMessages } from '../api/index.ts';
import { MessageList, type MessageListProps } from './MessageList.tsx';
import { toChatMessage, type ChatMessage } from './types.ts';

export interface ConversationMessagesProps extends Pick<MessageListProps, 'streaming'> {
  /** null for a brand-new conversation (nothing to load). */
  conversationId: string | null;
  /** Messages sent in this visit, shown after the saved ones. */
  newMessages?: readonly ChatMessage[];
}

const noMessages: ChatMessage[] = [];

/** MessageList over GET /api/conversations/{id}/messages. */
export const ConversationMessages = forwardRef<HTMLElement, ConversationMessagesProps>(function ConversationMessages(
  { conversationId, newMessages = noMessages, streaming },
  ref,
) {
  const { data, error, isLoading } = useMessages(conversationId);
  const messages = useMemo<ChatMessage[]>(
    () => [
      ...(data ?? []).map(toChatMessage),
      ...newMessages,
    ],
    [data, newMessages],
  );
  return <MessageList ref={ref} messages={messages} streaming={streaming} isLoading={isLoading} error={error?.message ?? null} />;
});
ConversationMessages.displayName = 'ConversationMessages';
