import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  chatIntroResponseSchema,
  conversationListResponseSchema,
  conversationParamsSchema,
  generateTitleResponseSchema,
  messageListResponseSchema,
  saveIntroRequestSchema,
  saveIntroResponseSchema,
  transcriptQuerySchema,
} from '@kinstory/contract';
import { HttpError } from '../../http.ts';
import type { Limits } from '../../limits.ts';
import { perUserPerMinute } from '../../plugins/limits.ts';
import { forbidden, may, membershipForWrite, membershipOf, readerOf } from '../../services/access.ts';
import { checkRoomFor } from '../../services/caps.ts';
import { historyWindow, modelTurns } from '../../services/historyWindow.ts';
import { formatTranscript, transcriptFileName } from '../../services/transcript.ts';
import { providerError } from '../../providers/errors.ts';
import { withIdleTimeout } from '../../streaming/timeout.ts';
import { toMessage } from '../../storage/repositories/conversations.ts';
import { answers, content } from '../openapi.ts';

const tags = ['Conversations'];

const notFound = () => new HttpError(404, 'Conversation not found');
export const titleFailedText = 'Could not make a title just now';
export const introFailedText = 'The interviewer could not greet you just now; please try again.';
/** The newest open follow-up items and stories the greeting chooses its one thread from. */
const OPEN_THREADS_IN_INTRO = 20;

export default async function conversationRoutes(fastify: FastifyInstance, opts: { limits: Limits }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { repos, providers } = app;
  const { limits } = opts;
  const titleLimit = { rateLimit: perUserPerMinute('title', limits.titlePerMinute) };
  const introLimit = { rateLimit: perUserPerMinute('intro', limits.introPerMinute) };

  app.get('/api/conversations', { schema: { summary: "The caller's conversations", tags, response: answers({ 200: conversationListResponseSchema }) } }, async (request) => ({
    conversations: await repos.conversations.listForOwner(request.user.uid),
  }));

  const messagesSchema = { summary: "One of the caller's conversations, its messages", tags, params: conversationParamsSchema, response: answers({ 200: messageListResponseSchema }) };
  app.get('/api/conversations/:conversationId/messages', { schema: messagesSchema }, async (request) => {
    const { conversationId } = request.params;
    const conversation = await repos.conversations.findOwned(conversationId, request.user.uid);
    if (!conversation) throw notFound();
    return { messages: (await repos.conversations.listMessages(conversationId)).map(toMessage) };
  });

  // The conversation as a text file, for its owner only (ARCHITECTURE: anyone else gets the 404
  // of a missing conversation, as for its messages).
  const transcriptSchema = {
    summary: 'One of the caller\'s conversations as a text file',
    tags,
    params: conversationParamsSchema,
    querystring: transcriptQuerySchema,
    response: answers({ 200: content('text/plain', 'The transcript, as an attachment', false) }),
  };
  app.get('/api/conversations/:conversationId/transcript', { schema: transcriptSchema }, async (request, reply) => {
    const { conversationId } = request.params;
    const { tz } = request.query;
    const conversation = await repos.conversations.findOwned(conversationId, request.user.uid);
    if (!conversation) throw notFound();
    const [messages, owner] = await Promise.all([repos.conversations.listMessages(conversationId), repos.archives.findUser(conversation.owner_uid)]);
    const text = formatTranscript({
      storyteller: owner?.user_name?.trim() || 'Storyteller',
      title: conversation.title,
      createdAt: conversation.created_at,
      messages: messages.map((m) => ({ role: m.role, content: m.content, createdAt: m.created_at, complete: m.complete === 1, awaitingTranscript: m.awaiting_transcript === 1 })),
      timeZone: tz ?? 'UTC',
    });
    const name = transcriptFileName(conversation.title, conversation.created_at);
    return reply
      .type('text/plain; charset=utf-8')
      .header('content-disposition', `attachment; filename="${name}"`)
      .header('cache-control', 'private, no-store')
      .send(text);
  });

  const titleSchema = { summary: 'Give the conversation a title made from its messages', tags, params: conversationParamsSchema, response: answers({ 200: generateTitleResponseSchema }) };
  app.post('/api/conversations/:conversationId/generate-title', { config: titleLimit, schema: titleSchema }, async (request) => {
    const { conversationId } = request.params;
    const conversation = await repos.conversations.findOwned(conversationId, request.user.uid);
    if (!conversation) throw notFound();
    const membership = await membershipOf(repos, request.user);
    if (!membership || !may.writeConversations(membership.role)) throw forbidden();
    const history = historyWindow(modelTurns(await repos.conversations.listMessages(conversationId)), limits.historyTokenBudget);
    const generated = await withIdleTimeout((signal) => providers.interviewer.title(history, signal), limits.providerTimeoutMs).catch((err: unknown) => {
      request.log.warn({ err: providerError('title', err) }, 'title generation failed');
      throw new HttpError(502, titleFailedText);
    });
    const title = generated.trim().slice(0, 300) || 'Untitled conversation';
    await repos.conversations.setTitle(conversationId, title);
    return { title };
  });

  const saveIntroSchema = {
    summary: "Store the interviewer's greeting as a conversation's first message",
    tags,
    params: conversationParamsSchema,
    body: saveIntroRequestSchema,
    response: answers({ 201: saveIntroResponseSchema }),
  };
  app.post('/api/conversations/:conversationId/intro', { config: introLimit, schema: saveIntroSchema }, async (request, reply) => {
    const { conversationId } = request.params;
    const intro = request.body;
    const existing = await repos.conversations.find(conversationId);
    // Someone else's conversation is answered exactly like a missing one.
    if (existing && existing.owner_uid !== request.user.uid) throw notFound();
    const membership = await membershipForWrite(repos, request.user);
    if (!may.writeConversations(membership.role)) throw forbidden();
    await checkRoomFor(repos, limits, { conversationId, exists: existing !== undefined, archiveId: membership.archiveId });
    const conversation = await repos.conversations.claim(conversationId, request.user.uid, membership.archiveId);
    if (!conversation) throw notFound();
    const row = await repos.conversations.addMessage(conversationId, {
      clientMessageId: `intro-${randomUUID()}`,
      role: 'assistant',
      content: intro.content,
    });
    return reply.code(201).send({ success: true, message: toMessage(row) });
  });

  const introSchema = { summary: "The interviewer's greeting for a new conversation", tags, response: answers({ 200: chatIntroResponseSchema }) };
  app.get('/api/chat/intro', { config: introLimit, schema: introSchema }, async (request) => {
    const [user, membership] = await Promise.all([
      repos.archives.findUser(request.user.uid),
      repos.archives.findMembership(request.user.uid),
    ]);
    // a storyteller coming back is greeted with one open thread of their archive (the interviewer picks it)
    const [archive, followUps, stories] = membership
      ? await Promise.all([
          repos.archives.findArchive(membership.archiveId),
          repos.content.listFollowUpItems(membership.archiveId, { includeFollowedUp: false, limit: OPEN_THREADS_IN_INTRO }),
          repos.content.listStories(
            membership.archiveId,
            { limit: OPEN_THREADS_IN_INTRO, offset: 0, sortBy: 'created_at', sortOrder: 'DESC' },
            readerOf(membership, request.user.uid),
          ),
        ])
      : [undefined, [], []];
    const introContext = {
      storytellerName: user?.user_name ?? null,
      subjectName: archive?.subject_name ?? null,
      openFollowUps: followUps.map((f) => ({ type: f.fact_type, value: f.value, suggestedPrompt: f.suggested_prompt, created_at: f.created_at })),
      recentStories: stories.map((s) => ({
        title: s.title,
        summary: s.summary,
        content: s.content,
        significance: s.significance,
        narrative: s.narrative,
        created_at: s.created_at,
      })),
    };
    const introMessage = await withIdleTimeout((signal) => providers.interviewer.intro(introContext, signal), limits.providerTimeoutMs).catch((err: unknown) => {
      request.log.warn({ err: providerError('intro', err) }, 'greeting failed');
      throw new HttpError(502, introFailedText);
    });
    return { introMessage };
  });

}
