import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CHAT_STREAM_DONE, chatRequestSchema, type ChatStreamItem } from '@kinstory/contract';
import type { Limits } from '../../limits.ts';
import { createConversationService } from '../../services/conversation.ts';
import type { JobRunner } from '../../services/jobRunner.ts';
import { dataFrame, openSse, textFrame } from '../../streaming/sse.ts';
import type { RealtimeState } from '../../streaming/state.ts';
import { answers, content } from '../openapi.ts';

export { streamErrorText, timeoutErrorText } from '../../services/conversation.ts';

/**
 * POST /chat (SPEC §7 "Chat reply stream"): the storyteller's message is stored, then the
 * interviewer's reply streams as `data: {text}` items, the extraction's `data: {memory}` follows,
 * and `data: [DONE]` ends it. The conversation service does the work.
 */
export default async function chatRoutes(app: FastifyInstance, opts: { limits: Limits; realtime: RealtimeState; jobs: JobRunner }) {
  const { limits, realtime, jobs } = opts;
  const conversations = createConversationService({ repos: app.repos, providers: app.providers, limits, realtime, jobs });

  const schema = {
    summary: "Send the storyteller's message; the interviewer's reply streams back",
    description: 'Server-sent events: `data: {"text": …}` items of the reply, then `data: {"memory": …}` of what was kept, and `data: [DONE]` at the end.',
    tags: ['Conversations'],
    body: chatRequestSchema,
    response: answers({ 200: content('text/event-stream', 'The reply as server-sent events', false) }),
  };
  app.withTypeProvider<ZodTypeProvider>().post('/chat', { schema }, async (request, reply) => {
    const { body } = request;
    const turn = await conversations.accept(request.user, body);

    const sse = openSse(reply);
    const disconnected = new AbortController();
    sse.onClose(() => disconnected.abort(new Error('client disconnected')));
    const send = (item: ChatStreamItem) => sse.write(dataFrame(item));
    const finished = conversations
      .run(turn, { send, sendText: (chunk) => sse.write(textFrame(chunk)), disconnected: disconnected.signal }, request.log)
      .finally(() => sse.end(dataFrame(CHAT_STREAM_DONE)));
    realtime.track(finished);
    return reply;
  });
}
