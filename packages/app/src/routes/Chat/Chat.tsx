import { useEffect, useMemo } from 'react';
import { Navigate, useLocation, useParams } from 'react-router-dom';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { ApiError } from '@kinstory/features';
import { PageLoading, RequireAuth } from '../../app/RequireAuth.tsx';
import { useAuth } from '../../auth/AuthProvider.tsx';
import { browserStore } from '../../storage.ts';
import { ChatSession } from './ChatSession.tsx';

const LOADING_TEXT = 'Loading your conversation...';

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
  if (!conversationId) {
    return <RequireAuth loadingText={LOADING_TEXT}>{() => <Navigate to={`/chat/${crypto.randomUUID()}${search}`} replace />}</RequireAuth>;
  }
  return <Conversation conversationId={conversationId} />;
}

/**
 * One conversation. Back on the conversation this device showed last, its messages show at once
 * (see `cachedConversation`) while the sign-in is checked and the server answers; otherwise the
 * page waits for the sign-in. Signed out, it goes to /auth.
 */
function Conversation({ conversationId }: { conversationId: string }) {
  const { state } = useAuth();
  const cached = useMemo(() => browserStore.getConversation(conversationId), [conversationId]);
  if (state.status === 'signedOut') return <Navigate to="/auth" replace />;
  const user = state.status === 'signedIn' ? state.user : null;
  // Someone else's conversation is never shown, once the session says who is signed in.
  const cachedMessages = cached && (!user || user.uid === cached.uid) ? cached.messages : undefined;
  if (!user && !cachedMessages) return <PageLoading text={LOADING_TEXT} />;
  return (
    // Messages sent in this visit are kept on the page, so the saved ones are fetched once:
    // refetching them (on focus, or retrying the 404 of a new conversation) would show the new
    // messages twice.
    <SWRConfig value={chatSwr}>
      <ChatSession key={conversationId} conversationId={conversationId} uid={user?.uid ?? null} cachedMessages={cachedMessages} />
    </SWRConfig>
  );
}
