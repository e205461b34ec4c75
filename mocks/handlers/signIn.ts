import { delay, http, HttpResponse } from 'msw';
import { promptTexts, type SignInLinkRequest } from '@kinstory/contract';
import * as f from '../fixtures/index.ts';

const signInLinkPath = '*/api/sign-in-link';
const openPath = '*/api/prompt-sends/:id/open';
const never = async () => {
  await delay('infinite');
  return new HttpResponse(null);
};

/**
 * POST /api/sign-in-link: 202 `{sent: true}` whoever asks, as the server answers; `rateLimited` and
 * `mailDown` are its 429 and 502 with their texts.
 */
export const signInLinkHandlers = {
  default: http.post(signInLinkPath, () => HttpResponse.json({ sent: true }, { status: 202 })),
  loading: http.post(signInLinkPath, never),
  rateLimited: http.post(signInLinkPath, () => HttpResponse.json({ error: 'Too many requests: please wait a moment and try again' }, { status: 429 })),
  mailDown: http.post(signInLinkPath, () => HttpResponse.json({ error: 'We could not send the e-mail just now. Please try again.' }, { status: 502 })),
  error: http.post(signInLinkPath, () => HttpResponse.json({ error: 'Internal server error' }, { status: 500 })),
};

/** POST /api/sign-in-link that keeps every body it was sent, for a story to check. A fresh list per call. */
export function signInLinkRecorder() {
  const sent: SignInLinkRequest[] = [];
  const handler = http.post(signInLinkPath, async ({ request }) => {
    sent.push((await request.json()) as SignInLinkRequest);
    return HttpResponse.json({ sent: true }, { status: 202 });
  });
  return { sent, handler };
}

/**
 * POST /api/prompt-sends/:id/open: the question's conversation (its id is the send's); `notForYou`
 * is the server's 403 for someone the question was not sent to, `notFound` its 404.
 */
export const promptOpenHandlers = {
  default: http.post(openPath, ({ params }) => HttpResponse.json({ ...f.promptOpened, conversationId: String(params.id) })),
  loading: http.post(openPath, never),
  notForYou: http.post(openPath, () => HttpResponse.json({ error: promptTexts.notForYou }, { status: 403 })),
  notFound: http.post(openPath, () => HttpResponse.json({ error: 'Not found' }, { status: 404 })),
  error: http.post(openPath, () => HttpResponse.json({ error: 'Internal server error' }, { status: 500 })),
};

export const signInHandlers = [signInLinkHandlers.default, promptOpenHandlers.default];
