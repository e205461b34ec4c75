import { Navigate, useParams } from 'react-router-dom';
import useSWR from 'swr';
import { PROMPT_ANSWER_PATH, promptTexts } from '@kinstory/contract';
import { ApiError, useApiClient } from '@kinstory/features';
import { Button, LinkButton } from '@kinstory/ui';
import { PageLoading, RequireAuth } from '../../app/RequireAuth.tsx';
import { PageCard } from '../../app/PageCard.tsx';

export const answerTexts = {
  opening: 'Opening your question...',
  notForYouTitle: 'This question is not for you',
  notFoundTitle: 'This question could not be found',
  notFound: 'The link may be mistyped, or the question was removed.',
  failedTitle: 'We could not open your question',
  failed: 'Please check your connection and try again.',
} as const;

/**
 * /answer/:sendId, where a weekly question's e-mail lands (issue #20): opens the question's
 * conversation on the server and goes on to it in the chat. Signed out, it asks for a sign-in link.
 */
export default function Answer() {
  const { sendId = '' } = useParams();
  const here = `${PROMPT_ANSWER_PATH}/${sendId}`;
  return (
    <RequireAuth loadingText={answerTexts.opening} signInPath={`/auth?mode=link&next=${encodeURIComponent(here)}`}>
      {() => <OpenQuestion sendId={sendId} />}
    </RequireAuth>
  );
}

function OpenQuestion({ sendId }: { sendId: string }) {
  const api = useApiClient();
  // Opening is the same every time (the server answers the one conversation), so SWR's sharing of
  // one call between the page's renders is all the once-only it needs.
  const { data, error, isValidating, mutate } = useSWR(['openPromptSend', sendId], () => api.openPromptSend(sendId), {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    revalidateIfStale: false,
    shouldRetryOnError: false,
  });
  if (data) return <Navigate to={`/chat/${data.conversationId}`} replace />;
  if (!error || isValidating) return <PageLoading text={answerTexts.opening} />;
  const status = error instanceof ApiError ? error.status : 0;
  if (status === 403) {
    const text = error instanceof ApiError && error.serverError ? error.serverError : promptTexts.notForYou;
    return <Problem title={answerTexts.notForYouTitle} text={text} />;
  }
  if (status === 404 || status === 400) return <Problem title={answerTexts.notFoundTitle} text={answerTexts.notFound} />;
  return <Problem title={answerTexts.failedTitle} text={answerTexts.failed} onRetry={() => void mutate()} />;
}

function Problem({ title, text, onRetry }: { title: string; text: string; onRetry?: () => void }) {
  const footer = (
    <>
      {onRetry && (
        <Button size="lg" onPress={onRetry}>
          Try again
        </Button>
      )}
      <LinkButton size="lg" variant={onRetry ? 'outline' : 'default'} href="/dashboard">
        Go to my dashboard
      </LinkButton>
    </>
  );
  return <PageCard title={title} text={text} footer={footer} />;
}
