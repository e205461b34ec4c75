import { useEffect } from 'react';
import { Navigate, useLocation, useParams } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { RequireAuth } from '../../app/RequireAuth.tsx';
import { ChatSession } from './ChatSession.tsx';

/**
 * /chat and /chat/:conversationId (SPEC §2 Chat page). Without an id a new random one is made and
 * put in the address, so a reload keeps the conversation.
 */
export default function Chat() {
  const { conversationId } = useParams();
  const { search } = useLocation();
  useEffect(() => {
    document.title = 'Chat Session · Kinstory';
  }, []);
  return (
    <RequireAuth loadingText="Loading your conversation...">
      {() =>
        conversationId ? (
          // Messages sent in this visit are kept on the page; refetching the saved ones on focus
          // would show them twice.
          <SWRConfig value={{ revalidateOnFocus: false, revalidateOnReconnect: false }}>
            <ChatSession key={conversationId} conversationId={conversationId} />
          </SWRConfig>
        ) : (
          <Navigate to={`/chat/${crypto.randomUUID()}${search}`} replace />
        )
      }
    </RequireAuth>
  );
}
