import { http, HttpResponse } from 'msw';
import * as f from '../fixtures/index.ts';
import { resourceStates } from './states.ts';

export const profileHandlers = {
  ...resourceStates('get', '*/api/user/profile', f.adminProfile, f.newUserProfile),
  storyteller: http.get('*/api/user/profile', () => HttpResponse.json(f.storytellerProfile)),
  update: http.put('*/api/user/profile', async ({ request }) =>
    HttpResponse.json({ success: true, profile: { ...f.adminProfile, ...((await request.json()) as object) } }),
  ),
};
export const conversationsHandlers = resourceStates('get', '*/api/conversations', { conversations: f.conversations }, { conversations: [] });
export const messagesHandlers = resourceStates('get', '*/api/conversations/:id/messages', { messages: f.messages }, { messages: [] });
export const memoriesHandlers = resourceStates('get', '*/api/memories', { memories: f.memories }, { memories: [] });
export const storiesHandlers = resourceStates('get', '*/api/stories', { stories: f.stories }, { stories: [] });
export const storyStatsHandlers = resourceStates('get', '*/api/stories/stats', f.storyStats, { total_stories: 0, total_memories: 0 });
export const followUpItemsHandlers = resourceStates('get', '*/api/loose-facts', { facts: f.followUpItems }, { facts: [] });
export const chatIntroHandlers = {
  ...resourceStates('get', '*/api/chat/intro', f.chatIntro),
  openThread: http.get('*/api/chat/intro', () => HttpResponse.json(f.chatIntroOpenThread)),
};
export const archiveHandlers = resourceStates('get', '*/api/archive', f.archive);
export const lifeMapHandlers = {
  ...resourceStates('get', '*/api/archive/life-map', f.lifeMap, f.lifeMapEmpty),
  allCovered: http.get('*/api/archive/life-map', () => HttpResponse.json(f.lifeMapAllCovered)),
};
export const invitationsHandlers = resourceStates('get', '*/api/invitations', { invitations: f.invitations }, { invitations: [] });
export const pendingStorytellerHandlers = {
  ...resourceStates('get', '*/api/onboarding/pending-storyteller/:token', f.pendingStoryteller),
  notFound: http.get('*/api/onboarding/pending-storyteller/:token', () =>
    HttpResponse.json({ error: 'This invitation link is invalid or has already been used.' }, { status: 404 }),
  ),
};
export const healthHandlers = {
  ...resourceStates('get', '*/api/health', { status: 'ok', version: '0.1.0', capabilities: { llm: 'embedded', tts: 'embedded', stt: 'openai-compatible' } }),
  noSpeechToText: http.get('*/api/health', () =>
    HttpResponse.json({ status: 'ok', version: '0.1.0', capabilities: { llm: 'embedded', tts: 'embedded', stt: null } }),
  ),
};

/** Writes answer with what a real server would echo back. */
export const writeHandlers = [
  profileHandlers.update,
  http.post('*/api/conversations/:id/generate-title', () => HttpResponse.json({ title: 'Lost at the Hampstead Heath fair' })),
  http.post('*/api/conversations/:id/intro', async ({ request }) => {
    const { content } = (await request.json()) as { content: string };
    return HttpResponse.json({
      success: true,
      message: { message_id: 'intro', role: 'assistant', content, created_at: f.fixtureNow, complete: true },
    });
  }),
  http.post('*/api/loose-facts/:id/mark-followed-up', ({ params }) => {
    const item = f.followUpItems.find((i) => i.id === params.id) ?? f.followUpItems[0];
    return HttpResponse.json({ success: true, fact: { ...item, followed_up: true } });
  }),
  http.post('*/api/invitations', async ({ request }) => {
    const body = (await request.json()) as { role: 'contributor'; name: string };
    const invitation = { ...f.invitations[0], id: '1f2e3d4c-5b6a-4798-8a7b-6c5d4e3f2a1b', ...body };
    return HttpResponse.json({ invitation, token: 'demo-token-0123456789abcdef', link: '/onboarding/storyteller?token=demo-token-0123456789abcdef' }, { status: 201 });
  }),
  http.delete('*/api/invitations/:id', () => HttpResponse.json({ success: true })),
  http.put('*/api/onboarding/activate-storyteller', () => HttpResponse.json({ success: true, persona: 'storyteller', archiveId: '1' })),
];
