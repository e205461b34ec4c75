import type { FastifyInstance } from 'fastify';
import { CHAT_STREAM_DONE, chatRequestSchema, type ChatStreamItem } from '@kinstory/contract';
import { parse } from '../../http.ts';
import type { Limits } from '../../limits.ts';
import { createConversationService } from '../../services/conversation.ts';
import type { JobRunner } from '../../services/jobRunner.ts';
import { dataFrame, openSse, textFrame } from '../../streaming/sse.ts';
import type { RealtimeState } from '../../streaming/state.ts';

export { streamErrorText, timeoutErrorText } from '../../services/conversation.ts';

/**
 * POST /chat (SPEC §7 "Chat reply stream"): the storyteller's message is stored, then the
 * interviewer's reply streams as `data: {text}` items, the extraction's `data: {memory}` follows,
 * and `data: [DONE]` ends it. The conversation service does the work.
 */
export default async function chatRoutes(app: FastifyInstance, opts: { limits: Limits; realtime: RealtimeState; jobs: JobRunner }) {
  const { limits, realtime, jobs } = opts;
  const conversations = createConversationService({ repos: app.repos, providers: app.providers, limits, realtime, jobs });

  app.post('/chat', async (request, reply) => {
    const body = parse(chatRequestSchema, request.body, 'body');
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
