import type { StoryContext } from 'storybook/internal/csf';
import type {} from 'msw-storybook-addon';
import type { SignInLinkRequest } from '@kinstory/contract';
import { signInLinkRecorder } from '@kinstory/mocks';

let sent: SignInLinkRequest[] = [];

/** A story's beforeEach: POST /api/sign-in-link answers sent and keeps what it was asked. */
export function recordSignInLinks({ msw }: Pick<StoryContext, 'msw'>) {
  const recorder = signInLinkRecorder();
  sent = recorder.sent;
  msw.use(recorder.handler);
}

/** What the story's page asked our server to e-mail, in order. */
export const sentSignInLinks = () => sent;
