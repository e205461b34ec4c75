import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { promptTexts } from '@kinstory/contract';
import { fixtures, promptOpenHandlers, signInLinkHandlers, signInLinkRecorder } from '@kinstory/mocks';
import { server } from '@kinstory/mocks/node';
import { ApiError } from './ApiError.ts';
import { createApiClient } from './client.ts';

// The sign-in link's and the weekly question's handlers (issue #20) answer what the contract
// allows, so the stories built on them show states the server can produce.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const api = createApiClient({ baseUrl: 'http://kinstory.test', getToken: async () => null });
const failure = (promise: Promise<unknown>) => promise.then(() => null, (error: unknown) => error as ApiError);

describe('the sign-in link mocks', () => {
  it('answer sent, whatever the address, and a recorder keeps what was asked', async () => {
    await expect(api.requestSignInLink({ email: 'edna@example.com', continuePath: '/answer/1' })).resolves.toEqual({ sent: true });
    const recorder = signInLinkRecorder();
    server.use(recorder.handler);
    await api.requestSignInLink({ email: 'edna@example.com', continuePath: '/storyteller-dashboard' });
    expect(recorder.sent).toEqual([{ email: 'edna@example.com', continuePath: '/storyteller-dashboard' }]);
  });

  it.each([
    ['rateLimited', 429, 'Too many requests: please wait a moment and try again'],
    ['mailDown', 502, 'We could not send the e-mail just now. Please try again.'],
  ] as const)('%s answers %i with the server text', async (state, status, text) => {
    server.use(signInLinkHandlers[state]);
    const error = await failure(api.requestSignInLink({ email: 'edna@example.com' }));
    expect(error).toMatchObject({ status, serverError: text, message: 'Failed to send the sign-in link' });
  });
});

describe('the weekly question opening mocks', () => {
  it("open the send's own conversation with the question", async () => {
    await expect(api.openPromptSend(fixtures.promptSendId)).resolves.toEqual(fixtures.promptOpened);
    expect(fixtures.promptOpened.conversationId).toBe(fixtures.promptSendId);
  });

  it('refuse someone else with the contract text, and an unknown send with 404', async () => {
    server.use(promptOpenHandlers.notForYou);
    expect(await failure(api.openPromptSend(fixtures.promptSendId))).toMatchObject({ status: 403, serverError: promptTexts.notForYou });
    server.use(promptOpenHandlers.notFound);
    expect(await failure(api.openPromptSend(fixtures.promptSendId))).toMatchObject({ status: 404 });
  });
});
