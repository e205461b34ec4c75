import { useEffect } from 'react';
import { Navigate, useLocation, useParams } from 'react-router-dom';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { ApiError } from '@kinstory/features';
import { RequireAuth } from '../../app/RequireAuth.tsx';
import { ChatSession } from './ChatSession.tsx';

const chatSwr: SWRConfiguration = {
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  onErrorRetry: (error, key, _config, revalidate, { retryCount }) => {
    if ((error instanceof ApiError && error.status < 500) || retryCount >= 3) return;
    if (Array.isArray(key) && key[0] === 'messages') return;
    setTimeout(() => void revalidate({ retryCount }), 2000 * 2 ** retryCount);
  },
};

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
          // Messages sent in this visit are kept on the page, so the saved ones are fetched once:
          // refetching them (on focus, or retrying the 404 of a new conversation) would show the
          // new messages twice.
          <SWRConfig value={chatSwr}>
            <ChatSession key={conversationId} conversationId={conversationId} />
          </SWRConfig>
        ) : (
          <Navigate to={`/chat/${crypto.randomUUID()}${search}`} replace />
        )
      }
    </RequireAuth>
  );
}
